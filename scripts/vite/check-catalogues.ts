import type { Plugin } from "vite";
import { catalogueProblems } from "../../src/web/i18n/catalogue-problems.ts";
import { TRANSLATIONS } from "../../src/web/i18n/catalogues/index.ts";

/** Every translation against its source language, minus the fields that name the language itself. */
export function translationProblems(translations: readonly { name: string; source: object; translation: object }[]) {
  return translations.flatMap(({ name, source, translation }) => {
    const { locale: _source, ...sourceTexts } = source as Record<string, unknown>;
    const { locale: _translation, ...translatedTexts } = translation as Record<string, unknown>;
    return catalogueProblems(sourceTexts, translatedTexts).map((problem) => `${name}: ${problem}`);
  });
}

/** Fails the build when a catalogue misses a key, has one too many, or changes a message's placeholders. */
export function checkCatalogues(translations: Parameters<typeof translationProblems>[0] = TRANSLATIONS): Plugin {
  return {
    name: "check-catalogues",
    buildStart() {
      const problems = translationProblems(translations);
      if (problems.length > 0) this.error(`The catalogues do not match:\n${problems.join("\n")}`);
    },
  };
}
