import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";

/** Each brand speaks as itself: the account confirmation follows the site the person signed up on. */
describe("the account confirmation email", () => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp("pglite", { TRUST_PROXY: "true" });
  });
  afterAll(() => t.close());

  const signUp = async (email: string, callbackURL: string) => {
    const res = await t.postJson(
      "/api/auth/sign-up/email",
      { email, password: "a long passphrase", name: "x", callbackURL },
      { "x-forwarded-for": `192.0.2.${100 + ++n}` },
    );
    expect(res.status).toBe(200);
    const mail = (await t.sentEmails()).find((sent) => sent.to === email);
    if (!mail) throw new Error("no confirmation email");
    return mail;
  };

  it("is SwissHack's, in French, for a sign-up on SwissHack", async () => {
    const mail = await signUp("fr.signup@example.com", "/");
    expect(mail.mail.from?.value[0]?.name).toBe("SwissHack");
    expect(mail.subject).toBe("Confirmez votre compte SwissHack");
    expect(mail.text).toContain("Confirmez votre adresse e-mail");
    expect(mail.html).toContain('lang="fr-CH"');
  });

  it("is OptimAIte's, in English, for a sign-up on OptimAIte", async () => {
    const mail = await signUp("en.signup@example.com", "/optimaite");
    expect(mail.mail.from?.value[0]?.name).toBe("OptimAIte");
    expect(mail.subject).toBe("Confirm your OptimAIte account");
    expect(mail.text).toContain("Please confirm your email address");
  });
});
