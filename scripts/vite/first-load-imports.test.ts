import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { OPTIMAITE_PATHS, SWISSHACK_PATHS } from "../../src/shared/routes.ts";
import routes from "../../src/web/routes.ts";

// The packages a public page must not load before its first interaction (decision 0021): they belong to dialogs,
// forms and the back office, which load with `import()`. `npm run bench:web` measures the sizes; this test names
// the import that brings one of them back, without a build.
const LATER_PACKAGES = ["tailwind-merge", "zod", "react-hook-form", "@radix-ui/", "sonner", "minisearch"];

const webDir = path.resolve(import.meta.dirname, "..", "..", "src", "web");
const staticImport = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?["']([^"']+)["']/gm;

function resolveLocal(specifier: string, importer: string): string | undefined {
  const base = specifier.startsWith("~/")
    ? path.join(webDir, specifier.slice(2))
    : path.resolve(path.dirname(importer), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")];
  return candidates.find((file) => /\.tsx?$/.test(file) && existsSync(file));
}

/** Every package a module reaches through static imports, with the chain of files that leads to it. */
function packagesReached(entry: string): Map<string, string[]> {
  const reached = new Map<string, string[]>();
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, "utf8");
    for (const [, specifier = ""] of source.matchAll(staticImport)) {
      const here = [...chain, path.relative(webDir, file)];
      if (specifier.startsWith(".") || specifier.startsWith("~/")) {
        const local = resolveLocal(specifier, file);
        if (local) walk(local, here);
      } else if (!reached.has(specifier)) {
        reached.set(specifier, here);
      }
    }
  };
  walk(entry, []);
  return reached;
}

const publicPaths = new Set<string>([...SWISSHACK_PATHS, ...OPTIMAITE_PATHS]);
const publicRoutes = routes.filter((entry) => publicPaths.has(`/${entry.path ?? ""}`));

describe("first-load imports of the public pages", () => {
  it("finds the public routes", () => {
    expect(publicRoutes.length).toBeGreaterThanOrEqual(10);
  });

  // Root, what root loads right after hydration on every page, and each public page.
  const entries = [{ file: "root.tsx" }, { file: "deferred-features.tsx" }, ...publicRoutes];
  for (const entry of entries) {
    it(`${entry.file} reaches no package that belongs to a later load`, () => {
      const reached = packagesReached(path.join(webDir, entry.file));
      const late = [...reached].filter(([name]) => LATER_PACKAGES.some((late) => name.startsWith(late)));
      expect(late.map(([name, chain]) => `${name} via ${chain.join(" → ")}`)).toEqual([]);
    });
  }
});
