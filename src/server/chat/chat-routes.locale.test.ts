import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";

interface ChatReply {
  response: string;
  links: { label: string; href: string }[];
}

describe("POST /api/ai-chat answers in the page's language", () => {
  let t: TestApp;
  let address = 0;
  beforeAll(async () => {
    t = await createTestApp("pglite", { TRUST_PROXY: "true" });
  });
  afterAll(() => t.close());

  /** One address per request: the rate limit is not what these tests are about. */
  const ask = async (body: Record<string, unknown>) => {
    address += 1;
    const res = await t.postJson("/api/ai-chat", body, { "x-forwarded-for": `203.0.113.${address}` });
    expect(res.status).toBe(200);
    const reply = (await res.json()) as ChatReply;
    return { ...reply, read: reply.response.replace(/[\u00a0\u202f]/g, " ") };
  };

  it("answers an Italian question on SwissHack's Italian page in Italian", async () => {
    const reply = await ask({ site: "swisshack", locale: "it", message: "Quanto posso versare nel pilastro 3a?" });
    expect(reply.read).toContain("Nel 2026 può versare al massimo CHF 7'258 nel pilastro 3a");
    expect(reply.read).toContain("cassa pensione");
    expect(reply.links).toContainEqual({ label: "Richiedere l'audit gratuito", href: "/it#audit" });
  });

  it("answers a German question on SwissHack's German page in German", async () => {
    const reply = await ask({ site: "swisshack", locale: "de", message: "Welche Franchise lohnt sich für mich?" });
    expect(reply.read).toContain("Als erwachsene Person wählen Sie Ihre Franchise");
    expect(reply.read).toContain("CHF 2'500");
    expect(reply.links).toContainEqual({ label: "Gratis-Check anfordern", href: "/de#audit" });
  });

  it("answers a French question on OptimAIte's French page in Quebec French", async () => {
    const reply = await ask({
      site: "optimaite",
      locale: "fr",
      message: "Avec quels logiciels de réservation êtes-vous intégrés?",
    });
    expect(reply.read).toContain("OptimAIte prend les rendez-vous directement dans Fresha");
    expect(reply.read).toContain("Google Calendar");
    expect(reply.links).toContainEqual({ label: "Voir toutes les intégrations", href: "/fr/integrations" });
  });

  it("says it does not know, or cannot help with a question about the world, in the page's language", async () => {
    expect((await ask({ site: "swisshack", locale: "de", message: "Welche Aktien soll ich kaufen?" })).read).toMatch(
      /Darauf kann ich Ihnen keine genaue Antwort geben|Dabei kann ich Ihnen leider nicht helfen/,
    );
    expect((await ask({ site: "swisshack", locale: "de", message: "Wie wird das Wetter morgen?" })).read).toContain(
      "Dabei kann ich Ihnen leider nicht helfen",
    );
    expect((await ask({ site: "swisshack", locale: "it", message: "Che tempo fa domani?" })).read).toContain(
      "non posso aiutarla",
    );
    expect((await ask({ site: "optimaite", locale: "fr", message: "Qui a gagné le match?" })).read).toContain(
      "je ne peux pas vous aider",
    );
  });

  it("reads a regional tag as its language, and without a site a German page means SwissHack", async () => {
    expect((await ask({ site: "swisshack", locale: "de-CH", message: "Was kostet das Audit?" })).read).toContain(
      "Der Check ist gratis",
    );
    expect((await ask({ locale: "de", message: "Was kostet das Audit?" })).read).toContain("Der Check ist gratis");
  });

  it("falls back to the site's default language for a language the site does not have, or none", async () => {
    const german = await ask({
      site: "optimaite",
      locale: "de",
      message: "Which booking platforms do you integrate with?",
    });
    expect(german.read).toContain("OptimAIte integrates with Fresha");
    const english = await ask({ site: "swisshack", locale: "en", message: "Combien coûte l'audit ?" });
    expect(english.read).toContain("L'audit est gratuit");
    const none = await ask({ site: "swisshack", message: "Combien coûte l'audit ?" });
    expect(none.read).toContain("L'audit est gratuit");
  });

  it("refuses a locale that is not a short string with 400", async () => {
    const res = await t.postJson(
      "/api/ai-chat",
      { site: "swisshack", locale: "x".repeat(40), message: "Hallo" },
      { "x-forwarded-for": "203.0.113.250" },
    );
    expect(res.status).toBe(400);
  });
});
