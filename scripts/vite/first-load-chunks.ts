import path from "node:path";
import { LOCALIZED_PUBLIC_PATHS, pageLanguageOf } from "../../src/shared/i18n/paths.ts";
import routes from "../../src/web/routes.ts";
import { routeUrls } from "./route-urls.ts";

type Site = "swisshack" | "optimaite";
type ModuleInfo = { importers: readonly string[]; dynamicImporters: readonly string[] } | null;
type GetModuleInfo = (id: string) => ModuleInfo;

const webDir = path.resolve(import.meta.dirname, "..", "..", "src", "web");
const rootModule = path.join(webDir, "root.tsx");
const allRoutes = routeUrls(routes);
const routeModules = new Set([rootModule, ...allRoutes.map((entry) => path.join(webDir, entry.file))]);

/** The route module of each public page (in any language), and its site. */
const publicRouteSite = new Map<string, Site>();
for (const { file, url } of allRoutes) {
  if (LOCALIZED_PUBLIC_PATHS.includes(url)) publicRouteSite.set(path.join(webDir, file), pageLanguageOf(url).site);
}

/** The dialogs a tap opens, loaded with `import()` on the first tap, and their site. */
const dialogEntrySite = new Map<string, Site>([
  [path.join(webDir, "sites", "swisshack", "audit", "audit-dialog.tsx"), "swisshack"],
  [path.join(webDir, "sites", "optimaite", "leads", "lead-dialog.tsx"), "optimaite"],
]);

/**
 * The chunk entries that import `id` statically, directly or through other modules: route modules (and root) and
 * modules loaded with `import()`.
 */
function entriesReaching(
  id: string,
  info: GetModuleInfo,
  cache: Map<string, Set<string>>,
  visiting = new Set<string>(),
): Set<string> {
  const file = id.split("?")[0] ?? id;
  if (routeModules.has(file)) return new Set([file]);
  if ((info(id)?.dynamicImporters.length ?? 0) > 0) return new Set([id]);
  const known = cache.get(id);
  if (known) return known;
  if (visiting.has(id)) return new Set();
  visiting.add(id);
  const found = new Set<string>();
  for (const importer of info(id)?.importers ?? []) {
    for (const entry of entriesReaching(importer, info, cache, visiting)) found.add(entry);
  }
  visiting.delete(id);
  cache.set(id, found);
  return found;
}

/** Root, and what root loads with `import()` after hydration: loaded by every page. */
function onEveryPage(
  entry: string,
  info: GetModuleInfo,
  cache: Map<string, Set<string>>,
  seen = new Set<string>(),
): boolean {
  if (entry === rootModule) return true;
  if (routeModules.has(entry) || seen.has(entry)) return false;
  seen.add(entry);
  return (info(entry)?.dynamicImporters ?? []).some((importer) =>
    [...entriesReaching(importer, info, cache)].some((outer) => onEveryPage(outer, info, cache, seen)),
  );
}

/** The sites whose pages load `entry`: a page's own site, both for root, and for code loaded with `import()`, the sites of
 * what imports it. */
function sitesLoading(
  entry: string,
  info: GetModuleInfo,
  cache: Map<string, Set<string>>,
  seen = new Set<string>(),
): Set<Site> {
  if (entry === rootModule) return new Set(["swisshack", "optimaite"]);
  const site = publicRouteSite.get(entry);
  if (site) return new Set([site]);
  const found = new Set<Site>();
  if (routeModules.has(entry) || seen.has(entry)) return found;
  seen.add(entry);
  for (const importer of info(entry)?.dynamicImporters ?? []) {
    for (const outer of entriesReaching(importer, info, cache)) {
      for (const outerSite of sitesLoading(outer, info, cache, seen)) found.add(outerSite);
    }
  }
  return found;
}

function chunkOf(id: string, info: GetModuleInfo, cache: Map<string, Set<string>>): string | null {
  if (/node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/.test(id)) return "framework";
  // Root itself keeps its chunk, and the global stylesheet with it: were the stylesheet in a chunk that lazy code
  // imports too, React Router would treat it as a dynamic stylesheet.
  const file = id.split("?")[0] ?? id;
  if (file === rootModule || file.endsWith(".css")) return null;
  const entries = entriesReaching(id, info, cache);
  if (entries.has(rootModule)) return "shell";
  const sites = [...entries].flatMap((entry) => publicRouteSite.get(entry) ?? []);
  if (new Set(sites).size === 2) return "shell";
  // Shared by a page and what root loads after hydration: every page loads it anyway.
  if (sites.length > 0 && [...entries].some((entry) => onEveryPage(entry, info, cache))) return "shell";
  // Shared by a page of one site and other entries (another page, a dialog): with that site's pages. When the other
  // site's code loads it too (the honeypot field of SwissHack's newsletter form in OptimAIte's demo dialog), in the
  // shell: were it in one site's chunk, the other site's dialog would download that whole chunk on a tap (the bundler
  // puts such a module with the group that imports it, whatever the group's rule says).
  if (sites.length >= 1 && entries.size >= 2) {
    const loadedBy = new Set([...entries].flatMap((entry) => [...sitesLoading(entry, info, cache)]));
    return loadedBy.size === 1 ? `site-${sites[0]}` : "shell";
  }
  return dialogChunk(entries);
}

/**
 * Code that only the dialogs load (and pages of the back office, which may load it too): one chunk per site, and one
 * for what both sites' dialogs share, instead of a dozen small ones. On a phone's network each response costs a
 * round trip, and the dialog waits for the last of them after the first tap.
 */
function dialogChunk(entries: Set<string>): string | null {
  const sites = new Set([...entries].flatMap((entry) => dialogEntrySite.get(entry) ?? []));
  const onlyDialogsAndBackOffice = [...entries].every(
    (entry) => dialogEntrySite.has(entry) || (routeModules.has(entry) && !publicRouteSite.has(entry)),
  );
  // What both sites' dialogs load (the dialog primitive, the form library) is theirs even when other code loaded later
  // uses it too (the cookie settings, the chat): left to the default split, the bundler put it in SwissHack's dialog
  // chunk, and OptimAIte's demo dialog downloaded SwissHack's whole audit form (36 KB) on a tap.
  if (sites.size === 2) return "dialogs";
  // One page's own module, or code that only loads later (the cookie banner, the chat, the back office): the default
  // split, so no page loads it before it needs it.
  if (sites.size === 0 || !onlyDialogsAndBackOffice) return null;
  return `dialog-${[...sites][0]}`;
}

/**
 * Few, larger chunks for the first load instead of one per combination of entries (each response costs its headers
 * and a round trip): the framework; the shell (root and what pages of both sites share); per site, what its pages
 * share. A module only one page uses stays in that page's chunk; the dialogs' code loads on the first tap in a few
 * chunks of its own; other code that loads on demand (chat, the cookie banner, the back office) keeps the default
 * split.
 */
export function firstLoadChunkGroups() {
  const cache = new Map<string, Set<string>>();
  const group = (name: string, priority: number) => ({
    // The bundler's timing report names a group whose name is a function by this.
    debugName: name,
    name: (id: string, ctx: { getModuleInfo: GetModuleInfo }) =>
      chunkOf(id, (moduleId) => ctx.getModuleInfo(moduleId), cache) === name ? name : null,
    priority,
  });
  return [
    group("framework", 4),
    group("shell", 3),
    group("site-swisshack", 2),
    group("site-optimaite", 2),
    group("dialogs", 1),
    group("dialog-swisshack", 1),
    group("dialog-optimaite", 1),
  ];
}
