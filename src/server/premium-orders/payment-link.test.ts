import { languageFaults } from "@shared/i18n/language-faults";
import { validAuditRequest } from "@shared/schemas/audit.fixture";
import type { PremiumPaymentLink } from "@shared/schemas/premium-payment-link";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditRequests } from "../db/schema";
import { signedInCookie } from "../testing/sessions";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../testing/test-app";
import { databaseTargets } from "../testing/test-database";
import { paymentLinkEmail } from "./payment-link-email";

// Issue 57: the expert sends one audit request its Premium payment link from the admin, shown, copied or emailed in
// the person's language.

describe.each(databaseTargets())("the Premium payment link of an audit request, on %s", (target) => {
  let t: TestApp;
  let admin = "";
  const { consent: _consent, ...answers } = validAuditRequest;
  const auditRequest = async (values: Partial<typeof auditRequests.$inferInsert>) => {
    const [row] = await t.runtime.database.db
      .insert(auditRequests)
      .values({ ...answers, consentAt: new Date(), ...values })
      .returning({ id: auditRequests.id });
    return row?.id as string;
  };
  const as = (cookie: string, path: string, method = "GET") =>
    t.app.request(path, { method, headers: { cookie, origin: TEST_ORIGIN } });

  beforeAll(async () => {
    t = await createTestApp(target, {});
    admin = await signedInCookie(t, "expert@example.com", "admin");
  });
  afterAll(() => t.close());

  it("is /premium in the request's language with the request's id", async () => {
    const id = await auditRequest({ locale: "de", email: "hans@example.ch" });
    const res = await as(admin, `/api/admin/audits/${id}/premium-link`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      auditRequestId: id,
      url: `${TEST_ORIGIN}/de/premium?audit=${id}`,
      locale: "de",
      email: "hans@example.ch",
      lastSent: null,
    });
    const french = await auditRequest({ locale: "fr" });
    const link = (await (await as(admin, `/api/admin/audits/${french}/premium-link`)).json()) as PremiumPaymentLink;
    expect(link.url).toBe(`${TEST_ORIGIN}/premium?audit=${french}`);
  });

  it("is emailed to the person in Italian, once per press, with who sent it and when kept", async () => {
    await t.clearEmails();
    const id = await auditRequest({ locale: "it", firstName: "Giulia", email: "giulia@example.ch" });
    const res = await as(admin, `/api/admin/audits/${id}/premium-link/email`, "POST");
    expect(res.status).toBe(202);
    const sent = (await res.json()) as PremiumPaymentLink;
    expect(sent.lastSent).toMatchObject({ by: "expert@example.com" });
    expect(Math.abs(Date.parse(sent.lastSent?.at ?? "") - Date.now())).toBeLessThan(60_000);

    const emails = (await t.sentEmails()).filter((email) => email.to === "giulia@example.ch");
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email?.subject).toBe("Il suo audit Premium SwissHack: il link per ordinarlo");
    expect(email?.text).toContain("Buongiorno Giulia,");
    expect(email?.text).toContain(`${TEST_ORIGIN}/it/premium?audit=${id}`);
    expect(email?.links).toContain(`${TEST_ORIGIN}/it/premium?audit=${id}`);

    const trail = (await (await as(admin, `/api/admin/leads/audits/${id}/events`)).json()) as {
      events: { actorEmail: string; changes: unknown }[];
    };
    expect(trail.events).toEqual([
      expect.objectContaining({ actorEmail: "expert@example.com", changes: { premiumLinkSent: true } }),
    ]);
    const again = (await (await as(admin, `/api/admin/audits/${id}/premium-link`)).json()) as PremiumPaymentLink;
    expect(again.lastSent).toEqual(sent.lastSent);
  });

  it("treats the name the person typed as text: markup or a web address never reaches the email", async () => {
    await t.clearEmails();
    const id = await auditRequest({
      locale: "fr",
      firstName: '<a href="https://evil.example">Gagnez</a>',
      email: "victim@example.ch",
    });
    expect((await as(admin, `/api/admin/audits/${id}/premium-link/email`, "POST")).status).toBe(202);
    const [email] = (await t.sentEmails()).filter((sent) => sent.to === "victim@example.ch");
    expect(email?.text.startsWith("Bonjour,\n")).toBe(true);
    expect(email?.text).not.toContain("evil.example");
    expect(email?.html).not.toContain("evil.example");
    expect(email?.links.every((link) => link.startsWith(TEST_ORIGIN))).toBe(true);
  });

  it("answers 404 for no such request, and only to an admin", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await as(admin, `/api/admin/audits/${missing}/premium-link`)).status).toBe(404);
    expect((await as(admin, `/api/admin/audits/${missing}/premium-link/email`, "POST")).status).toBe(404);
    const id = await auditRequest({});
    expect((await as("", `/api/admin/audits/${id}/premium-link`)).status).toBe(401);
    const visitor = await signedInCookie(t, "visitor@example.com", "user");
    expect((await as(visitor, `/api/admin/audits/${id}/premium-link/email`, "POST")).status).toBe(403);
  });
});

describe("the payment link's email", () => {
  it.each(["fr", "de", "it"] as const)("reads as %s, without a typography a proofreader would correct", (locale) => {
    const email = paymentLinkEmail(
      { firstName: "Anna", email: "anna@example.ch", locale },
      "https://swisshack.example/premium?audit=1",
      "https://swisshack.example",
    );
    const language = ({ fr: "fr-CH", de: "de-CH", it: "it-CH" } as const)[locale];
    expect(languageFaults(`${email.subject}\n${email.text}`, language)).toEqual([]);
  });
});
