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
const LEAD_CONTEXT = file("sites/optimaite/leads/lead-dialogs-context.tsx");
const LEAD_DIALOG = file("sites/optimaite/leads/lead-dialog.tsx");
const AUDIT_FORM = file("sites/swisshack/audit/audit-form.tsx");
const SELECT = file("components/ui/select.tsx");
const CHAT_WIDGET = file("features/chat-widget/floating-widget.tsx");
const CHAT_PANEL = file("features/chat-widget/chat-panel.tsx");
const DIALOG_AND_CHAT = file("components/ui/spinner.tsx");
const ADMIN_PAGE = file("routes/admin.tsx");
const BOTH_DIALOGS_AND_CHAT = file("components/ui/dialog.tsx");
const DIALOG_AND_ADMIN = file("components/ui/radio.tsx");

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
  [LEAD_CONTEXT]: { importers: [OPTIMAITE_PAGE], dynamicImporters: [] },
  [LEAD_DIALOG]: { importers: [], dynamicImporters: [LEAD_CONTEXT] },
  [AUDIT_FORM]: { importers: [AUDIT_DIALOG], dynamicImporters: [] },
  [SELECT]: { importers: [AUDIT_FORM, LEAD_DIALOG], dynamicImporters: [] },
  [CHAT_WIDGET]: { importers: [ROOT], dynamicImporters: [] },
  [CHAT_PANEL]: { importers: [], dynamicImporters: [CHAT_WIDGET] },
  [DIALOG_AND_CHAT]: { importers: [AUDIT_FORM, CHAT_PANEL], dynamicImporters: [] },
  [ADMIN_PAGE]: { importers: [], dynamicImporters: [] },
  [BOTH_DIALOGS_AND_CHAT]: { importers: [AUDIT_FORM, LEAD_DIALOG, CHAT_PANEL], dynamicImporters: [] },
  [DIALOG_AND_ADMIN]: { importers: [AUDIT_FORM, ADMIN_PAGE], dynamicImporters: [] },
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

  it("puts a dialog's code in a few chunks: its site's, and what both sites' dialogs share", () => {
    expect(chunkOf(AUDIT_DIALOG)).toBe("dialog-swisshack");
    expect(chunkOf(AUDIT_FORM)).toBe("dialog-swisshack");
    expect(chunkOf(LEAD_DIALOG)).toBe("dialog-optimaite");
    expect(chunkOf(SELECT)).toBe("dialogs");
    // The back office may load a dialog's chunk; other code loaded on demand (the chat) keeps the default split.
    expect(chunkOf(DIALOG_AND_ADMIN)).toBe("dialog-swisshack");
    expect(chunkOf(DIALOG_AND_CHAT)).toBe(null);
    expect(chunkOf(CHAT_PANEL)).toBe(null);
  });

  it("puts what both sites' dialogs load in their shared chunk even when the chat loads it too", () => {
    // Left to the default split it went to SwissHack's dialog chunk: OptimAIte's demo dialog downloaded the audit form.
    expect(chunkOf(BOTH_DIALOGS_AND_CHAT)).toBe("dialogs");
  });
});
