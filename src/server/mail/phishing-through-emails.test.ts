import { validAuditRequest } from "@shared/schemas/audit.fixture";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";

const TEAM = "team@swisshack.test";
const PHISHING = "Security team: renew at https://optimaite-billing.example/pay";
const VICTIM = "victim@example.com";

/** Issue 29, item 1: the penetration test's script, and what a confirmation to anyone's address may say. */
describe("phishing through our own emails (issue 29, item 1)", () => {
  let t: TestApp;
  let ip = 0;
  const post = (url: string, body: unknown) => t.postJson(url, body, { "x-forwarded-for": `198.51.100.${++ip}` });
  const anchors = (html: string) => [...html.matchAll(/<a\s[^>]*href="([^"]+)"/g)].map((m) => m[1]);

  beforeAll(async () => {
    t = await createTestApp("pglite", { TEAM_EMAIL: TEAM, TRUST_PROXY: "true" });
  });
  beforeEach(() => t.clearEmails());
  afterAll(() => t.close());

  it("refuses a name with a web address on every form, and sends nothing", async () => {
    const contact = await post("/api/submit-contact-form", { name: PHISHING, email: VICTIM, project: "x" });
    expect(contact.status).toBe(400);
    const demo = await post("/api/submit-demo-booking", { name: PHISHING, email: VICTIM, project: "x" });
    expect(demo.status).toBe(400);
    const audit = await post("/api/audit-requests", { ...validAuditRequest, firstName: PHISHING, email: VICTIM });
    expect(audit.status).toBe(400);
    expect(await t.sentEmails()).toEqual([]);
  });

  it("says nothing the sender chose beyond the first name to the address given", async () => {
    const name = "Security team renew your billing now";
    expect((await post("/api/submit-contact-form", { name, email: VICTIM, project: "x" })).status).toBe(201);
    const auditName = { firstName: "Sécurité: appelez le 0800", lastName: "Votre compte expire" };
    expect((await post("/api/audit-requests", { ...validAuditRequest, ...auditName, email: VICTIM })).status).toBe(201);
    const toVictim = (await t.sentEmails()).filter((email) => email.to === VICTIM);
    expect(toVictim).toHaveLength(2);
    for (const email of toVictim) {
      expect(email.text).not.toMatch(/renew|billing|appelez|0800|expire/);
      expect(email.html).not.toMatch(/renew|billing|appelez|0800|expire/);
    }
    expect(toVictim.map((email) => email.text.split("\n")[0]).sort()).toEqual(["Bonjour,", "Hi Security,"]);
  });

  it("never turns visitor text into a link, and keeps it out of the team's subject", async () => {
    const project = "Please pay https://optimaite-billing.example/pay today";
    const name = "Ada Lovelace";
    expect((await post("/api/submit-contact-form", { name, email: "ada@example.com", project })).status).toBe(201);
    const toTeam = (await t.sentEmails()).find((email) => email.to === TEAM);
    expect(toTeam?.subject).toBe("Nouveau message de contact");
    expect(toTeam?.text).toContain(project);
    expect(anchors(toTeam?.html ?? "")).toEqual([]);
    expect(toTeam?.html).toContain("https://optimaite-billing.example/pay");
  });
});
