import { OPTIMAITE_LANDING_FR } from "@shared/content/optimaite/fr/landing";
import { OPTIMAITE_LANDING } from "@shared/content/optimaite/landing";
import type { Locale } from "@shared/i18n/locales";
import type { SiteId } from "@shared/routes";
import { type ShownFigures, SPEC_FIGURES } from "@shared/site-settings/shown-figures";
import { describe, expect, it } from "vitest";
import { specialtiesSentence } from "../intents/page-sentences";
import { answeringWith } from "./shown-figures";
import { siteKnowledge } from "./site-knowledge";

const SITE_LANGUAGES: [SiteId, Locale][] = [
  ["swisshack", "fr"],
  ["swisshack", "de"],
  ["swisshack", "it"],
  ["optimaite", "en"],
  ["optimaite", "fr"],
];

/** The specification's figures as the content modules write them (SPEC section 9). */
const SPEC_WORDS = /\b500\+|\b500 cliniques|4[\s']?200|580\+|5[\s']?900|\b10×/;

const OWNERS: ShownFigures = {
  subscribers: { kind: "count", value: 5300 },
  premiumClients: { kind: "count", value: 610 },
  averageSaving: { kind: "count", value: 6100 },
  roiMultiple: { kind: "count", value: 12 },
  practices: { kind: "count", value: 650 },
};

const words = (site: SiteId, locale: Locale, figures?: ShownFigures) =>
  siteKnowledge(site, locale, {}, figures).map((passage) => `${passage.title} ${passage.text}`);

describe("the chat's knowledge states the figures as the pages show them (decision 0046)", () => {
  it.each(SITE_LANGUAGES)("%s %s: the specification's figures by default, as before", (site, locale) => {
    expect(siteKnowledge(site, locale, {}, SPEC_FIGURES)).toEqual(siteKnowledge(site, locale));
    expect(words(site, locale).some((text) => SPEC_WORDS.test(text))).toBe(true);
  });

  it.each(SITE_LANGUAGES)("%s %s: no specification's figure once the owner set them all", (site, locale) => {
    const passages = words(site, locale, OWNERS);
    expect(passages.filter((text) => SPEC_WORDS.test(text))).toEqual([]);
    const stated = passages.join(" ");
    if (site === "optimaite") expect(stated).toMatch(/650\+ practices|Plus de 650 cliniques/);
    else expect(stated).toMatch(/5[\s']?300\+/);
    if (site === "swisshack") for (const figure of [/610\+/, /CHF\s6[\s']?100/, /12×/]) expect(stated).toMatch(figure);
  });

  it.each(SITE_LANGUAGES.filter(([site]) => site === "swisshack"))(
    "%s %s: the newsletter's sentence without a number when the count is not shown",
    (site, locale) => {
      const passages = words(site, locale, { ...SPEC_FIGURES, subscribers: { kind: "none" } });
      expect(passages.filter((text) => /4[\s']?200/.test(text))).toEqual([]);
    },
  );

  it("quotes the trust card with the practices in force for the answer being written", () => {
    expect(specialtiesSentence(OPTIMAITE_LANDING, "en")).toMatch(/^Trusted by 500\+ practices\./);
    const figures = { optimaite: { ...SPEC_FIGURES, practices: { kind: "count", value: 1250 } } } as const;
    expect(answeringWith(figures, () => specialtiesSentence(OPTIMAITE_LANDING, "en"))).toMatch(
      /^Trusted by 1,250\+ practices\./,
    );
    expect(answeringWith(figures, () => specialtiesSentence(OPTIMAITE_LANDING_FR, "fr"))).toMatch(
      /^Plus de 1\u00a0250 cliniques nous font confiance\./,
    );
    // Another brand's figures say nothing of OptimAIte's.
    expect(answeringWith({ swisshack: OWNERS }, () => specialtiesSentence(OPTIMAITE_LANDING, "en"))).toMatch(/500\+/);
  });
});
