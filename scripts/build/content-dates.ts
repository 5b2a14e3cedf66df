// Runs after each build (react-router.config.ts's buildEnd): keeps, beside the served folder, the date each public
// page's content last changed, which /sitemap.xml gives as <lastmod>. A page's content is its title and the text
// of its <main>: a rebuild that changes neither (a new script hash, a new build date) keeps the page's date.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";

export const CONTENT_DATES_FILE = "content-dates.json";

export type ContentDates = Record<string, { fingerprint: string; lastmod: string }>;

/** The title and the visible text of <main>, without markup, scripts or styles. */
export function pageContent(html: string): string {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
  const main = /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? "";
  const text = main
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return `${title}\n${text}`;
}

const fingerprintOf = (content: string) => createHash("sha256").update(content).digest("hex");

/** The dates after this build: a page whose content changed (or is new) takes `today`, the others keep theirs. */
export function nextContentDates(previous: ContentDates, pages: Record<string, string>, today: string): ContentDates {
  const next: ContentDates = {};
  for (const [route, html] of Object.entries(pages)) {
    const fingerprint = fingerprintOf(pageContent(html));
    const known = previous[route];
    next[route] = known?.fingerprint === fingerprint ? known : { fingerprint, lastmod: today };
  }
  return next;
}

const pageFile = (clientDir: string, route: string) => path.join(clientDir, route, "index.html");

/** Reads the public pages just built and updates `<buildDir>/content-dates.json`. */
export async function recordContentDates(clientDir: string, routes: readonly string[], today: string): Promise<void> {
  const manifest = path.join(path.dirname(clientDir), CONTENT_DATES_FILE);
  const previous: ContentDates = existsSync(manifest) ? JSON.parse(await readFile(manifest, "utf8")) : {};
  const pages: Record<string, string> = {};
  for (const route of routes) pages[route] = await readFile(pageFile(clientDir, route), "utf8");
  await writeFile(manifest, `${JSON.stringify(nextContentDates(previous, pages, today), null, 2)}\n`);
}
