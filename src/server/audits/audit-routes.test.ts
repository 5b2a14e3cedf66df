import { validAuditRequest } from "@shared/schemas/audit.fixture";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditRequests, emailOutbox } from "../db/schema";
import { sha256Hex } from "../lib/tokens";
import { createTestApp, type TestApp } from "../testing/test-app";
import { databaseTargets } from "../testing/test-database";

const valid = {
  ...validAuditRequest,
  email: "Lea.Martin@example.com",
  situation: "Frontalière à Genève, <b>deux enfants</b>.",
};

describe.each(databaseTargets())("POST /api/audit-requests on %s", (target) => {
  let t: TestApp;
  let ip = 0;
  // Each test comes from its own address so the per-IP limit does not interfere.
  const post = (body: unknown) => t.postJson("/api/audit-requests", body, { "x-forwarded-for": `192.0.2.${++ip}` });
  const stored = () => t.runtime.database.db.select().from(auditRequests);

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

  it("stores every field with the consent time and answers the id and a refine token", async () => {
    const res = await post(valid);
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: string; refineToken: string };
    const [row] = await stored();
    expect(row).toMatchObject({
      id: body.id,
      firstName: "Léa",
      email: "lea.martin@example.com",
      canton: "GE",
      callbackTime: "evening",
      situation: "Frontalière à Genève, <b>deux enfants</b>.",
      refineTokenHash: sha256Hex(body.refineToken),
    });
    expect(row?.consentAt).toBeInstanceOf(Date);
  });

  it("queues a French confirmation to the lead and a notification to the team", async () => {
    await post(valid);
    const emails = await t.sentEmails();
    const toLead = emails.find((e) => e.to === "lea.martin@example.com");
    expect(toLead?.subject).toBe("Votre audit SwissHack est demandé");
    expect(toLead?.text).toContain("Votre rapport PDF personnalisé vous parviendra sous 48 h.");
    const toTeam = emails.find((e) => e.to === "team@swisshack.test");
    expect(toTeam?.text).toContain("E-mail\u00a0: lea.martin@example.com");
  });

  it.each([
    ["an empty body", {}, "firstName"],
    ["a bad email", { ...valid, email: "lea@" }, "email"],
    ["a phone number of no country", { ...valid, phone: "+49 12" }, "phone"],
    ["an unknown canton", { ...valid, canton: "XX" }, "canton"],
    ["an unknown income", { ...valid, annualIncome: "a lot" }, "annualIncome"],
    ["no consent", { ...valid, consent: false }, "consent"],
    ["a filled honeypot", { ...valid, website: "http://spam" }, "website"],
    ["a huge situation", { ...valid, situation: "x".repeat(5000) }, "situation"],
  ])("answers 400 naming the field and stores nothing for %s", async (_, body, field) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    const json = (await res.json()) as { error: string; issues: { path: string }[] };
    expect(json.issues.map((i) => i.path)).toContain(field);
    expect(await stored()).toEqual([]);
  });

  it.each([
    ["German", "+49 151 23456789", undefined, "+4915123456789", "+49 1512 3456789"],
    ["Italian", "+39 347 123 4567", undefined, "+393471234567", "+39 347 123 4567"],
    ["Austrian", "0043 664 1234567", undefined, "+436641234567", "+43 664 1234567"],
    ["Swiss national", "079 123 45 67", "CH", "+41791234567", "+41 79 123 45 67"],
    ["French national", "06 12 34 56 78", "FR", "+33612345678", "+33 6 12 34 56 78"],
  ])("accepts a %s number, stores it in E.164 and shows it formatted", async (_, phone, phoneCountry, e164, shown) => {
    expect((await post({ ...valid, phone, phoneCountry })).status).toBe(201);
    expect((await stored())[0]?.phone).toBe(e164);
    const toTeam = (await t.sentEmails()).find((e) => e.to === "team@swisshack.test");
    expect(toTeam?.text).toContain(shown);
  });

  it("refuses a national number without its country instead of reading it as Swiss", async () => {
    const res = await post({ ...valid, phone: "06 12 34 56 78" });
    expect(res.status).toBe(400);
    const json = (await res.json()) as { issues: { path: string; message: string }[] };
    expect(json.issues).toContainEqual(
      expect.objectContaining({ path: "phone", message: expect.stringMatching(/pays/) }),
    );
    expect(await stored()).toEqual([]);
  });

  it("stores a multi-line first name on one line and greets without it when it is no first name", async () => {
    const injected = "there,\n\nYour account has been suspended. Log in at our portal\r\n\u2028Regards";
    expect((await post({ ...valid, firstName: injected, lastName: "Martin\n\nP.S." })).status).toBe(201);
    const [row] = await stored();
    expect(row?.firstName).toBe("there, Your account has been suspended. Log in at our portal Regards");
    expect(row?.lastName).toBe("Martin P.S.");
    const email = (await t.sentEmails()).find((e) => e.to === "lea.martin@example.com");
    const lines = email?.text.split(/\r?\n/) ?? [];
    expect(lines[0]).toBe("Bonjour,");
    expect(lines.filter((line) => line.includes("suspended"))).toHaveLength(0);
  });

  it("drops callbackTime when no callback is wanted", async () => {
    await post({ ...valid, wantsCallback: "no" });
    expect((await stored())[0]?.callbackTime).toBeNull();
  });
});
