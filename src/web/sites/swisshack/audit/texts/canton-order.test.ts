import { cantonLabelsFor } from "@shared/content/swisshack/canton-names";
import { describe, expect, it } from "vitest";
import { AUDIT_TEXTS_DE } from "./audit-texts-de";
import { AUDIT_TEXTS_FR } from "./audit-texts-fr";
import { AUDIT_TEXTS_IT } from "./audit-texts-it";

// Field round five: step 2 listed the work canton by code (AG, AI, AR, BE…) where step 1 lists the readers' cantons
// first, then the others by their name in the page's language.
describe("the audit's second step, work canton", () => {
  it.each([
    ["fr", AUDIT_TEXTS_FR],
    ["de", AUDIT_TEXTS_DE],
    ["it", AUDIT_TEXTS_IT],
  ] as const)("lists the cantons in %s as the first step does", (locale, texts) => {
    const shown = Object.values(texts.options.swissCanton);
    expect(shown).toEqual(Object.values(cantonLabelsFor(locale)));
    expect(shown.slice(0, 2)).toEqual(
      { fr: ["Genève", "Vaud"], de: ["Basel-Stadt", "Basel-Landschaft"], it: ["Ticino", "Grigioni"] }[locale],
    );
  });
});
