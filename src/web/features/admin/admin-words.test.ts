import { languageFaults } from "@shared/i18n/language-faults";
import { describe, expect, it } from "vitest";
import { ADMIN_LANGUAGES } from "./shared/admin-language";

/**
 * The back office's catalogue check (issue 55), as the public pages have theirs: every `*-words.ts` module of the
 * admin, each of its word sets in French and English with the same keys, no empty word, and no English (nor
 * typography a Swiss proofreader would correct) left in the French. A missing translation fails `npm test`.
 */
const MODULES = import.meta.glob<Record<string, unknown>>(
  ["./**/*-words.ts", "../sitemap-manager/*-words.ts", "../../components/*-words.ts"],
  {
    eager: true,
  },
);

/** Arguments a words function is tried with: a number where it counts, a neutral word where it names something. */
const SAMPLE_ARGUMENTS = [2, "X", "X", "X"];

type Leaf = { path: string; value: unknown };

/** Every word of a set, functions called with sample arguments, each named by its path. */
function leaves(value: unknown, path: string): Leaf[] {
  if (typeof value === "function") {
    const fn = value as (...args: unknown[]) => unknown;
    return [{ path: `${path}()`, value: fn(...SAMPLE_ARGUMENTS.slice(0, fn.length)) }];
  }
  if (value && typeof value === "object" && !Array.isArray(value))
    return Object.entries(value).flatMap(([key, inner]) => leaves(inner, `${path}.${key}`));
  if (Array.isArray(value)) return value.flatMap((inner, index) => leaves(inner, `${path}[${index}]`));
  return [{ path, value }];
}

const isWordSet = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === "object" && Object.keys(value).sort().join() === [...ADMIN_LANGUAGES].sort().join();

const wordSets = Object.entries(MODULES).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => isWordSet(value))
    .map(([name, value]) => ({
      name: `${file.replace(/^\.\.?\//, "")} ${name}`,
      set: value as Record<string, unknown>,
    })),
);

describe("the back office's words", () => {
  it("are found in every admin domain", () => {
    const domains = new Set(Object.keys(MODULES).map((file) => file.split("/")[1]));
    expect([...domains].sort()).toEqual(
      expect.arrayContaining(["availability", "cockpit", "demos", "leads", "newsletter", "posts", "shared"]),
    );
    expect(wordSets.length).toBeGreaterThan(10);
  });

  it("would catch English and a Swiss French typography fault", () => {
    expect(languageFaults("Save the lead", "fr-CH")).not.toEqual([]);
    expect(languageFaults("Statut: nouveau", "fr-CH")).not.toEqual([]);
    expect(languageFaults("Statut : nouveau", "fr-CH")).not.toEqual([]);
    expect(languageFaults("Statut\u00a0: nouveau, l'étape d'après", "fr-CH")).toEqual([]);
  });

  it.each(wordSets)("$name: French and English have the same words, none empty", ({ set }) => {
    const paths = (language: string) => leaves(set[language], "").map((leaf) => leaf.path);
    expect(paths("fr")).toEqual(paths("en"));
    for (const language of ADMIN_LANGUAGES)
      for (const leaf of leaves(set[language], language)) {
        expect(typeof leaf.value, leaf.path).toBe("string");
        expect((leaf.value as string).trim(), leaf.path).not.toBe("");
      }
  });

  it.each(wordSets)("$name: the French reads as Swiss French", ({ set }) => {
    const faults = leaves(set.fr, "fr").flatMap((leaf) =>
      languageFaults(String(leaf.value), "fr-CH").map((fault) => `${leaf.path}: ${fault}`),
    );
    expect(faults).toEqual([]);
  });
});
