import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALIZED_PUBLIC_PATHS } from "../../src/shared/i18n/paths.ts";
import routes from "../../src/web/routes.ts";
import { IMPORT_ALIASES } from "./import-aliases.ts";
import { routeUrls } from "./route-urls.ts";

// The packages a public page must not load before its first interaction (decision 0021): they belong to dialogs,
// forms and the back office, which load with `import()`. `npm run bench:web` measures the sizes; this test names
// the import that brings one of them back, without a build.
const LATER_PACKAGES = ["tailwind-merge", "zod", "react-hook-form", "@radix-ui/", "sonner", "minisearch"];

const webDir = path.resolve(import.meta.dirname, "..", "..", "src", "web");
const staticImport = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?["']([^"']+)["']/gm;

const aliased = /^(~|@shared)\//;

function resolveLocal(specifier: string, importer: string): string | undefined {
  const alias = aliased.exec(specifier)?.[1] as keyof typeof IMPORT_ALIASES | undefined;
  const base = alias
    ? path.join(IMPORT_ALIASES[alias], specifier.slice(alias.length + 1))
    : path.resolve(path.dirname(importer), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")];
  return candidates.find((file) => /\.tsx?$/.test(file) && existsSync(file));
}

/** Every package and local file a module reaches through static imports, with the chain of files that leads there. */
function reachedFrom(entry: string): { packages: Map<string, string[]>; files: Map<string, string[]> } {
  const packages = new Map<string, string[]>();
  const files = new Map<string, string[]>();
  const walk = (file: string, chain: string[]) => {
    // A `.server` module (a loader's) never reaches the browser: React Router leaves it out of the client build.
    if (files.has(file) || /\.server\.tsx?$/.test(file)) return;
    files.set(file, chain);
    const source = readFileSync(file, "utf8");
    for (const [, specifier = ""] of source.matchAll(staticImport)) {
      const here = [...chain, path.relative(webDir, file)];
      if (specifier.startsWith(".") || aliased.test(specifier)) {
        const local = resolveLocal(specifier, file);
        if (local) walk(local, here);
      } else if (!packages.has(specifier)) {
        packages.set(specifier, here);
      }
    }
  };
  walk(entry, []);
  return { packages, files };
}

// An Intl formatter built when its module is evaluated: the first one loads the locale data, ~80 ms on a slow phone.
const intlFormatterAtTopLevel = /^(?:export\s+)?(?:const|let|var)\s[^\n]*=\s*new Intl\./m;

// Each public page's module once (every language shares it), and each language's layout, which every page loads.
const routeEntries = routeUrls(routes);
const publicRoutes = [
  ...new Map(
    routeEntries
      .filter(({ url, file }) => LOCALIZED_PUBLIC_PATHS.includes(url) || file.startsWith("routes/languages/"))
      .map((entry) => [entry.file, entry]),
  ).values(),
];

describe("first-load imports of the public pages", () => {
  it("finds the public routes", () => {
    expect(publicRoutes.length).toBeGreaterThanOrEqual(10);
  });

  // Root, what root loads right after hydration on every page, and each public page.
  const entries = [{ file: "root.tsx" }, { file: "deferred-features.tsx" }, ...publicRoutes];
  for (const entry of entries) {
    it(`${entry.file} reaches no package that belongs to a later load`, () => {
      const { packages } = reachedFrom(path.join(webDir, entry.file));
      const late = [...packages].filter(([name]) => LATER_PACKAGES.some((late) => name.startsWith(late)));
      expect(late.map(([name, chain]) => `${name} via ${chain.join(" → ")}`)).toEqual([]);
    });

    it(`${entry.file} builds no Intl formatter while its modules are evaluated`, () => {
      const { files } = reachedFrom(path.join(webDir, entry.file));
      const eager = [...files].filter(([file]) => intlFormatterAtTopLevel.test(readFileSync(file, "utf8")));
      expect(eager.map(([file, chain]) => [...chain, path.relative(webDir, file)].join(" → "))).toEqual([]);
    });
  }
});

// What a phone downloads between the first tap and the dialog (issue 41): the dialog's code, not the schemas that
// check it, which load once it shows (src/web/lib/lazy-resolver.ts): zod and libphonenumber's metadata are half its
// weight on slow 4G.
const DIALOGS = ["sites/swisshack/audit/audit-dialog.tsx", "sites/optimaite/leads/lead-dialog.tsx"];
const AFTER_THE_DIALOG = ["zod", "libphonenumber-js", "@hookform/resolvers"];

describe("what a dialog needs to open", () => {
  for (const dialog of DIALOGS) {
    it(`${dialog} opens without its schemas`, () => {
      const { packages } = reachedFrom(path.join(webDir, dialog));
      const late = [...packages].filter(([name]) => AFTER_THE_DIALOG.some((late) => name.startsWith(late)));
      expect(late.map(([name, chain]) => `${name} via ${chain.join(" → ")}`)).toEqual([]);
    });
  }
});
