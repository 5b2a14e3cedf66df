import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

/** Icon export name (with its aliases) -> file name in lucide-react/icons, read from the package's index. */
function iconFiles(): Map<string, string> {
  const require = createRequire(import.meta.url);
  const esmDir = path.join(path.dirname(require.resolve("lucide-react/package.json")), "dist", "esm");
  const index = readFileSync(path.join(esmDir, "lucide-react.mjs"), "utf8");
  const files = new Map<string, string>();
  for (const [, names = "", file = ""] of index.matchAll(/export \{([^}]+)\} from '\.\/icons\/([^']+)\.mjs'/g)) {
    for (const [, name] of names.matchAll(/default as (\w+)/g)) if (name) files.set(name, file);
  }
  return files;
}

/**
 * Rewrites `import { X, Check } from "lucide-react"` into one import per icon file. Imported through the package's
 * index, every icon module looks imported by every file that uses any icon, so the chunking (first-load-chunks.ts)
 * could not tell which page needs which icon. Types and names that are not icons keep the original import.
 */
export function lucideIconImports(): Plugin {
  let files: Map<string, string> | undefined;
  return {
    name: "lucide-icon-imports",
    enforce: "pre",
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
