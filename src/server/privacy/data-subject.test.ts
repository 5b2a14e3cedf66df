import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditRequests,
  contactForm,
  demoBookings,
  newsletterSubscriptions,
  preAnalyses,
  websiteVisits,
} from "../db/schema";
import { createTestApp, type TestApp } from "../testing/test-app";
import { databaseTargets } from "../testing/test-database";
import { deleteDataSubject, exportDataSubject } from "./data-subject";

const audit = (email: string) => ({
  firstName: "Léa",
  lastName: "Martin",
  email,
  phone: "+41791234567",
  canton: "GE",
  status: "frontalier",
  annualIncome: "<60000",
  has3aPillar: "no",
  currentInsurance: "lamal",
  mainGoal: "all",
  wantsCallback: "no",
  consentAt: new Date(),
  refineTokenHash: "secret-hash",
});

describe.each(databaseTargets())("data-subject requests on %s", (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
    const { db } = t.runtime.database;
    await db.insert(contactForm).values([
      { name: "Léa", email: "Lea@Example.com", project: "p" },
      { name: "Other", email: "other@example.com", project: "p" },
    ]);
    await db.insert(demoBookings).values({ name: "Léa", email: "lea@example.com", project: "demo" });
    const [row] = await db.insert(auditRequests).values(audit("lea@example.com")).returning({ id: auditRequests.id });
    await db.insert(preAnalyses).values({
      auditRequestId: row?.id as string,
      accessTokenHash: "h",
      answers: { civilStatus: "single" },
      result: { total: 1 },
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    await db
      .insert(newsletterSubscriptions)
      .values({ email: "lea@example.com", status: "subscribed", unsubscribeTokenHash: "u" });
    await db.insert(websiteVisits).values([
      { pagePath: "/", identifiedEmail: "lea@example.com" },
      { pagePath: "/faq", identifiedEmail: null },
    ]);
  });
  afterAll(() => t.close());

  it("exports everything stored about the address, whatever its case, without internal token hashes", async () => {
    const data = await exportDataSubject(t.runtime.database.db, "LEA@example.com");
    expect(data.contactMessages).toHaveLength(1);
    expect(data.demoBookings).toHaveLength(1);
    expect(data.auditRequests).toHaveLength(1);
    expect(data.preAnalyses).toHaveLength(1);
    expect(data.newsletter).toHaveLength(1);
    expect(data.identifiedVisits).toHaveLength(1);
    expect(JSON.stringify(data)).not.toContain("secret-hash");
    expect(JSON.stringify(data)).not.toContain("other@example.com");
  });

  it("deletes it all, pre-analyses included, and nothing else", async () => {
    const { db } = t.runtime.database;
    const counts = await deleteDataSubject(db, "lea@example.com");
    expect(counts).toMatchObject({
      contact_form: 1,
      demo_bookings: 1,
      audit_requests: 1,
      newsletter_subscriptions: 1,
      website_visits: 1,
    });
    expect(await db.select().from(preAnalyses)).toEqual([]);
    expect((await db.select().from(contactForm)).map((c) => c.email)).toEqual(["other@example.com"]);
    expect(await db.select().from(websiteVisits)).toHaveLength(1);
    const after = await exportDataSubject(db, "lea@example.com");
    expect(after.contactMessages.length + after.auditRequests.length + after.newsletter.length).toBe(0);
  });
});
