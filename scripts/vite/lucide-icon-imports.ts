import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

const ICON_PATH = /^lucide-react\/icons\/([a-z0-9-]+)$/;
const STATIC_ICON_PREFIX = "\0static-lucide-icon:";
const staticIconModule = path.resolve(
  import.meta.dirname,
  "..",
  "..",
  "src",
  "web",
  "components",
  "icons",
  "static-icon.ts",
);

function lucideEsmDir(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve("lucide-react/package.json")), "dist", "esm");
}

/** Icon export name (with its aliases) -> file name in lucide-react/icons, read from the package's index. */
function iconFiles(): Map<string, string> {
  const index = readFileSync(path.join(lucideEsmDir(), "lucide-react.mjs"), "utf8");
  const files = new Map<string, string>();
  for (const [, names = "", file = ""] of index.matchAll(/export \{([^}]+)\} from '\.\/icons\/([^']+)\.mjs'/g)) {
    for (const [, name] of names.matchAll(/default as (\w+)/g)) if (name) files.set(name, file);
  }
  return files;
}

/** The module our code gets for lucide's icon `file`: lucide's own data for it, drawn by `staticIcon`. */
export function staticIconSource(file: string, lucideIconSource: string): string {
  const data = lucideIconSource.match(/const __iconData = (\{[\s\S]*?\n\});\n/)?.[1];
  if (!data)
    throw new Error(`lucide-icon-imports: no __iconData in lucide-react's icon "${file}" (did lucide change?)`);
  return [
    `import { staticIcon } from ${JSON.stringify(staticIconModule)};`,
    `const __iconData = ${data};`,
    "export default /* @__PURE__ */ staticIcon(__iconData);",
  ].join("\n");
}

/**
 * Rewrites `import { X, Check } from "lucide-react"` into one import per icon file, and gives our code each icon as
 * `staticIcon` draws it (src/web/components/icons/static-icon.ts: the same SVG, cheaper to render and hydrate).
 * Imported through the package's index, every icon module looks imported by every file that uses any icon, so the
 * chunking (first-load-chunks.ts) could not tell which page needs which icon. Types and names that are not icons keep
 * the original import.
 */
export function lucideIconImports(): Plugin {
  let files: Map<string, string> | undefined;
  return {
    name: "lucide-icon-imports",
    enforce: "pre",
    resolveId: {
      filter: { id: ICON_PATH },
      handler(id, importer) {
        const file = id.match(ICON_PATH)?.[1];
        if (!file || !importer || importer.includes("node_modules")) return null;
        return `${STATIC_ICON_PREFIX}${file}`;
      },
    },
    load: {
      filter: { id: /^\0static-lucide-icon:/ },
      handler(id) {
        const file = id.slice(STATIC_ICON_PREFIX.length);
        return staticIconSource(file, readFileSync(path.join(lucideEsmDir(), "icons", `${file}.mjs`), "utf8"));
      },
    },
    transform: {
      filter: { id: /\.tsx?$/, code: "lucide-react" },
      handler(code) {
        files ??= iconFiles();
        const icons = files;
        const rewritten = code.replace(
          /import \{([^}]+)\} from "lucide-react";/g,
          (statement: string, specifiers: string) => {
            const kept: string[] = [];
            const lines: string[] = [];
            for (const specifier of specifiers
              .split(",")
              .map((s) => s.trim())
              .filter(Boolean)) {
              const [imported = "", local = imported] = specifier.split(/\s+as\s+/);
              const file = icons.get(imported);
              if (file && !specifier.startsWith("type "))
                lines.push(`import ${local} from "lucide-react/icons/${file}";`);
              else kept.push(specifier);
            }
            if (lines.length === 0) return statement;
            if (kept.length > 0) lines.push(`import { ${kept.join(", ")} } from "lucide-react";`);
            return lines.join(" ");
          },
        );
        return rewritten === code ? null : { code: rewritten, map: null };
      },
    },
  };
}
