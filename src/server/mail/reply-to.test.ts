import { validAuditRequest } from "@shared/schemas/audit.fixture";
import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";

describe("replies to the site's emails", () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  const confirmation = async (env: Record<string, string>) => {
    t = await createTestApp("pglite", { TRUST_PROXY: "true", ...env });
    const res = await t.postJson("/api/audit-requests", validAuditRequest, { "x-forwarded-for": "192.0.2.80" });
    expect(res.status).toBe(201);
    const emails = await t.sentEmails();
    return emails.find((e) => e.to === validAuditRequest.email.toLowerCase());
  };

  it("go to CONTACT_EMAIL, not to the no-reply sender, and only then does the email invite one", async () => {
    const email = await confirmation({ CONTACT_EMAIL: "hello@swisshack.example" });
    expect(email?.mail.replyTo?.value[0]?.address).toBe("hello@swisshack.example");
    expect(email?.text).toContain("répondez à cet e-mail");
  });

  it("are not invited when no contact address is set", async () => {
    const email = await confirmation({});
    expect(email?.mail.replyTo).toBeUndefined();
    expect(email?.text).not.toContain("répondez à cet e-mail");
  });
});

describe("a team notification", () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it("replies to the lead: the owner answers with one click", async () => {
    t = await createTestApp("pglite", {
      TRUST_PROXY: "true",
      TEAM_EMAIL: "team@swisshack.test",
      CONTACT_EMAIL: "hello@swisshack.example",
    });
    const res = await t.postJson("/api/audit-requests", validAuditRequest, { "x-forwarded-for": "192.0.2.81" });
    expect(res.status).toBe(201);
    const toTeam = (await t.sentEmails()).find((e) => e.to === "team@swisshack.test");
    expect(toTeam?.mail.replyTo?.value.map((address) => address.address)).toEqual([
      validAuditRequest.email.toLowerCase(),
    ]);
  });
});
