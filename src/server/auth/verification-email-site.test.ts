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

  it("is SwissHack's, in German or Italian, for a sign-up on SwissHack's German or Italian pages", async () => {
    const german = await signUp("de.signup@example.com", "/de");
    expect(german.mail.from?.value[0]?.name).toBe("SwissHack");
    expect(german.subject).toBe("Bestätigen Sie Ihr SwissHack-Konto");
    expect(german.text).toContain("Bestätigen Sie Ihre E-Mail-Adresse");
    expect(german.html).toContain('lang="de-CH"');
    // The page the link opens speaks German too.
    expect(german.text).toMatch(/\/verify-email\?token=[^&\s]+&site=swisshack&lang=de/);
    const italian = await signUp("it.signup@example.com", "/it");
    expect(italian.subject).toBe("Confermi il suo account SwissHack");
    expect(italian.html).toContain('lang="it-CH"');
    expect(italian.text).toMatch(/&lang=it/);
  });

  it("is OptimAIte's, in Quebec French, for a sign-up on OptimAIte's French pages, and so is the reset", async () => {
    const mail = await signUp("fr-ca.signup@example.com", "/fr/optimaite");
    expect(mail.mail.from?.value[0]?.name).toBe("OptimAIte");
    expect(mail.subject).toBe("Confirmez votre compte OptimAIte");
    expect(mail.text).toContain("Veuillez confirmer votre adresse courriel");
    expect(mail.html).toContain('lang="fr-CA"');
    // The page the link opens speaks Quebec French, not SwissHack's French.
    expect(mail.text).toMatch(/\/verify-email\?token=[^&\s]+&site=optimaite&lang=fr-CA/);

    const asked = await t.postJson(
      "/api/auth/request-password-reset",
      { email: "fr-ca.signup@example.com", redirectTo: "/fr/optimaite" },
      { "x-forwarded-for": "192.0.2.99" },
    );
    expect(asked.status).toBe(200);
    const reset = (await t.sentEmails()).find(
      (sent) => sent.to === "fr-ca.signup@example.com" && sent.subject.includes("mot de passe"),
    );
    expect(reset?.subject).toBe("Réinitialisez votre mot de passe OptimAIte");
    expect(reset?.mail.from?.value[0]?.name).toBe("OptimAIte");
    expect(reset?.html).toContain('lang="fr-CA"');
    expect(reset?.text).toMatch(/\/reset-password\?token=[^&\s]+&site=optimaite&lang=fr-CA/);
  });

  it("sends the English reset under OptimAIte's brand, as the English confirmation", async () => {
    await signUp("en.reset@example.com", "/optimaite");
    const asked = await t.postJson(
      "/api/auth/request-password-reset",
      { email: "en.reset@example.com", redirectTo: "/optimaite" },
      { "x-forwarded-for": "192.0.2.98" },
    );
    expect(asked.status).toBe(200);
    const reset = (await t.sentEmails()).find(
      (sent) => sent.to === "en.reset@example.com" && sent.subject === "Reset your password",
    );
    expect(reset?.mail.from?.value[0]?.name).toBe("OptimAIte");
    expect(reset?.html).toContain(">OptimAIte</p>");
    expect(reset?.html).not.toContain("SwissHack");
  });

  it("links SwissHack's French confirmation to a French page", async () => {
    const mail = await signUp("fr.link@example.com", "/");
    expect(mail.text).toMatch(/\/verify-email\?token=[^&\s]+&site=swisshack&lang=fr/);
  });
});
