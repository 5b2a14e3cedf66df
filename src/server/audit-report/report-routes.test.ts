import { randomUUID } from "node:crypto";
import { validAuditRequest, validRefineAnswers } from "@shared/schemas/audit.fixture";
import type { AuditReportDocument, AuditReportEditor } from "@shared/schemas/audit-report-document";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditReportsSent, auditRequests, emailOutbox } from "../db/schema";
import { readPdf } from "../testing/pdf-reader";
import { signedInCookie } from "../testing/sessions";
import { createTestApp, type TestApp } from "../testing/test-app";
import { databaseTargets } from "../testing/test-database";

const flatten = (text: string) => text.replace(/\s+/gu, " ");

describe.each(databaseTargets())("the written 48-hour report on %s", (target) => {
  let t: TestApp;
  let admin = "";
  let ip = 0;
  const request = (path: string, init: { method?: string; body?: unknown; cookie?: string } = {}) =>
    t.app.request(path, {
      method: init.method ?? "GET",
      headers: {
        cookie: init.cookie ?? admin,
        origin: "http://localhost:3000",
        "content-type": "application/json",
        "x-forwarded-for": `198.51.100.${++ip}`,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });

  async function auditWithPreAnalysis(overrides: Record<string, unknown> = {}) {
    const email = `person${++ip}@example.com`;
    const first = await t.postJson(
      "/api/audit-requests",
      { ...validAuditRequest, email, ...overrides },
      {
        "x-forwarded-for": `203.0.113.${++ip}`,
      },
    );
    if (first.status !== 201) throw new Error(await first.text());
    const audit = (await first.json()) as { id: string; refineToken: string };
    const refined = await t.postJson(
      `/api/audit-requests/${audit.id}/pre-analysis`,
      { refineToken: audit.refineToken, answers: validRefineAnswers },
      { "x-forwarded-for": `203.0.113.${++ip}` },
    );
    if (refined.status !== 201) throw new Error(await refined.text());
    return { id: audit.id, email };
  }
  const editorOf = async (id: string) =>
    (await (await request(`/api/admin/audits/${id}/report`)).json()) as AuditReportEditor;
  const saveDraft = (id: string, draft: AuditReportDocument) =>
    request(`/api/admin/audits/${id}/report/draft`, { method: "PUT", body: draft });
  const send = (id: string, body: unknown) => request(`/api/admin/audits/${id}/report/send`, { method: "POST", body });

  beforeAll(async () => {
    t = await createTestApp(target, {});
    admin = await signedInCookie(t, "expert@example.com", "admin");
  });
  afterAll(() => t.close());

  it("starts from the person's pre-analysis, in their language, and keeps the draft as it is saved", async () => {
    const { id } = await auditWithPreAnalysis({ locale: "de" });
    const editor = await editorOf(id);
    expect(editor.request.locale).toBe("de");
    expect(editor.draft.title).toBe("Ihr persönlicher Bericht");
    expect(editor.availableSections.length).toBeGreaterThan(0);
    expect(editor.draft.preAnalysisSections).toEqual(editor.availableSections.map((section) => section.id));
    expect(editor.draftSavedAt).toBeNull();

    const draft = {
      ...editor.draft,
      introduction: "Guten Tag, hier ist unsere Analyse.",
      recommendations: ["3a eröffnen"],
    };
    const saved = await saveDraft(id, draft);
    expect(saved.status).toBe(200);
    const again = await editorOf(id);
    expect(again.draft).toEqual(draft);
    expect(again.draftSavedAt).not.toBeNull();
    expect((await saveDraft(id, { ...draft, title: "" })).status).toBe(400);
    expect((await saveDraft(id, { ...draft, sections: [{ heading: "x", body: "\u0000" }] })).status).toBe(400);
  });

  it("sends one email in the person's language with the PDF, replies to the expert, and records who and when", async () => {
    const { id, email: personEmail } = await auditWithPreAnalysis();
    const editor = await editorOf(id);
    await saveDraft(id, {
      ...editor.draft,
      introduction: "Merci pour votre confiance.",
      sections: [
        {
          heading: "Votre prévoyance",
          body: "Deux leviers s’offrent à vous.\n\n- Ouvrir un 3e pilier\n- Racheter la LPP",
        },
      ],
      recommendations: ["Versez le maximum avant le 31 décembre."],
    });
    await t.clearEmails();
    const sendId = randomUUID();
    const [first, twice] = await Promise.all([send(id, { sendId }), send(id, { sendId })]);
    expect(first.status).toBe(200);
    expect(twice.status).toBe(200);
    const sentBody = (await first.json()) as { sent: { id: string; sentBy: string }; reportStatus: string };
    expect(sentBody.reportStatus).toBe("report-sent");
    expect(sentBody.sent.id).toBe(sendId);

    const emails = (await t.sentEmails()).filter((email) => email.subject === "Votre rapport SwissHack personnalisé");
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email?.to).toBe(personEmail);
    expect(email?.attachments).toEqual(["rapport-swisshack.pdf"]);
    expect(email?.mail.replyTo?.text).toContain("expert@example.com");
    expect(email?.text).toContain("Comme promis, voici votre rapport personnalisé");

    const [row] = await t.runtime.database.db.select().from(auditRequests).where(eq(auditRequests.id, id));
    expect(row?.reportStatus).toBe("report-sent");
    const history = (await (await request(`/api/admin/leads/audits/${id}/events`)).json()) as {
      events: { actorEmail: string; changes: unknown; createdAt: string }[];
    };
    expect(history.events[0]).toMatchObject({
      actorEmail: "expert@example.com",
      changes: { reportStatus: ["new", "report-sent"] },
    });

    const kept = await request(`/api/admin/audit-reports/${sendId}/pdf`);
    expect(kept.status).toBe(200);
    expect(kept.headers.get("content-type")).toBe("application/pdf");
    const text = flatten((await readPdf(Buffer.from(await kept.arrayBuffer()))).pages.join("\n"));
    expect(text).toContain("Votre rapport personnalisé");
    expect(text).toContain("Votre prévoyance");
    expect(text).toContain("Racheter la LPP");
    expect(text).toContain("Nos recommandations");
    expect(text).toContain("Versez le maximum avant le 31 décembre.");
    expect(text).toContain("Rapport personnalisé · année fiscale");
    expect((await editorOf(id)).sent.map((sent) => sent.id)).toEqual([sendId]);
  });

  it("asks before a second report: refused without confirmation, sent with it", async () => {
    const { id } = await auditWithPreAnalysis();
    expect((await send(id, { sendId: randomUUID() })).status).toBe(200);
    const refused = await send(id, { sendId: randomUUID() });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: "A report was already sent for this request" });
    expect((await send(id, { sendId: randomUUID(), sendAgain: true })).status).toBe(200);
    const rows = await t.runtime.database.db
      .select()
      .from(auditReportsSent)
      .where(eq(auditReportsSent.auditRequestId, id));
    expect(rows).toHaveLength(2);
    const outbox = await t.runtime.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, "audit-report"));
    expect(outbox.filter((email) => rows.some((r) => r.outboxId === email.id))).toHaveLength(2);
  });

  it("previews the saved draft as a PDF, answers 404 for no request and refuses a visitor", async () => {
    const { id } = await auditWithPreAnalysis({ locale: "it" });
    const preview = await request(`/api/admin/audits/${id}/report/preview`);
    expect(preview.status).toBe(200);
    const text = flatten((await readPdf(Buffer.from(await preview.arrayBuffer()))).pages.join("\n"));
    expect(text).toContain("Il suo rapporto personalizzato");
    const none = "00000000-0000-4000-8000-000000000000";
    expect((await request(`/api/admin/audits/${none}/report`)).status).toBe(404);
    expect((await send(none, { sendId: randomUUID() })).status).toBe(404);
    expect((await request(`/api/admin/audits/${id}/report`, { cookie: "" })).status).toBe(401);
  });
});
