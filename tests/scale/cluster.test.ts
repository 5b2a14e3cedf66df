import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, inArray, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerProcess } from "../../scripts/lib/server-process";
import type { Overview } from "../../src/server/admin/overview";
import { type Database, openDatabase } from "../../src/server/db/client";
import {
  contactForm,
  emailOutbox,
  newsletterSubscriptions,
  paymentEvents,
  premiumOrders,
  user,
  websiteVisits,
} from "../../src/server/db/schema";
import {
  type PaymentStandIn,
  postTo,
  STAND_IN_SECRET_KEY,
  STAND_IN_WEBHOOK_SECRET,
  startPaymentStandIn,
} from "../../src/server/testing/payment-stand-in";
import { storedKeys } from "../../src/server/testing/stored-keys";
import { createScratchPostgres } from "../../src/server/testing/test-database";
import { validAuditRequest } from "../../src/shared/schemas/audit.fixture";
import {
  CLUSTER_SECRET,
  call,
  composeMemoryLimit,
  nextClientIp,
  peakMemoryOfInstances,
  startInstance,
  waitFor,
} from "./cluster";
import { scaleTargets, skipScale } from "./skip";
import { type SmtpSink, startSmtpSink } from "./smtp-sink";

const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");

describe.skipIf(skipScale)("two instances on one PostgreSQL and one Redis", () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let sink: SmtpSink;
  let payments: PaymentStandIn;
  let database: Database;
  let dropDatabase = async () => {};
  const dataDirs: string[] = [];
  const envOf = (listener: "a" | "b", databaseUrl: string) => ({
    DATABASE_URL: databaseUrl,
    REDIS_URL: scaleTargets.redisUrl as string,
    BETTER_AUTH_SECRET: CLUSTER_SECRET,
    // One listener per instance, so the test can stall one instance's delivery.
    SMTP_URL: sink.url(listener),
    // The Premium ordered online (issue 57), paid on a stand-in for the provider that both instances call.
    STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
    STRIPE_API_URL: payments.url,
  });
  let databaseUrl = "";

  beforeAll(async () => {
    const scratch = await createScratchPostgres();
    dropDatabase = scratch.drop;
    databaseUrl = scratch.url;
    sink = await startSmtpSink(["a", "b"]);
    payments = await startPaymentStandIn();
    for (let i = 0; i < 2; i++) dataDirs.push(await mkdtemp(path.join(tmpdir(), "swisshack-scale-")));
    [a, b] = await Promise.all([
      startInstance(envOf("a", databaseUrl), dataDirs[0]),
      startInstance(envOf("b", databaseUrl), dataDirs[1]),
    ]);
    database = await openDatabase({ databaseUrl, dataDir: dataDirs[0] as string });
  });

  afterAll(async () => {
    await Promise.all([a, b].map((instance) => (instance?.child.exitCode === null ? instance.stop() : undefined)));
    await database?.close();
    await sink?.close();
    await payments?.close();
    await dropDatabase();
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  /** Signs up, verifies in the database (the emailed link is tested elsewhere), signs in on `instance`. */
  async function signIn(instance: ServerProcess, email: string, role: "user" | "admin" = "user") {
    const password = "a long scale passphrase";
    const signUp = await call(instance, "/api/auth/sign-up/email", { body: { email, password, name: "Scale" } });
    expect(signUp.status).toBe(200);
    await database.db.update(user).set({ emailVerified: true, role }).where(eq(user.email, email));
    const res = await call(instance, "/api/auth/sign-in/email", { body: { email, password } });
    expect(res.status).toBe(200);
    return cookieOf(res);
  }

  const sessionEmail = async (instance: ServerProcess, cookie: string) => {
    const res = await call(instance, "/api/auth/get-session", { cookie });
    const body = (await res.json()) as { user?: { email: string } } | null;
    return body?.user?.email ?? null;
  };

  it("a session opened on A works on B, and signing out on B ends it on A", async () => {
    const cookie = await signIn(a, "traveller@example.com");
    expect(await sessionEmail(b, cookie)).toBe("traveller@example.com");
    expect((await call(b, "/api/auth/sign-out", { body: {}, cookie })).status).toBe(200);
    expect(await sessionEmail(a, cookie)).toBe(null);
  });

  it("counts rate limits across instances through Redis", async () => {
    const ip = nextClientIp();
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const instance = i % 2 === 0 ? a : b;
      statuses.push((await call(instance, "/api/ai-chat", { body: { message: "Prix ?" }, ip })).status);
    }
    // One budget of 20 a minute (CHAT_RATE_LIMIT) for both: the 21st and 22nd are refused, by A and by B.
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });

  it("stores each page view once when its beacons and pixel reach both instances at once; same overview on both", async () => {
    const views = Array.from({ length: 100 }, (_, i) => `scale-page-view-${String(i).padStart(4, "0")}`);
    const beacon = (instance: ServerProcess, id: string) =>
      call(instance, "/api/track-visit", { body: { page_path: "/optimaite", session_id: "scale", page_view_id: id } });
    const pixel = (instance: ServerProcess, id: string) =>
      call(instance, `/api/track-visit?page=%2Foptimaite&pv=${id}`);
    const answers = await Promise.all(
      views.flatMap((id, i) => [beacon(a, id), beacon(b, id), pixel(i % 2 === 0 ? a : b, id)]),
    );
    expect(answers.filter((res) => !res.ok).map((res) => res.status)).toEqual([]);
    const rows = await database.db
      .select({ id: websiteVisits.pageViewId })
      .from(websiteVisits)
      .where(inArray(websiteVisits.pageViewId, views));
    expect(rows.map((row) => row.id).sort()).toEqual(views);

    const admin = await signIn(b, "admin@example.com", "admin");
    const overviews = await Promise.all(
      [a, b].map((instance) => call(instance, "/api/admin/overview", { cookie: admin })),
    );
    expect(overviews.map((res) => res.status)).toEqual([200, 200]);
    const [fromA, fromB] = await Promise.all(overviews.map((res) => res.json()));
    expect(fromA).toEqual(fromB);
    // The daily counters count each page view once too.
    expect((fromA as Overview).topPages).toEqual([{ path: "/optimaite", visits: views.length }]);
  });

  it("keeps no state per instance: calculator tokens, pre-analysis links, chat answers and the sitemap", async () => {
    const sessionId = `calc_${Date.now()}_scale1`;
    const created = await call(a, "/api/calculator-sessions", { body: { session_id: sessionId } });
    expect(created.status).toBe(201);
    const { updateToken } = (await created.json()) as { updateToken: string };
    const update = await fetch(`${b.baseUrl}/api/calculator-sessions/${sessionId}`, {
      method: "PATCH",
      headers: {
        origin: "http://localhost:8080",
        "content-type": "application/json",
        authorization: `Bearer ${updateToken}`,
      },
      body: JSON.stringify({ inputs_changed: 1, calculations_performed: 1, time_spent_seconds: 5 }),
    });
    expect(update.status).toBe(204);

    const audit = await call(a, "/api/audit-requests", { body: { ...validAuditRequest, email: "scale@example.com" } });
    expect(audit.status).toBe(201);
    const { id, refineToken } = (await audit.json()) as { id: string; refineToken: string };
    const refined = await call(b, `/api/audit-requests/${id}/pre-analysis`, {
      body: {
        refineToken,
        answers: {
          civilStatus: "single",
          children: 0,
          employment: "employee-with-pension-fund",
          netIncome: 80_000,
          paid3aThisYear: 0,
          monthlyPremium: 400,
          currentDeductible: 300,
          expectedCosts: "low",
          frontalier: { workCanton: "GE", swissIncomeShare: 100, teleworkShare: 0 },
        },
      },
    });
    expect(refined.status).toBe(201);
    const { token } = (await refined.json()) as { token: string };
    expect((await call(a, `/api/pre-analyses/${token}`)).status).toBe(200);

    const ask = (instance: ServerProcess) =>
      call(instance, "/api/ai-chat", { body: { message: "How does the receptionist book appointments?" } }).then(
        (res) => res.json(),
      );
    expect(await ask(a)).toEqual(await ask(b));
    const sitemap = (instance: ServerProcess) => call(instance, "/sitemap.xml").then((res) => res.text());
    expect(await sitemap(a)).toBe(await sitemap(b));
  });

  it("delivers every lead's email exactly once, also when A is killed mid-send and restarted", async () => {
    const lead = (n: number) => ({
      name: `Scale ${n}`,
      email: `lead-${n}@example.com`,
      project: "Front desk for two practices",
    });
    const submit = async (instance: ServerProcess, n: number) =>
      expect((await call(instance, "/api/submit-contact-form", { body: lead(n) })).status).toBe(201);
    await Promise.all(Array.from({ length: 20 }, (_, n) => submit(n % 2 === 0 ? a : b, n)));

    // A's next message reaches the mail server, which never answers "250 OK"; A dies waiting.
    const held = sink.holdNext("a");
    await submit(a, 20);
    await held;
    await a.kill();
    await Promise.all(Array.from({ length: 9 }, (_, i) => submit(b, 21 + i)));
    a = await startInstance(envOf("a", databaseUrl), dataDirs[0]);
    await Promise.all(Array.from({ length: 10 }, (_, i) => submit(i % 2 === 0 ? a : b, 30 + i)));

    const recipients = Array.from({ length: 40 }, (_, n) => lead(n).email);
    const deliveredTo = () => sink.deliveries.flatMap((delivery) => delivery.to);
    await waitFor(
      () => recipients.every((recipient) => deliveredTo().includes(recipient)),
      60_000,
      "every lead's confirmation",
    );
    // Every message (recipient and subject) of the whole run, sign-up and audit emails included, arrived once.
    const counts = new Map<string, number>();
    for (const { to, data } of sink.deliveries) {
      const key = `${to.join(",")} ${/^Subject: (.*)$/m.exec(data)?.[1]}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect([...counts].filter(([, count]) => count !== 1)).toEqual([]);
    expect(deliveredTo().filter((to) => to.startsWith("lead-"))).toHaveLength(recipients.length);
    // The sink stores a message before its "250 OK" reaches the sender, which then marks the row sent.
    const leadStatuses = async () =>
      (
        await database.db.select({ status: emailOutbox.status }).from(emailOutbox).where(like(emailOutbox.to, "lead-%"))
      ).map((row) => row.status);
    await waitFor(async () => (await leadStatuses()).every((status) => status === "sent"), 10_000, "rows marked sent");
    expect(await leadStatuses()).toEqual(recipients.map(() => "sent"));
    expect(deliveredTo().filter((to) => to.startsWith("lead-"))).toHaveLength(recipients.length);
    expect(await database.db.select().from(contactForm)).toHaveLength(40);
  });

  it("makes one paid order and sends one confirmation when the provider's event reaches both instances three times (issue 57)", async () => {
    const buyer = "premium-buyer@example.com";
    const ordered = await call(b, "/api/premium/orders", {
      body: { name: "Scale Buyer", email: buyer, locale: "de", acceptTerms: true },
    });
    expect(ordered.status).toBe(201);
    const { orderId, checkoutUrl } = (await ordered.json()) as { orderId: string; checkoutUrl: string };
    payments.deliverTo([postTo(a.baseUrl), postTo(b.baseUrl)]);
    // The person pays: the provider's "completed" event reaches both instances at once…
    const session = await payments.pay(checkoutUrl.split("/pay/")[1] ?? "");
    // …and the provider, unsure it was received, delivers one same event three times more to each.
    const completed = { id: "evt_scale_repeat", object: "event", type: "checkout.session.completed" };
    await payments.send({ ...completed, data: { object: session } }, 3);

    const confirmations = () => sink.deliveries.filter((delivery) => delivery.to.includes(buyer));
    await waitFor(() => confirmations().length > 0, 30_000, "the order's confirmation");
    // Both outboxes are polled within a few seconds: a second email would have arrived by now.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    expect(confirmations()).toHaveLength(1);
    expect(confirmations()[0]?.data).toMatch(/Quittung Nr\. \d+/);
    expect(confirmations()[0]?.data).toMatch(/quittung-swisshack-\d+\.pdf/);
    const orders = await database.db.select().from(premiumOrders).where(eq(premiumOrders.email, buyer));
    expect(orders.map((order) => [order.id, order.status])).toEqual([[orderId, "paid"]]);
    const events = await database.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, orderId));
    // The "completed" event of the payment and the repeated one: each handled once.
    expect(events).toHaveLength(2);
    expect(events.map((event) => event.eventId)).toContain("evt_scale_repeat");
  });

  it("a brand's detail saved on one instance is on both instances' pages within a minute (decision 0042)", async () => {
    const admin = await signIn(a, "settings-owner@example.com", "admin");
    const phone = "+41 22 345 67 89";
    const details = Object.fromEntries(
      [
        "company",
        "address",
        "ide",
        "director",
        "host",
        "contactEmail",
        "whatsappNumber",
        "linkedin",
        "instagram",
        "facebook",
      ].map((key) => [key, null]),
    );
    const saved = await call(a, "/api/admin/site-settings/swisshack", {
      method: "PUT",
      cookie: admin,
      body: {
        details: { ...details, contactPhone: phone },
        figures: { subscribers: { mode: "spec" }, premiumClients: { mode: "spec" } },
      },
    });
    expect(saved.status).toBe(200);
    const shows = async (instance: ServerProcess, path: string) =>
      (await (await call(instance, path)).text()).includes(phone);
    await waitFor(
      async () => (await shows(a, "/premium")) && (await shows(b, "/premium")),
      60_000,
      "the phone on both",
    );
    expect(await shows(b, "/mentions-legales")).toBe(true);
    expect(await shows(b, "/legal-notice")).toBe(false);
  }, 90_000);
  it("when A is killed under load, B keeps answering and every write A acknowledged is stored", async () => {
    const total = 300;
    const acknowledged: { kind: "visit" | "newsletter"; key: string }[] = [];
    const bFailures: string[] = [];
    let answered = 0;
    let killing: Promise<void> | undefined;
    let next = 0;
    const worker = async () => {
      while (next < total) {
        const i = next++;
        const instance = i % 2 === 0 ? a : b;
        const item =
          i % 3 === 0
            ? { kind: "newsletter" as const, key: `kill-${i}@example.com`, path: "/api/newsletter" }
            : { kind: "visit" as const, key: `kill_${i}`, path: "/api/track-visit" };
        const body = item.kind === "newsletter" ? { email: item.key } : { page_path: "/", session_id: item.key };
        try {
          const res = await call(instance, item.path, { body });
          if (res.ok) acknowledged.push(item);
          else if (instance === b) bFailures.push(`${res.status}`);
        } catch (error) {
          if (instance === b) bFailures.push(String(error));
        }
        if (++answered === Math.floor(total * 0.4)) killing = a.kill();
      }
    };
    await Promise.all(Array.from({ length: 20 }, worker));
    await killing;
    expect(bFailures).toEqual([]);
    expect((await call(b, "/api/health")).status).toBe(200);

    const keys = (kind: "visit" | "newsletter") =>
      acknowledged.filter((item) => item.kind === kind).map((item) => item.key);
    expect(await storedKeys(database.db, websiteVisits.sessionId, keys("visit"))).toEqual(new Set(keys("visit")));
    expect(await storedKeys(database.db, newsletterSubscriptions.email, keys("newsletter"))).toEqual(
      new Set(keys("newsletter")),
    );
    expect(acknowledged.length).toBeGreaterThan(total / 2);
  });

  // Last, so that it covers the whole run: A's first process (killed mid-send), A restarted (killed under load), B.
  it("each instance's peak resident memory stayed within compose.yaml's mem_limit (issue 59)", () => {
    const limit = composeMemoryLimit();
    const peaks = peakMemoryOfInstances();
    const mb = (bytes: number | null) => (bytes === null ? "unread" : `${Math.round(bytes / 1024 / 1024)} MB`);
    console.log(
      `Peak resident memory (limit ${limit.text}): ${peaks.map((peak) => `${peak.instance} ${mb(peak.bytes)}`).join(", ")}`,
    );
    expect(peaks.length).toBeGreaterThanOrEqual(2);
    expect(peaks.filter((peak) => peak.bytes === null || peak.bytes > limit.bytes).map((p) => p.instance)).toEqual([]);
  });
});
