import path from "node:path";
import { describe, expect, it } from "vitest";
import { firstLoadChunkGroups } from "./first-load-chunks.ts";

const web = path.resolve(import.meta.dirname, "..", "..", "src", "web");
const file = (relative: string) => path.join(web, relative);

const ROOT = file("root.tsx");
const SWISSHACK_PAGE = file("routes/home.tsx");
const OPTIMAITE_PAGE = file("routes/optimaite.tsx");
const AUDIT_CONTEXT = file("sites/swisshack/audit/audit-dialog-context.tsx");
const AUDIT_DIALOG = file("sites/swisshack/audit/audit-dialog.tsx");
const OPTIMAITE_NAV = file("sites/optimaite/layout/nav-links.tsx");
const SHARED_ICON = "/project/node_modules/lucide-react/dist/esm/icons/sparkles.mjs";

type Info = { importers: string[]; dynamicImporters: string[] };

/** The module graph of a small build: the pages, the audit dialog loaded on demand, an icon both sites use. */
const GRAPH: Record<string, Info> = {
  [ROOT]: { importers: [], dynamicImporters: [] },
  [SWISSHACK_PAGE]: { importers: [], dynamicImporters: [] },
  [OPTIMAITE_PAGE]: { importers: [], dynamicImporters: [] },
  [AUDIT_CONTEXT]: { importers: [SWISSHACK_PAGE], dynamicImporters: [] },
  [AUDIT_DIALOG]: { importers: [], dynamicImporters: [AUDIT_CONTEXT] },
  [OPTIMAITE_NAV]: { importers: [OPTIMAITE_PAGE, file("routes/faq.tsx")], dynamicImporters: [] },
  [SHARED_ICON]: { importers: [OPTIMAITE_NAV, AUDIT_DIALOG], dynamicImporters: [] },
};

function chunkOf(id: string): string | null {
  const context = { getModuleInfo: (moduleId: string) => GRAPH[moduleId] ?? null };
  for (const group of firstLoadChunkGroups().sort((a, b) => b.priority - a.priority)) {
    const name = group.name(id, context);
    if (name) return name;
  }
  return null;
}

describe("first-load chunk groups", () => {
  it("keeps what only one site's pages share in that site's chunk", () => {
    expect(chunkOf(OPTIMAITE_NAV)).toBe("site-optimaite");
    expect(chunkOf(AUDIT_CONTEXT)).toBe(null);
  });

  it("puts what both sites load in the shell, so neither site's dialog downloads the other site's chunk", () => {
    // It was in site-optimaite: the audit dialog then loaded OptimAIte's header, footer and lead texts on a tap.
    expect(chunkOf(SHARED_ICON)).toBe("shell");
  });
});
