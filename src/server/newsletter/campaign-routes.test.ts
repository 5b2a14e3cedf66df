import type { Campaign, CampaignList } from "@shared/newsletter/campaign";
import { nextTuesdayMorning } from "@shared/newsletter/tuesday";
import { eq, inArray } from "drizzle-orm";
// @ts-expect-error jsdom ships no type declarations here (a test reads HTML and XML back with it)
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emailOutbox, newsletterCampaigns, newsletterDeliveries, newsletterSubscriptions } from "../db/schema";
import { SAMPLE_BODY, seedSubscribers } from "../testing/newsletter-subscribers";
import { signedInCookie } from "../testing/sessions";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../testing/test-app";
import { databaseTargets } from "../testing/test-database";
import { queueCampaign, queueSettingsOf, startCampaignNow } from "./campaign-queue";
import { unsubscribeToken } from "./unsubscribe-link";

const DAY = 86_400_000;

describe.each(databaseTargets())("the newsletter's campaigns on %s", (target) => {
  let t: TestApp;
  let admin = "";
  let visitor = "";
  const call = (path: string, body?: unknown, { cookie = admin, method = body === undefined ? "GET" : "POST" } = {}) =>
    t.app.request(`/api/admin/newsletter${path}`, {
      method,
      headers: { cookie, origin: TEST_ORIGIN, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const draft = (change: Record<string, unknown> = {}) => ({
    locale: "fr",
    subject: "Votre astuce du mardi",
    bodyMarkdown: SAMPLE_BODY,
    ...change,
  });
  const create = async (change: Record<string, unknown> = {}) => {
    const res = await call("/campaigns", draft(change));
    expect(res.status).toBe(201);
    return (await res.json()) as Campaign;
  };
  /** Sends now, and waits until every subscriber is queued (queueing again only waits for the lock). */
  const sendNow = async (id: string) => {
    const res = await call(`/campaigns/${id}/send`, {});
    await queueCampaign(t.runtime.database.db, queueSettingsOf(t.runtime), id);
    return res;
  };
  const list = async () => (await (await call("/campaigns")).json()) as CampaignList;
  const listed = async (id: string) => (await list()).campaigns.find((campaign) => campaign.id === id);

  beforeAll(async () => {
    t = await createTestApp(target, { NEWSLETTER_RATE_PER_MINUTE: "1000000" });
    admin = await signedInCookie(t, "owner@example.com", "admin");
    visitor = await signedInCookie(t, "visitor@example.com", "user");
  });
  beforeEach(async () => {
    const { db } = t.runtime.database;
    await db.delete(newsletterCampaigns);
    await db.delete(newsletterSubscriptions);
    await t.clearEmails();
  });
  afterAll(() => t.close());

  it("is for admins only, and refuses another site's page", async () => {
    for (const [path, body] of [
      ["/campaigns", undefined],
      ["/campaigns", draft()],
      ["/preview", draft()],
    ] as const) {
      expect((await call(path, body, { cookie: "" })).status, path).toBe(401);
      expect((await call(path, body, { cookie: visitor })).status, path).toBe(403);
    }
    const crossSite = await t.app.request("/api/admin/newsletter/campaigns", {
      method: "POST",
      headers: { cookie: admin, origin: "https://evil.example", "content-type": "application/json" },
      body: JSON.stringify(draft()),
    });
    expect(crossSite.status).toBe(403);
    expect(await t.runtime.database.db.select().from(newsletterCampaigns)).toEqual([]);
  });

  it("refuses an empty subject or text, another language, and a web version on another site, saying why", async () => {
    const refusal = async (change: Record<string, unknown>) => {
      const res = await call("/campaigns", draft(change));
      expect(res.status).toBe(400);
      return ((await res.json()) as { error: string }).error;
    };
    expect(await refusal({ subject: "  " })).toBe("Invalid input: subject: Write a subject");
    expect(await refusal({ bodyMarkdown: "\n" })).toBe("Invalid input: bodyMarkdown: Write the text of the newsletter");
    expect(await refusal({ locale: "en" })).toMatch(/fr, de or it/);
    expect(await refusal({ webPath: "https://evil.example/x" })).toMatch(/must be a path of this site/);
    expect(await t.runtime.database.db.select().from(newsletterCampaigns)).toEqual([]);
  });

  it("previews the email as HTML and text: sanitized, links kept, without sending or saving anything", async () => {
    const res = await call("/preview", draft({ bodyMarkdown: `${SAMPLE_BODY}\n\n<script>alert(1)</script>` }));
    expect(res.status).toBe(200);
    const preview = (await res.json()) as { subject: string; html: string; text: string };
    expect(preview.subject).toBe("Votre astuce du mardi");
    expect(preview.html).toContain("<strong>avant la fin de l'année</strong>");
    expect(preview.html).not.toContain("<script>");
    expect(preview.text).toContain("Lisez le guide (https://www.estv.admin.ch/guide).");
    expect(preview.text).toContain("Se désinscrire : http://localhost:3000/api/newsletter/unsubscribe?token=");
    expect(await t.runtime.database.db.select().from(newsletterCampaigns)).toEqual([]);
    expect(await t.sentEmails()).toEqual([]);
  });

  it("keeps an image title ending in src= harmless in the preview and the test email (issue 54, 1)", async () => {
    const bodyMarkdown = '![a](//x.example/a.png "y src=")/src/onerror=alert(1)//\n[l](https://ok.example)\n';
    const preview = (await (await call("/preview", { locale: "de", subject: "T", bodyMarkdown })).json()) as {
      html: string;
    };
    const campaign = await create({ locale: "de", subject: "T", bodyMarkdown });
    expect((await call(`/campaigns/${campaign.id}/test`, {})).status).toBe(202);
    const [testEmail] = await t.sentEmails();
    for (const html of [preview.html, testEmail?.html ?? ""]) {
      const document = new JSDOM(html).window.document;
      const handlers = [...document.querySelectorAll("*")].flatMap((element: Element) =>
        element.getAttributeNames().filter((name: string) => name.startsWith("on")),
      );
      expect(handlers).toEqual([]);
      // An image from another host is dropped (issue 54, 10), its title with it.
      expect(document.querySelector("img")).toBeNull();
      expect(document.querySelector("a")?.getAttribute("href")).toBe("https://ok.example");
    }
  });

  it("sends a test to the signed-in admin only, marked [TEST], counted nowhere", async () => {
    await seedSubscribers(t.runtime.database.db, t.runtime.secret, [{ email: "lea@example.com" }]);
    const campaign = await create();
    const res = await call(`/campaigns/${campaign.id}/test`, {});
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ to: "owner@example.com" });
    const emails = await t.sentEmails();
    expect(emails.map((email) => [email.to, email.subject])).toEqual([
      ["owner@example.com", "[TEST] Votre astuce du mardi"],
    ]);
    expect((await listed(campaign.id))?.status).toBe("draft");
    const [subscriber] = await t.runtime.database.db.select().from(newsletterSubscriptions);
    expect(subscriber?.lastNewsletterAt).toBeNull();
  });

  it("schedules for a Tuesday morning only, refuses the past or another day, and can cancel", async () => {
    const campaign = await create();
    const schedule = (body: unknown) => call(`/campaigns/${campaign.id}/schedule`, body);
    const wednesday = await schedule({ day: "2099-06-03", time: "08:00" });
    expect(wednesday.status).toBe(400);
    expect(((await wednesday.json()) as { error: string }).error).toBe(
      "Invalid input: day: The newsletter goes out on Tuesdays: 2099-06-03 is a Wednesday",
    );
    const past = await schedule({ day: "2020-06-02", time: "08:00" });
    expect(((await past.json()) as { error: string }).error).toMatch(/is in the past: choose a later Tuesday/);
    const tuesday = nextTuesdayMorning(new Date());
    const scheduled = await schedule(tuesday);
    expect(scheduled.status).toBe(200);
    const body = (await scheduled.json()) as Campaign;
    expect(body.status).toBe("scheduled");
    expect(new Date(body.scheduledFor ?? "").getTime()).toBeGreaterThan(Date.now());

    const cancelled = await call(`/campaigns/${campaign.id}/cancel`, {});
    expect(((await cancelled.json()) as Campaign).status).toBe("cancelled");
    expect((await call(`/campaigns/${campaign.id}/cancel`, {})).status).toBe(409);
    expect((await call("/campaigns/00000000-0000-4000-8000-000000000000/cancel", {})).status).toBe(404);
  });

  it("sends to the confirmed subscribers of its language only, each once, however often it is sent", async () => {
    const { db } = t.runtime.database;
    await seedSubscribers(db, t.runtime.secret, [
      { email: "lea@example.com" },
      { email: "marc@example.com" },
      { email: "anna@example.ch", locale: "de" },
      { email: "pending@example.com", status: "pending" },
      { email: "gone@example.com", status: "unsubscribed" },
      { email: "bouncing@example.com", bouncedAt: new Date() },
    ]);
    const campaign = await create();
    const answers = await Promise.all(Array.from({ length: 5 }, () => call(`/campaigns/${campaign.id}/send`, {})));
    expect(answers.map((res) => res.status).sort()).toEqual([202, 409, 409, 409, 409]);
    await queueCampaign(db, queueSettingsOf(t.runtime), campaign.id);
    expect((await sendNow(campaign.id)).status).toBe(409);

    const emails = await t.sentEmails();
    expect(emails.map((email) => email.to).sort()).toEqual(["lea@example.com", "marc@example.com"]);
    const email = emails[0];
    expect(email?.subject).toBe("Votre astuce du mardi");
    expect(email?.html).toContain('<html lang="fr-CH">');
    expect(email?.html).toContain("Le 3e pilier avant le 31 décembre</h2>");
    expect(email?.text).toContain("Lisez le guide (https://www.estv.admin.ch/guide).");
    const webUrl = `${TEST_ORIGIN}/newsletter/${campaign.id}`;
    expect(email?.text).toContain(`Lire cette newsletter en ligne : ${webUrl}`);
    const raw = (name: string) =>
      email?.mail.headerLines.find((h) => h.key === name)?.line.replace(/^[^:]+:\s*/, "") ?? "";
    const unsubscribe = raw("list-unsubscribe");
    expect(unsubscribe).toMatch(/^<http:\/\/localhost:3000\/api\/newsletter\/unsubscribe\?token=[\w-]+>$/);
    expect(raw("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    // No tracking: every link is the text's own or ours, none rewritten, no image of ours.
    expect(email?.links.every((link) => /estv\.admin\.ch\/guide|\/newsletter\//.test(link))).toBe(true);

    // The web version is public once sent, in its language; a draft's is not.
    const page = await t.app.request(`/newsletter/${campaign.id}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<h1>Votre astuce du mardi</h1>");
    expect((await t.app.request(`/de/newsletter/${campaign.id}`)).status).toBe(404);
    const draftOnly = await create();
    expect((await t.app.request(`/newsletter/${draftOnly.id}`)).status).toBe(404);

    // One-click unsubscribe from the email, then the counts.
    const oneClick = await t.app.request(unsubscribe.slice(1, -1).replace(TEST_ORIGIN, ""), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    expect(await listed(campaign.id)).toMatchObject({
      locale: "fr",
      status: "sending",
      recipients: 2,
      sent: 2,
      failed: 0,
      skipped: 0,
      unsubscribedSince: 1,
    });
    const { subscribers } = await list();
    expect(subscribers.find((row) => row.locale === "fr")).toEqual({
      locale: "fr",
      pending: 1,
      subscribed: 1,
      bouncing: 1,
      unsubscribed: 2,
    });
  });

  it("keeps to one newsletter a week: a second campaign that week skips and counts everyone who had one", async () => {
    const { db } = t.runtime.database;
    const ids = await seedSubscribers(db, t.runtime.secret, [
      { email: "lea@example.com" },
      { email: "marc@example.com", lastNewsletterAt: new Date(Date.now() - 8 * DAY) },
      { email: "zoe@example.com", lastNewsletterAt: new Date(Date.now() - 3 * DAY) },
    ]);
    const first = await create();
    await sendNow(first.id);
    expect(await listed(first.id)).toMatchObject({ recipients: 2, skipped: 1 });
    const second = await create({ subject: "Encore une astuce" });
    await sendNow(second.id);
    expect(await listed(second.id)).toMatchObject({ recipients: 0, skipped: 3 });

    const emails = await t.sentEmails();
    expect(emails.map((email) => `${email.to} ${email.subject}`).sort()).toEqual([
      "lea@example.com Votre astuce du mardi",
      "marc@example.com Votre astuce du mardi",
    ]);
    const deliveries = await db
      .select({ status: newsletterDeliveries.status })
      .from(newsletterDeliveries)
      .where(inArray(newsletterDeliveries.subscriptionId, ids));
    expect(deliveries).toHaveLength(6);
    const outbox = await db.select().from(emailOutbox).where(eq(emailOutbox.subject, "Encore une astuce"));
    expect(outbox).toEqual([]);
  });

  it("does not send a queued issue to someone who unsubscribed before it left, and counts them as unsubscribed", async () => {
    const { db } = t.runtime.database;
    const [, marc] = await seedSubscribers(db, t.runtime.secret, [
      { email: "lea@example.com" },
      { email: "marc@example.com" },
    ]);
    const campaign = await create();
    // Started and queued as the scheduler does it, with no send yet (the send button also wakes the outbox).
    await startCampaignNow(db, campaign.id);
    await queueCampaign(db, queueSettingsOf(t.runtime), campaign.id);
    // Both are queued; Marc unsubscribes from last week's email before the outbox reaches him.
    const token = unsubscribeToken(t.runtime.secret, marc ?? "");
    const oneClick = await t.app.request(`/api/newsletter/unsubscribe?token=${token}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(await oneClick.json()).toEqual({ status: "unsubscribed" });

    const emails = await t.sentEmails();
    expect(emails.map((email) => email.to)).toEqual(["lea@example.com"]);
    expect(await listed(campaign.id)).toMatchObject({ recipients: 2, sent: 1, failed: 0, unsubscribedSince: 1 });
  });

  it("changes a draft, but not a campaign that has been sent", async () => {
    const campaign = await create();
    const changed = await call(`/campaigns/${campaign.id}`, draft({ subject: "Nouveau titre", locale: "de" }), {
      method: "PUT",
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ subject: "Nouveau titre", webPath: `/de/newsletter/${campaign.id}` });
    await sendNow(campaign.id);
    const late = await call(`/campaigns/${campaign.id}`, draft(), { method: "PUT" });
    expect(late.status).toBe(409);
    expect(((await late.json()) as { error: string }).error).toMatch(/can no longer change/);
  });
});
