import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emailOutbox, newsletterSubscriptions } from "../db/schema";
import { createTestApp, type TestApp } from "../testing/test-app";

describe("newsletter in the subscriber's language (issue 31)", () => {
  let t: TestApp;
  let ip = 0;
  const subscribe = (body: Record<string, unknown>) =>
    t.postJson("/api/newsletter", body, { "x-forwarded-for": `192.0.2.${++ip}` });
  const rows = () => t.runtime.database.db.select().from(newsletterSubscriptions);
  const linkIn = async (kind: "confirm" | "unsubscribe") => {
    const link = (await t.sentEmails()).at(-1)?.links.find((l) => l.includes(`/api/newsletter/${kind}?`)) ?? "";
    const url = new URL(link);
    return `${url.pathname}${url.search}`;
  };

  beforeAll(async () => {
    t = await createTestApp("pglite", { TRUST_PROXY: "true" });
  });
  beforeEach(async () => {
    t.resetRateLimits();
    await t.runtime.database.db.delete(newsletterSubscriptions);
    await t.runtime.database.db.delete(emailOutbox);
    await t.clearEmails();
  });
  afterAll(() => t.close());

  it("a German subscription stores de and gets a German double opt-in email and German pages", async () => {
    expect((await subscribe({ email: "anna@example.ch", locale: "de" })).status).toBe(202);
    expect(await rows()).toMatchObject([{ email: "anna@example.ch", locale: "de" }]);
    const [email] = await t.sentEmails();
    expect(email?.subject).toBe("Bitte bestätigen Sie Ihre Anmeldung zum SwissHack-Newsletter");
    expect(email?.text).toMatch(/^Guten Tag\n\nDanke für Ihr Interesse am SwissHack-Newsletter/);
    expect(email?.text).toContain("öffnen Sie diesen Link (7 Tage gültig):");
    expect(email?.text).not.toContain("ß");
    expect(email?.html).toContain('<html lang="de-CH">');

    const confirmPage = await t.app.request(await linkIn("confirm"));
    expect(confirmPage.headers.get("content-language")).toBe("de");
    const html = await confirmPage.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<button type="submit">Anmeldung bestätigen</button>');
    const unsubscribePage = await (await t.app.request(await linkIn("unsubscribe"))).text();
    expect(unsubscribePage).toContain("Jetzt abmelden");

    // Confirming, then unsubscribing, lands on the German result page.
    const confirmed = await t.app.request(await linkIn("confirm"), { method: "POST" });
    expect(confirmed.headers.get("location")).toBe("/de/newsletter/bestaetigung?status=confirmed");
    const unsubscribed = await t.app.request(await linkIn("unsubscribe"), { method: "POST" });
    expect(unsubscribed.headers.get("location")).toBe("/de/newsletter/bestaetigung?status=unsubscribed");
  });

  it("an Italian subscription (sent as it-CH) gets an Italian email and page", async () => {
    await subscribe({ email: "luca@example.ch", locale: "it-CH" });
    expect((await rows())[0]?.locale).toBe("it");
    const [email] = await t.sentEmails();
    expect(email?.subject).toBe("Confermi la sua iscrizione alla newsletter SwissHack");
    expect(email?.text).toMatch(/^Buongiorno,\n\nGrazie dell'interesse per la newsletter SwissHack/);
    expect(email?.text).toContain("Annullare l'iscrizione: http://localhost:3000/api/newsletter/unsubscribe?token=");
    expect(email?.html).toContain('<html lang="it-CH">');
    const page = await (await t.app.request(await linkIn("confirm"))).text();
    expect(page).toContain('<html lang="it">');
    expect(page).toContain("Confermo l'iscrizione");
  });

  it("no locale, or one SwissHack does not speak (en), is French: the email of SPEC's site, unchanged", async () => {
    await subscribe({ email: "paul@example.com" });
    await subscribe({ email: "ann@example.com", locale: "en" });
    expect((await rows()).map((row) => row.locale)).toEqual(["fr", "fr"]);
    const emails = await t.sentEmails();
    for (const email of emails) {
      expect(email.subject).toBe("Confirmez votre inscription à la newsletter SwissHack");
      expect(email.text).toMatch(/^Bonjour,\n\nMerci de votre intérêt/);
    }
    const page = await (await t.app.request(await linkIn("confirm"))).text();
    expect(page).toContain('<html lang="fr">');
    expect(page).toContain("Confirmer mon inscription");
  });

  it("an unknown token's page is French", async () => {
    const page = await t.app.request("/api/newsletter/confirm?token=nope");
    expect(page.headers.get("content-language")).toBe("fr");
    expect(await page.text()).toContain("Confirmer mon inscription");
  });
});
