import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { inlineJavaScript, scriptHash } from "./inline-scripts";
import { isReactRouterPageScript } from "./react-router-scripts";

/**
 * The build's own inline scripts: those every prerendered page carries (the root layout's and React Router's fixed
 * ones). A script only some pages carry is part of their content, which a bug could have put there: it is not
 * trusted for being in the build. Pages without React Router's scripts (a static HTML file) are not its pages.
 */
export function buildScriptsOf(pages: Iterable<string>): ReadonlySet<string> {
  let common: Set<string> | undefined;
  for (const html of pages) {
    const scripts = inlineJavaScript(html);
    if (!scripts.some(isReactRouterPageScript)) continue;
    const fixed = new Set(scripts.filter((script) => !isReactRouterPageScript(script)));
    common = common ? new Set([...common].filter((script) => fixed.has(script))) : fixed;
  }
  return common ?? new Set();
}

/** The build's own inline scripts, read from its prerendered pages (none without a build). */
export function readBuildScripts(clientDir: string): ReadonlySet<string> {
  if (!existsSync(clientDir)) return new Set();
  const pages = readdirSync(clientDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .map((file) => readFileSync(path.join(clientDir, file), "utf8"));
  return buildScriptsOf(pages);
}

/** The hashes of a page's inline scripts that are the build's own or React Router's per-page ones; no other. */
export function pageScriptHashes(html: string, buildScripts: ReadonlySet<string>): string[] {
  const allowed = inlineJavaScript(html).filter(
    (script) => buildScripts.has(script) || isReactRouterPageScript(script),
  );
  return [...new Set(allowed.map(scriptHash))];
}
