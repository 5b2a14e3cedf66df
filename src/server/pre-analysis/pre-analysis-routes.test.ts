import { validRefineAnswers as answers, validAuditRequest } from "@shared/schemas/audit.fixture";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditRequests, emailOutbox, preAnalyses } from "../db/schema";
import { sha256Hex } from "../lib/tokens";
import { signedInCookie } from "../testing/sessions";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../testing/test-app";
import { databaseTargets } from "../testing/test-database";
import { ADMIN_PDF_RATE_LIMIT } from "./pre-analysis-admin-routes";
import { MESSAGES, PDF_RATE_LIMIT } from "./pre-analysis-routes";

const firstStep = validAuditRequest;

describe.each(databaseTargets())("pre-analysis API on %s", (target) => {
  let t: TestApp;
  let ip = 0;
  const from = () => ({ "x-forwarded-for": `203.0.113.${++ip}` });
  const get = (path: string, cookie?: string) => t.app.request(path, { headers: cookie ? { cookie } : {} });

  async function startAudit(overrides: Record<string, unknown> = {}) {
    const res = await t.postJson("/api/audit-requests", { ...firstStep, ...overrides }, from());
    expect(res.status).toBe(201);
    return (await res.json()) as { id: string; refineToken: string };
  }
  const refine = (id: string, body: unknown) => t.postJson(`/api/audit-requests/${id}/pre-analysis`, body, from());

  async function createPreAnalysis() {
    const audit = await startAudit();
    const res = await refine(audit.id, { refineToken: audit.refineToken, answers });
    expect(res.status).toBe(201);
    return { audit, ...((await res.json()) as { token: string; expiresAt: string }) };
  }

  beforeAll(async () => {
    t = await createTestApp(target, { TRUST_PROXY: "true" });
  });
  beforeEach(async () => {
    t.resetRateLimits();
    await t.runtime.database.db.delete(auditRequests);
    await t.runtime.database.db.delete(emailOutbox);
    await t.clearEmails();
  });
  afterAll(() => t.close());

  it("stores the answers and the computed document under a hashed secret that expires in 30 days", async () => {
    const { audit, token, expiresAt } = await createPreAnalysis();
    const [row] = await t.runtime.database.db.select().from(preAnalyses);
    expect(row).toMatchObject({ auditRequestId: audit.id, accessTokenHash: sha256Hex(token), answers });
    const days = (new Date(expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it("stores a frontalier's country of residence with the answers, and applies that country's rules", async () => {
    const audit = await startAudit();
    const italian = { ...answers, frontalier: { workCanton: "TI", teleworkShare: 30, residenceCountry: "IT" } };
    const res = await refine(audit.id, { refineToken: audit.refineToken, answers: italian });
    expect(res.status).toBe(201);
    const [row] = await t.runtime.database.db.select().from(preAnalyses);
    expect(row?.answers).toEqual(italian);
    const text = JSON.stringify(row?.result).replaceAll("\u00a0", " ");
    expect(text).toContain("accord italo-suisse");
    expect(text).not.toContain("CMU");
  });

  it("answers without waiting for the PDF: the email is queued to have it made when it is sent", async () => {
    await createPreAnalysis();
    const [queued] = await t.runtime.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, "Votre pré-analyse SwissHack"));
    const [stored] = await t.runtime.database.db.select().from(preAnalyses);
    expect(queued?.attachments).toBeNull();
    expect(queued?.pendingAttachment).toEqual({ kind: "pre-analysis-pdf", preAnalysisId: stored?.id });
  });

  it("emails the lead the private link with the PDF attached", async () => {
    const { token } = await createPreAnalysis();
    const mail = (await t.sentEmails()).find((e) => e.subject === "Votre pré-analyse SwissHack");
    expect(mail?.to).toBe("lea.martin@example.com");
    expect(mail?.text).toContain("Bonjour Léa,");
    expect(mail?.links).toContain(`${TEST_ORIGIN}/pre-analyse/${token}`);
    expect(mail?.attachments).toEqual([expect.stringMatching(/^pre-analyse-swisshack-\d{4}\.pdf$/)]);
  });

  it("greets by the first name in its email", async () => {
    await createPreAnalysis();
    const email = (await t.sentEmails()).find((e) => e.subject === "Votre pré-analyse SwissHack");
    expect(email?.text.split(/\r?\n/)[0]).toBe(`Bonjour ${firstStep.firstName},`);
  });

  it("sends at most one email an hour per audit, however often its refine secret is used", async () => {
    const { audit } = await createPreAnalysis();
    for (let i = 0; i < 3; i += 1) {
      expect((await refine(audit.id, { refineToken: audit.refineToken, answers })).status).toBe(201);
    }
    const emails = await t.sentEmails();
    expect(emails.filter((e) => e.subject === "Votre pré-analyse SwissHack")).toHaveLength(1);
    expect(await t.runtime.database.db.select().from(preAnalyses)).toHaveLength(4);
  });

  it("shows the document behind the link, privately", async () => {
    const { token } = await createPreAnalysis();
    const res = await get(`/api/pre-analyses/${token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    expect(res.headers.get("x-robots-tag")).toContain("noindex");
    const body = (await res.json()) as { document: { title: string; sections: { id: string }[] } };
    expect(body.document.title).toMatch(/pré-analyse/i);
    expect(body.document.sections.map((s) => s.id)).toEqual(["pillar3a", "lamal", "frontalier", "levers"]);
    // No payment keys here: the page offers no Premium order (issue 57).
    expect(body).not.toHaveProperty("premiumOrder");
  });

  it("serves the PDF as a download", async () => {
    const { token } = await createPreAnalysis();
    const res = await get(`/api/pre-analyses/${token}/pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="pre-analyse-swisshack-\d{4}\.pdf"$/);
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });

  it("answers 404 for an unknown link and 410 once the link has expired", async () => {
    expect((await get(`/api/pre-analyses/${"x".repeat(43)}`)).status).toBe(404);
    const { token } = await createPreAnalysis();
    await t.runtime.database.db
      .update(preAnalyses)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(preAnalyses.accessTokenHash, sha256Hex(token)));
    const res = await get(`/api/pre-analyses/${token}`);
    expect(res.status).toBe(410);
    expect(await res.json()).toEqual({ error: MESSAGES.expiredLink });
    expect((await get(`/api/pre-analyses/${token}/pdf`)).status).toBe(410);
  });

  it("refuses a second step without the audit's secret, and stores nothing", async () => {
    const audit = await startAudit();
    const wrong = await refine(audit.id, { refineToken: "not-the-secret", answers });
    expect(wrong.status).toBe(404);
    expect(await wrong.json()).toEqual({ error: MESSAGES.auditNotFound });
    const otherAudit = await refine("00000000-0000-4000-8000-000000000000", {
      refineToken: audit.refineToken,
      answers,
    });
    expect(otherAudit.status).toBe(404);
    expect(await t.runtime.database.db.select().from(preAnalyses)).toEqual([]);
  });

  it.each([
    ["no civil status", { ...answers, civilStatus: undefined }, "answers.civilStatus"],
    ["negative children", { ...answers, children: -1 }, "answers.children"],
    [
      "a telework share over 100 %",
      { ...answers, frontalier: { ...answers.frontalier, teleworkShare: 120 } },
      "answers.frontalier.teleworkShare",
    ],
    ["an amount of costs missing", { ...answers, expectedCosts: "amount" }, "answers.expectedCostsAmount"],
    [
      "a country of residence not offered",
      { ...answers, frontalier: { ...answers.frontalier, residenceCountry: "CH" } },
      "answers.frontalier.residenceCountry",
    ],
    ["a permit not offered", { ...answers, permit: "L" }, "answers.permit"],
    [
      "a frontalier without the frontalier answers",
      { ...answers, frontalier: undefined },
      "answers.frontalier.workCanton",
    ],
  ])("answers 400 naming the field for %s", async (_, body, path) => {
    const audit = await startAudit();
    const res = await refine(audit.id, { refineToken: audit.refineToken, answers: body });
    expect(res.status).toBe(400);
    const json = (await res.json()) as { issues: { path: string; message: string }[] };
    expect(json.issues.map((i) => i.path)).toContain(path);
    expect(await t.runtime.database.db.select().from(preAnalyses)).toEqual([]);
  });

  it("does not need the frontalier answers from a resident", async () => {
    const audit = await startAudit({ status: "resident", canton: "VD" });
    const res = await refine(audit.id, {
      refineToken: audit.refineToken,
      answers: { ...answers, frontalier: undefined },
    });
    expect(res.status).toBe(201);
    const { token } = (await res.json()) as { token: string };
    const body = (await (await get(`/api/pre-analyses/${token}`)).json()) as {
      document: { sections: { id: string }[] };
    };
    expect(body.document.sections.map((s) => s.id)).not.toContain("frontalier");
  });

  it("lets an admin open any pre-analysis and its PDF by id, even after the link expired", async () => {
    const { token } = await createPreAnalysis();
    const [row] = await t.runtime.database.db.select().from(preAnalyses);
    await t.runtime.database.db.update(preAnalyses).set({ expiresAt: new Date(Date.now() - 1000) });
    const admin = await signedInCookie(t, `boss${target}@example.com`, "admin");
    const res = await get(`/api/admin/pre-analyses/${row?.id}`, admin);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { auditRequestId: string }).auditRequestId).toBe(row?.auditRequestId);
    const audits = (await (await get("/api/admin/records/audits", admin)).json()) as {
      rows: Record<string, unknown>[];
    };
    expect(audits.rows.find((audit) => audit.id === row?.auditRequestId)?.preAnalysisId).toBe(row?.id);
    const pdf = await get(`/api/admin/pre-analyses/${row?.id}/pdf`, admin);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect((await get(`/api/admin/pre-analyses/${row?.id}`)).status).toBe(401);
    expect((await get(`/api/pre-analyses/${token}`)).status).toBe(410);
  });

  it("serves parallel downloads of one PDF the same bytes, and limits downloads per address", async () => {
    const { token } = await createPreAnalysis();
    const download = () =>
      t.app.request(`/api/pre-analyses/${token}/pdf`, { headers: { "x-forwarded-for": "198.18.9.9" } });
    const first = await Promise.all(Array.from({ length: 5 }, download));
    const bodies = await Promise.all(first.map(async (res) => Buffer.from(await res.arrayBuffer()).toString("base64")));
    expect(first.map((res) => res.status)).toEqual(Array(5).fill(200));
    expect(new Set(bodies).size).toBe(1);
    const statuses: number[] = [];
    for (let i = 0; i < PDF_RATE_LIMIT.points; i += 1) statuses.push((await download()).status);
    expect(statuses.at(-1)).toBe(429);
    expect(
      (await t.app.request(`/api/pre-analyses/${token}/pdf`, { headers: { "x-forwarded-for": "198.18.9.10" } })).status,
    ).toBe(200);
  });

  it("limits the admin's PDF downloads too", async () => {
    await createPreAnalysis();
    const [row] = await t.runtime.database.db.select().from(preAnalyses);
    const admin = await signedInCookie(t, `pdf-admin-${target}@example.com`, "admin");
    const statuses: number[] = [];
    for (let i = 0; i <= ADMIN_PDF_RATE_LIMIT.points; i += 1) {
      const res = await t.app.request(`/api/admin/pre-analyses/${row?.id}/pdf`, {
        headers: { cookie: admin, "x-forwarded-for": "198.18.8.8" },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("the pre-analysis page's Premium order, while the server takes orders (issue 57)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite", { STRIPE_SECRET_KEY: "sk_test_keys", STRIPE_WEBHOOK_SECRET: "whsec_keys" });
  });
  afterAll(() => t.close());

  it("names the audit request the order completes", async () => {
    const created = await t.postJson("/api/audit-requests", firstStep);
    const audit = (await created.json()) as { id: string; refineToken: string };
    const refined = await t.postJson(`/api/audit-requests/${audit.id}/pre-analysis`, {
      refineToken: audit.refineToken,
      answers,
    });
    const { token } = (await refined.json()) as { token: string };
    const body = (await (await t.app.request(`/api/pre-analyses/${token}`)).json()) as Record<string, unknown>;
    expect(body.premiumOrder).toEqual({ auditRequestId: audit.id });
  });
});
