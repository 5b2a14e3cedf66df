import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { calculatorSessions, contactForm, demoBookings, emailOutbox } from "../db/schema";
import { createTestApp, type TestApp } from "../testing/test-app";
import { databaseTargets } from "../testing/test-database";

const lead = {
  name: "Dr. Ada Lovelace",
  email: "Ada@Clinic.example",
  company: "Lovelace Aesthetics",
  industry: "Med spa",
  project: "We miss calls during treatments.",
  hearAbout: "linkedin",
};
const roi = { monthlyROI: 21955, annualROI: 263460, recoveredRevenue: 17955, laborSavings: 4000 };

describe.each(databaseTargets())("demo bookings and contact messages on %s", (target) => {
  let t: TestApp;
  let ip = 0;
  const post = (path: string, body: unknown) => t.postJson(path, body, { "x-forwarded-for": `192.0.2.${++ip}` });

  beforeAll(async () => {
    t = await createTestApp(target, { TRUST_PROXY: "true", TEAM_EMAIL: "team@optimaite.test" });
  });
  beforeEach(async () => {
    t.resetRateLimits();
    const { db } = t.runtime.database;
    await db.delete(demoBookings);
    await db.delete(contactForm);
    await db.delete(emailOutbox);
    await t.clearEmails();
  });
  afterAll(() => t.close());

  it("stores a demo booking with its ROI estimate and emails the lead and the team", async () => {
    const res = await post("/api/submit-demo-booking", { ...lead, estimatedROI: roi });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [row] = await t.runtime.database.db.select().from(demoBookings);
    expect(row).toMatchObject({
      id,
      email: "ada@clinic.example",
      companyName: "Lovelace Aesthetics",
      hearAbout: "linkedin",
      estimatedRoi: roi,
    });
    const emails = await t.sentEmails();
    expect(emails.find((e) => e.to === "ada@clinic.example")?.text).toContain("within 24 hours");
    expect(emails.find((e) => e.to === "team@optimaite.test")?.text).toContain("ROI mensuel estimé\u00a0: $21,955");
  });

  it.each([
    ["/api/submit-demo-booking", demoBookings],
    ["/api/submit-contact-form", contactForm],
  ] as const)(
    "%s: a multi-line name is stored on one line; the email to the lead greets by a first name or by none",
    async (path, table) => {
      const injected = "there,\n\nYour account has been suspended. Log in at our portal\r\n\u2028Regards";
      expect((await post(path, { ...lead, name: injected })).status).toBe(201);
      const [row] = await t.runtime.database.db.select().from(table);
      expect(row?.name).toBe("there, Your account has been suspended. Log in at our portal Regards");
      const email = (await t.sentEmails()).find((e) => e.to === "ada@clinic.example");
      const lines = email?.text.split(/\r?\n/) ?? [];
      expect(lines[0]).toBe("Hello,");
      expect(lines.filter((line) => line.includes("suspended"))).toHaveLength(0);
    },
  );

  it("marks the calculator session converted only with its token", async () => {
    const { db } = t.runtime.database;
    const created = await post("/api/calculator-sessions", { session_id: "calc_1795000000000_abc123" });
    const { updateToken } = (await created.json()) as { updateToken: string };
    await post("/api/submit-demo-booking", {
      ...lead,
      calculatorSessionId: "calc_1795000000000_abc123",
      calculatorSessionToken: "wrong",
    });
    let [session] = await db
      .select()
      .from(calculatorSessions)
      .where(eq(calculatorSessions.sessionId, "calc_1795000000000_abc123"));
    expect(session?.convertedToDemo).toBe(false);
    await post("/api/submit-demo-booking", {
      ...lead,
      calculatorSessionId: "calc_1795000000000_abc123",
      calculatorSessionToken: updateToken,
    });
    [session] = await db
      .select()
      .from(calculatorSessions)
      .where(eq(calculatorSessions.sessionId, "calc_1795000000000_abc123"));
    expect(session?.convertedToDemo).toBe(true);
  });

  it("stores a contact message without the optional fields", async () => {
    const res = await post("/api/submit-contact-form", { name: "Bo", email: "bo@example.com", project: "Pricing?" });
    expect(res.status).toBe(201);
    expect(await t.runtime.database.db.select().from(contactForm)).toMatchObject([
      { name: "Bo", companyName: null, hearAbout: null },
    ]);
  });

  it.each([
    ["no name", { ...lead, name: "" }, "name"],
    ["no email", { ...lead, email: "" }, "email"],
    ["a bad email", { ...lead, email: "ada@" }, "email"],
    ["no project", { ...lead, project: "   " }, "project"],
    ["an unknown hearAbout", { ...lead, hearAbout: "tv" }, "hearAbout"],
    ["a filled honeypot", { ...lead, website: "spam" }, "website"],
    ["a huge project", { ...lead, project: "x".repeat(5000) }, "project"],
  ])("answers 400 and stores nothing for %s", async (_, body, field) => {
    for (const path of ["/api/submit-demo-booking", "/api/submit-contact-form"]) {
      const res = await post(path, body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { issues: { path: string }[] }).issues.map((i) => i.path)).toContain(field);
    }
    expect(await t.runtime.database.db.select().from(demoBookings)).toEqual([]);
    expect(await t.runtime.database.db.select().from(contactForm)).toEqual([]);
  });

  it("refuses a negative ROI figure", async () => {
    const res = await post("/api/submit-demo-booking", { ...lead, estimatedROI: { ...roi, monthlyROI: -1 } });
    expect(res.status).toBe(400);
  });
});
