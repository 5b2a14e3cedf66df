import { validRefineAnswers as answers, validAuditRequest } from "@shared/schemas/audit.fixture";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditRequests, emailOutbox } from "../db/schema";
import { readPdf } from "../testing/pdf-reader";
import { signedInCookie } from "../testing/sessions";
import { createTestApp, type TestApp } from "../testing/test-app";
import { databaseTargets } from "../testing/test-database";

const plain = (text: string) => text.replaceAll("\u00a0", " ");

describe.each(databaseTargets())("an audit in German or Italian, through the API on %s", (target) => {
  let t: TestApp;
  let ip = 0;
  const from = () => ({ "x-forwarded-for": `198.51.100.${++ip}` });
  const emails = async () => (await t.sentEmails()).map((e) => ({ ...e, text: plain(e.text) }));
  const storedLocales = async () =>
    (await t.runtime.database.db.select({ locale: auditRequests.locale }).from(auditRequests)).map((r) => r.locale);

  async function audit(locale?: unknown) {
    const res = await t.postJson("/api/audit-requests", { ...validAuditRequest, locale }, from());
    expect(res.status).toBe(201);
    return (await res.json()) as { id: string; refineToken: string };
  }
  async function auditWith(extra: Record<string, unknown>) {
    const res = await t.postJson("/api/audit-requests", { ...validAuditRequest, ...extra }, from());
    expect(res.status).toBe(201);
    return (await res.json()) as { id: string; refineToken: string };
  }
  async function refine({ id, refineToken }: { id: string; refineToken: string }) {
    const res = await t.postJson(`/api/audit-requests/${id}/pre-analysis`, { refineToken, answers }, from());
    expect(res.status).toBe(201);
    return (await res.json()) as { token: string };
  }

  beforeAll(async () => {
    t = await createTestApp(target, { TRUST_PROXY: "true", TEAM_EMAIL: "team@swisshack.test" });
  });
  beforeEach(async () => {
    t.resetRateLimits();
    await t.runtime.database.db.delete(auditRequests);
    await t.runtime.database.db.delete(emailOutbox);
    await t.clearEmails();
  });
  afterAll(() => t.close());

  it("stores a German audit as German, confirms it in German and tells the team its language", async () => {
    await audit("de");
    expect(await storedLocales()).toEqual(["de"]);
    const sent = await emails();
    const toLead = sent.find((e) => e.to === "lea.martin@example.com");
    expect(toLead?.subject).toBe("Ihr Gratis-Check bei SwissHack ist angefragt");
    expect(toLead?.text).toContain("Vielen Dank für Ihre Anfrage für den Gratis-Check.");
    expect(toLead?.text).not.toMatch(/Audit/);
    const lines = toLead?.text.split(/\r?\n/) ?? [];
    expect(lines[0]).toBe("Hallo Léa");
    expect(toLead?.text).toContain("- Kanton: Genf");
    expect(toLead?.text).toContain("- Jahreseinkommen: CHF 90'000 – 120'000");
    expect(toLead?.text).toContain("Ihren persönlichen PDF-Bericht erhalten Sie innert 48 Stunden.");
    expect(toLead?.text).toContain("Partnerfirma ruft Sie am Abend (17–20 Uhr) an.");
    expect(toLead?.html).toContain('<html lang="de-CH">');
    const toTeam = sent.find((e) => e.to === "team@swisshack.test");
    expect(toTeam?.subject).toBe("Nouvelle demande d'audit");
    expect(toTeam?.text).toContain("Langue : Deutsch");
  });

  it("keeps the German through the refine step: the document, its email, its PDF and its page", async () => {
    const { token } = await refine(await audit("de"));
    const mail = (await emails()).find((e) => e.subject === "Ihre SwissHack-Voranalyse");
    expect(mail?.text.split(/\r?\n/)[0]).toBe("Hallo Léa");
    expect(mail?.text).toContain("Sie finden sie als PDF im Anhang und online unter dieser privaten Adresse:");
    // The private link says its language, so the page greets in German before the document has loaded.
    expect(mail?.text).toContain(`/pre-analyse/${token}?lang=de`);
    expect(mail?.html).toContain('<html lang="de-CH">');
    expect(mail?.attachments).toEqual(["voranalyse-swisshack-2026.pdf"]);
    const attached = mail?.mail.attachments[0]?.content as Buffer;
    expect(attached.toString("latin1")).toContain("/Lang (de-CH)");
    expect((await readPdf(attached)).info.title).toMatch(/^Ihre SwissHack-Voranalyse \d{4}$/);

    const res = await t.app.request(`/api/pre-analyses/${token}`);
    const body = (await res.json()) as { locale: string; document: { title: string; sections: { heading: string }[] } };
    expect(body.locale).toBe("de");
    expect(body.document.title).toMatch(/^Ihre SwissHack-Voranalyse/);
    expect(body.document.sections[0]?.heading).toMatch(/^Säule 3a: Ihr Spielraum/);
    const pdf = await t.app.request(`/api/pre-analyses/${token}/pdf`);
    expect(pdf.headers.get("content-disposition")).toContain('filename="voranalyse-swisshack-');
  });

  it("asks a German frontalier for the work canton with the schema's message, which the dialog shows in German", async () => {
    const { id, refineToken } = await audit("de");
    const { frontalier: _, ...withoutCanton } = answers;
    const res = await t.postJson(
      `/api/audit-requests/${id}/pre-analysis`,
      { refineToken, answers: withoutCanton },
      from(),
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { issues: { message: string }[] };
    expect(body.issues.map((issue) => issue.message)).toEqual(["Veuillez choisir votre canton de travail"]);
  });

  it("writes an Italian audit in Italian", async () => {
    const { token } = await refine(await audit("it"));
    const sent = await emails();
    expect(sent.find((e) => e.to === "team@swisshack.test")?.text).toContain("Langue : Italiano");
    const confirmation = sent.find((e) => e.subject === "Il suo audit gratuito SwissHack è stato richiesto");
    expect(confirmation?.text.split(/\r?\n/)[0]).toBe("Buongiorno Léa,");
    const mail = sent.find((e) => e.subject === "La sua preanalisi SwissHack");
    expect(mail?.attachments).toEqual(["preanalisi-swisshack-2026.pdf"]);
    const body = (await (await t.app.request(`/api/pre-analyses/${token}`)).json()) as { locale: string };
    expect(body.locale).toBe("it");
  });

  it.each([
    ["no language", undefined],
    ["a language the site does not have", "en"],
    ["anything else", "klingon"],
  ])("keeps a French audit exactly as before with %s", async (_, locale) => {
    const { token } = await refine(await audit(locale));
    expect(await storedLocales()).toEqual(["fr"]);
    const sent = await emails();
    const toLead = sent.find((e) => e.to === "lea.martin@example.com" && e.subject.startsWith("Votre audit"));
    expect(toLead?.text.split(/\r?\n/).slice(0, 4)).toEqual([
      "Bonjour Léa,",
      "",
      "Merci pour votre demande d'audit financier gratuit. Nous avons bien reçu vos réponses :",
      "- Statut : Frontalier (je vis à l'étranger, je travaille en Suisse)",
    ]);
    expect(toLead?.html).toContain('<html lang="fr-CH">');
    expect(sent.find((e) => e.to === "team@swisshack.test")?.text).toContain("Langue : Français");
    const mail = sent.find((e) => e.subject === "Votre pré-analyse SwissHack");
    expect(mail?.attachments).toEqual(["pre-analyse-swisshack-2026.pdf"]);
    const body = (await (await t.app.request(`/api/pre-analyses/${token}`)).json()) as {
      locale: string;
      document: { title: string };
    };
    expect(body.locale).toBe("fr");
    expect(body.document.title).toBe("Votre pré-analyse SwissHack 2026");
  });

  // Issue 39: the first step asks a frontalier's country; every reader downstream reads the country given.
  it("a Basel frontalier living in Germany, on /de: email, team, admin tab, CSV and pre-analysis say Germany", async () => {
    const created = await auditWith({
      locale: "de",
      canton: "BS",
      residenceCountry: "DE",
      phone: "0151 23456789",
      phoneCountry: "DE",
    });
    const [stored] = await t.runtime.database.db.select().from(auditRequests);
    expect(stored).toMatchObject({ canton: "BS", residenceCountry: "DE", locale: "de", phone: "+4915123456789" });

    const sent = await emails();
    const toLead = sent.find((e) => e.to === "lea.martin@example.com");
    expect(toLead?.text).toContain("- Wohnsitzland: Deutschland");
    expect(toLead?.text).toContain("- Kanton: Basel-Stadt");
    expect(toLead?.text).not.toMatch(/Frankreich|France/);
    const toTeam = sent.find((e) => e.to === "team@swisshack.test");
    expect(toTeam?.text).toContain("Pays de résidence : Allemagne");
    expect(toTeam?.text).toContain("Langue : Deutsch");
    expect(toTeam?.text).not.toContain("je vis en France");

    const admin = await signedInCookie(t, "boss@example.com", "admin");
    const tab = (await (await t.app.request("/api/admin/records/audits", { headers: { cookie: admin } })).json()) as {
      rows: Record<string, unknown>[];
    };
    expect(tab.rows[0]).toMatchObject({ residenceCountry: "DE", locale: "de" });
    const csv = await (await t.app.request("/api/admin/records/audits/export", { headers: { cookie: admin } })).text();
    const [header, row] = csv.replace(/^\uFEFF/, "").split(/\r?\n/);
    expect(header).toContain("Country of residence");
    expect(header).toContain("Language");
    expect(row).toContain("Allemagne");
    expect(row).toContain("Deutsch");

    // The second step does not ask the country again: the first step's answer is the one the engine reads.
    const fromBasel = {
      ...answers,
      frontalier: { workCanton: "BS", swissIncomeShare: 95, teleworkShare: 20 },
    };
    const res = await t.postJson(
      `/api/audit-requests/${created.id}/pre-analysis`,
      { refineToken: created.refineToken, answers: fromBasel },
      from(),
    );
    expect(res.status).toBe(201);
    const { token } = (await res.json()) as { token: string };
    const page = (await (await t.app.request(`/api/pre-analyses/${token}`)).json()) as { document: unknown };
    const text = plain(JSON.stringify(page.document));
    expect(text).toContain("Sie wohnen in Deutschland und arbeiten im Kanton Basel-Stadt");
    expect(text).toContain("höchstens 4.5 %");
    expect(text).not.toMatch(/Frankreich besteuert|CMU|1983/);
  });

  it("a frontalier who skipped the country: nobody reads 'je vis en France', the team reads 'non indiqué'", async () => {
    await auditWith({ locale: "it", canton: "ZH" });
    const [stored] = await t.runtime.database.db.select().from(auditRequests);
    expect(stored?.residenceCountry).toBeNull();
    const sent = await emails();
    expect(sent.find((e) => e.to === "lea.martin@example.com")?.text).not.toMatch(/Paese di residenza|Francia/);
    expect(sent.find((e) => e.to === "team@swisshack.test")?.text).toContain("Pays de résidence : non indiqué");
  });

  it("a resident's country is not kept, and the team reads none", async () => {
    await auditWith({ status: "resident", canton: "AG", residenceCountry: "IT" });
    const [stored] = await t.runtime.database.db.select().from(auditRequests);
    expect(stored).toMatchObject({ canton: "AG", residenceCountry: null });
    expect((await emails()).find((e) => e.to === "team@swisshack.test")?.text).not.toContain("Pays de résidence");
  });
});
