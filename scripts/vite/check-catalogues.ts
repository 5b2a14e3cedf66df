import path from "node:path";
import { type Plugin, runnerImport } from "vite";
import { catalogueProblems } from "../../src/web/i18n/catalogue-problems.ts";
import { IMPORT_ALIASES } from "./import-aliases.ts";

type Translations = readonly { name: string; source: object; translation: object }[];

/** Every translation against its source language, minus the fields that name the language itself. */
export function translationProblems(translations: Translations) {
  return translations.flatMap(({ name, source, translation }) => {
    const { locale: _source, ...sourceTexts } = source as Record<string, unknown>;
    const { locale: _translation, ...translatedTexts } = translation as Record<string, unknown>;
    return catalogueProblems(sourceTexts, translatedTexts).map((problem) => `${name}: ${problem}`);
  });
}

/**
 * Every catalogue, loaded when the build starts, through Vite's module runner. Imported by this file, they would be
 * bundled with the Vite config itself, and Vite warns about each of their extensionless imports (unsupported by the
 * config loader it plans to make the default): some 180 lines on every build.
 */
async function loadAllTranslations(): Promise<Translations> {
  const file = path.join(import.meta.dirname, "all-translations.ts");
  const { module } = await runnerImport<typeof import("./all-translations.ts")>(file, {
    resolve: { alias: IMPORT_ALIASES },
  });
  return module.ALL_TRANSLATIONS;
}

/** Fails the build when a catalogue misses a key, has one too many, or changes a message's placeholders. */
export function checkCatalogues(translations: () => Promise<Translations> = loadAllTranslations): Plugin {
  // Checked once per build, not again for each environment (client, then the prerendering's).
  let problems: Promise<string[]> | undefined;
  return {
    name: "check-catalogues",
    async buildStart() {
      problems ??= translations().then(translationProblems);
      const found = await problems;
      if (found.length > 0) this.error(`The catalogues do not match:\n${found.join("\n")}`);
    },
  };
}
