import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { validAuditRequest, validRefineAnswers } from "../../shared/schemas/audit.fixture";
import { auditRequests, emailOutbox } from "../db/schema";
import { signedInCookie } from "../testing/sessions";
import { createTestApp, type TestApp } from "../testing/test-app";
import { databaseTargets } from "../testing/test-database";

const plain = (text: string) => text.replaceAll("\u00a0", " ");

/** Issue 39: the first step asks a frontalier's country; every reader downstream reads the country given. */
describe.each(databaseTargets())("a frontalier's country of residence, through the API on %s", (target) => {
  let t: TestApp;
  let admin = "";
  let ip = 0;
  const from = () => ({ "x-forwarded-for": `198.51.100.${++ip}` });
  const emails = async () => (await t.sentEmails()).map((e) => ({ ...e, text: plain(e.text) }));

  async function audit(extra: Record<string, unknown>) {
    const res = await t.postJson("/api/audit-requests", { ...validAuditRequest, ...extra }, from());
    expect(res.status).toBe(201);
    return (await res.json()) as { id: string; refineToken: string };
  }

  beforeAll(async () => {
    t = await createTestApp(target, { TRUST_PROXY: "true", TEAM_EMAIL: "team@swisshack.test" });
    admin = await signedInCookie(t, "boss@example.com", "admin");
  });
  beforeEach(async () => {
    t.resetRateLimits();
    await t.runtime.database.db.delete(auditRequests);
    await t.runtime.database.db.delete(emailOutbox);
    await t.clearEmails();
  });
  afterAll(() => t.close());

  it("a Basel frontalier living in Germany, on /de: email, team, admin tab, CSV and pre-analysis say Germany", async () => {
    const created = await audit({
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
    expect(toTeam?.text).toContain("Pays de résidence: Allemagne");
    expect(toTeam?.text).toContain("Langue: Deutsch");
    expect(toTeam?.text).not.toContain("je vis en France");

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
    const answers = {
      ...validRefineAnswers,
      frontalier: { workCanton: "BS", swissIncomeShare: 95, teleworkShare: 20 },
    };
    const res = await t.postJson(
      `/api/audit-requests/${created.id}/pre-analysis`,
      { refineToken: created.refineToken, answers },
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
    await audit({ locale: "it", canton: "ZH" });
    const [stored] = await t.runtime.database.db.select().from(auditRequests);
    expect(stored?.residenceCountry).toBeNull();
    const sent = await emails();
    expect(sent.find((e) => e.to === "lea.martin@example.com")?.text).not.toMatch(/Paese di residenza|Francia/);
    expect(sent.find((e) => e.to === "team@swisshack.test")?.text).toContain("Pays de résidence: non indiqué");
  });

  it("a resident's country is not kept, and the team reads none", async () => {
    await audit({ status: "resident", canton: "AG", residenceCountry: "IT" });
    const [stored] = await t.runtime.database.db.select().from(auditRequests);
    expect(stored).toMatchObject({ canton: "AG", residenceCountry: null });
    expect((await emails()).find((e) => e.to === "team@swisshack.test")?.text).not.toContain("Pays de résidence");
  });
});
