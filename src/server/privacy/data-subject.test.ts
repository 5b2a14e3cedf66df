import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  account,
  auditReportDrafts,
  auditReportsSent,
  auditRequests,
  contactForm,
  demoBookings,
  newsletterSubscriptions,
  preAnalyses,
  session,
  user,
  websiteVisits,
} from "../db/schema";
import { signedInCookie } from "../testing/sessions";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../testing/test-app";
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
    await db.insert(auditReportDrafts).values({ auditRequestId: row?.id as string, document: { title: "Brouillon" } });
    await db.insert(auditReportsSent).values({
      auditRequestId: row?.id as string,
      document: { title: "Rapport" },
      pdf: new TextEncoder().encode("%PDF-1.7 report"),
      sentBy: "Expert",
      sentByEmail: "expert@example.com",
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
    expect(data.auditReports.drafts).toMatchObject([{ document: { title: "Brouillon" } }]);
    expect(data.auditReports.sent).toMatchObject([
      {
        document: { title: "Rapport" },
        sentBy: "Expert",
        pdfBase64: Buffer.from("%PDF-1.7 report").toString("base64"),
      },
    ]);
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
    expect(await db.select().from(auditReportDrafts)).toEqual([]);
    expect(await db.select().from(auditReportsSent)).toEqual([]);
    expect((await db.select().from(contactForm)).map((c) => c.email)).toEqual(["other@example.com"]);
    expect(await db.select().from(websiteVisits)).toHaveLength(1);
    const after = await exportDataSubject(db, "lea@example.com");
    expect(after.contactMessages.length + after.auditRequests.length + after.newsletter.length).toBe(0);
  });

  it("exports and deletes the person's account too, and the deletion signs every session out", async () => {
    const { db } = t.runtime.database;
    const admin = await signedInCookie(t, "admin@example.com", "admin");
    const member = await signedInCookie(t, "member@example.com", "user");
    const sessionOf = async (cookie: string) =>
      (
        (await (await t.app.request("/api/auth/get-session", { headers: { cookie } })).json()) as {
          user?: { email: string };
        } | null
      )?.user?.email;
    expect(await sessionOf(member)).toBe("member@example.com");

    const exported = await (
      await t.app.request("/api/admin/data-subject?email=MEMBER%40example.com", { headers: { cookie: admin } })
    ).json();
    expect(exported).toMatchObject({
      account: { email: "member@example.com", emailVerified: true },
      signInMethods: [{ providerId: "credential" }],
    });
    expect((exported as { sessions: unknown[] }).sessions).toHaveLength(1);
    const [stored] = await db
      .select()
      .from(account)
      .innerJoin(user, eq(user.id, account.userId))
      .where(eq(user.email, "member@example.com"));
    const [storedSession] = await db
      .select()
      .from(session)
      .where(eq(session.userId, stored?.user.id ?? ""));
    const text = JSON.stringify(exported);
    expect(text).not.toContain(stored?.account.password ?? "no password?");
    expect(text).not.toContain(storedSession?.token ?? "no token?");

    const deleted = await t.app.request("/api/admin/data-subject?email=member%40example.com", {
      method: "DELETE",
      headers: { cookie: admin, origin: TEST_ORIGIN },
    });
    expect(await deleted.json()).toMatchObject({ user: 1, session: 1, account: 1 });
    expect(await db.select().from(user).where(eq(user.email, "member@example.com"))).toEqual([]);
    expect(await sessionOf(member)).toBeUndefined();
    expect(await sessionOf(admin)).toBe("admin@example.com");
  });
});
