import type { FigureSetting } from "@shared/schemas/site-settings";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { saveBrandSettings } from "../site-settings/settings-store";
import { signedInCookie } from "../testing/sessions";
import { createTestApp, type TestApp } from "../testing/test-app";

type Reply = { response: string; links: { href: string }[] };
type Brand = "swisshack" | "optimaite";
type Figures = Partial<Record<string, FigureSetting>>;

/** The answer's words with the French no-break spaces as plain ones. */
const plain = (reply: Reply) => reply.response.replace(/[\u00a0\u202f]/g, " ");

describe("the assistant states the figures the pages show for the owner's settings (issues 55 and 56)", () => {
  let t: TestApp;
  let admin = "";
  const settings = (init: { method?: string; body?: unknown } = {}, path = "") =>
    t.app.request(`/api/admin/site-settings${path}`, {
      method: init.method ?? "GET",
      headers: { cookie: admin, origin: "http://localhost:3000", "content-type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  /** The owner saves a brand's figures in the admin's Settings, its details as they are. */
  const setFigures = async (brand: Brand, figures: Figures) => {
    const { brands } = (await (await settings()).json()) as { brands: { brand: Brand; details: unknown }[] };
    const details = brands.find((settingsOf) => settingsOf.brand === brand)?.details;
    const saved = await settings({ method: "PUT", body: { details, figures } }, `/${brand}`);
    expect(saved.status).toBe(200);
  };
  const ask = async (site: Brand, locale: string, message: string) => {
    const res = await t.postJson("/api/ai-chat", { message, site, locale });
    expect(res.status).toBe(200);
    return plain((await res.json()) as Reply);
  };
  const checkedOn = "2026-11-29";

  beforeAll(async () => {
    t = await createTestApp("pglite");
    admin = await signedInCookie(t, "owner@example.com", "admin");
  });
  beforeEach(() => t.resetRateLimits());
  afterAll(() => t.close());

  it("quotes the specification's practices while the owner has not set them", async () => {
    expect(await ask("optimaite", "en", "How many practices use OptimAIte?")).toContain("Trusted by 500+ practices");
    expect(await ask("optimaite", "fr", "Combien de cliniques vous font confiance?")).toContain(
      "Plus de 500 cliniques nous font confiance",
    );
  });

  it("states the owner's number of practices, in English and in French, once it is saved", async () => {
    await setFigures("optimaite", { practices: { mode: "figure", value: 650, checkedOn } });
    const english = await ask("optimaite", "en", "How many practices use OptimAIte?");
    expect(english).toContain("Trusted by 650+ practices");
    expect(english).not.toContain("500");
    const french = await ask("optimaite", "fr", "Combien de cliniques vous font confiance?");
    expect(french).toContain("Plus de 650 cliniques nous font confiance");
    expect(french).not.toContain("500");
    // A number the language writes with a thousands separator, as the page writes it.
    await setFigures("optimaite", { practices: { mode: "figure", value: 1250, checkedOn } });
    expect(await ask("optimaite", "fr", "Combien de cliniques vous font confiance?")).toContain(
      "Plus de 1 250 cliniques",
    );
    expect(await ask("optimaite", "en", "How many clinics trust you?")).toContain("Trusted by 1,250+ practices");
  });

  it("goes back to the specification's sentence when the owner chooses it again", async () => {
    await setFigures("optimaite", { practices: { mode: "spec" } });
    expect(await ask("optimaite", "en", "How many practices use OptimAIte?")).toContain("Trusted by 500+ practices");
  });

  it("states SwissHack's subscribers and return on investment as the owner set them, in every language", async () => {
    expect(await ask("swisshack", "fr", "Combien d'abonnés avez-vous ?")).toMatch(/4 ?200\+ abonnés/);
    await setFigures("swisshack", {
      subscribers: { mode: "figure", value: 5300, checkedOn },
      roiMultiple: { mode: "figure", value: 12, checkedOn },
    });
    const french = await ask("swisshack", "fr", "Combien d'abonnés avez-vous ?");
    expect(french).toMatch(/5 ?300\+ abonnés/);
    expect(french).not.toMatch(/4 ?200/);
    const german = await ask("swisshack", "de", "Wie viele Abonnenten haben Sie?");
    expect(german).toMatch(/5'?300\+ Abonnentinnen und Abonnenten/);
    expect(german).not.toMatch(/4'?200/);
    const italian = await ask("swisshack", "it", "Quanti iscritti ha la newsletter?");
    expect(italian).toMatch(/5'?300\+? iscritti/);
    expect(italian).not.toMatch(/4'?200/);
    const roi = await ask("swisshack", "fr", "Quel retour sur investissement ?");
    expect(roi).toContain("12×");
    expect(roi).not.toContain("10×");
  });

  it("states no subscriber count when the computed count is below the owner's threshold", async () => {
    // No confirmed subscriber yet: the page's sentence without a number.
    await setFigures("swisshack", { subscribers: { mode: "computed", threshold: 1000, roundTo: 100 } });
    for (const [locale, question, sentence] of [
      ["fr", "Combien d'abonnés avez-vous ?", "Un seul e-mail par semaine au maximum, envoyé le mardi."],
      ["de", "Wie viele Abonnenten haben Sie?", "Höchstens eine E-Mail pro Woche, jeweils am Dienstag."],
      ["it", "Quanti iscritti ha la newsletter?", "Al massimo un'e-mail alla settimana, inviata il martedì."],
    ] as const) {
      const answer = await ask("swisshack", locale, question);
      expect(answer).toContain(sentence);
      expect(answer).not.toMatch(/4[ ']?200|\d+\+? (abonnés|Abonnent|iscritti)/);
    }
  });

  it("answers another instance's save after this instance's next read of the settings", async () => {
    // Saved by another instance: straight to the database, this instance's settings not told.
    await saveBrandSettings(
      t.runtime.database.db,
      t.runtime.env as unknown as Record<string, string | undefined>,
      "optimaite",
      {
        details: (await t.runtime.siteSettings.values("optimaite")).details,
        figures: {
          subscribers: { mode: "spec" },
          premiumClients: { mode: "spec" },
          averageSaving: { mode: "spec" },
          roiMultiple: { mode: "spec" },
          practices: { mode: "figure", value: 720, checkedOn },
        },
      },
      "other-instance@example.com",
    );
    // Every instance polls the settings' fingerprint (every 15 s): its next poll.
    await t.runtime.siteSettings.refresh();
    expect(await ask("optimaite", "en", "How many practices use OptimAIte?")).toContain("Trusted by 720+ practices");
  });
});
