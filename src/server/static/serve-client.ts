import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { LOCALIZED_APP_PATHS, MOVED_PAGE_PATHS, notFoundPageFor } from "@shared/i18n/paths";
import { FRENCH_NOT_FOUND_PATH, NOT_FOUND_PATH } from "@shared/routes";
import type { Context, Hono, Env as HonoEnv } from "hono";
import { pageScriptHashes } from "../lib/build-scripts";
import { pageContentSecurityPolicy } from "../lib/security-headers";

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  // A prerendered page's loader data, fetched by React Router on a client-side navigation (its own content type).
  ".data": "text/x-script",
};

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";
const SPA_FALLBACK = "__spa-fallback.html";

/** Precompressed variants the build writes beside a file (scripts/build/precompress.ts), best first. */
const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;
type Encoding = (typeof ENCODINGS)[number]["name"];

interface StaticFile {
  body: Uint8Array;
  /** The same bytes compressed at build time, by encoding. */
  encoded: Partial<Record<Encoding, Uint8Array>>;
  type: string;
  cacheControl: string;
  /** HTML pages only: a policy allowing those of their inline scripts the build emits. */
  contentSecurityPolicy?: string;
}

/**
 * A client route with parameters, rendered in the browser: answered with its own prerendered shell (its title and
 * robots meta) when it has one, else the SPA shell, and with extra headers.
 */
export interface DynamicRoute {
  pattern: RegExp;
  /** The prerendered page whose HTML serves every path of the route, e.g. "/pre-analyse/shell". */
  shell?: string;
  headers?: Record<string, string>;
}

/**
 * Serves the built React Router client: hashed assets cached for a year, one prerendered HTML per page,
 * precompressed (Brotli or gzip, as the client accepts) when the build wrote the variants,
 * the SPA shell for dynamic routes, and the prerendered "Page Not Found" page with status 404 for the rest.
 */
export function serveClient<E extends HonoEnv>(
  app: Hono<E>,
  clientDir: string,
  buildScripts: ReadonlySet<string>,
  dynamicRoutes: DynamicRoute[] = [],
  /** The language's 404 page rendered with the brand's details in force, when they differ from the build's. */
  renderNotFound?: (c: Context<E>, notFoundPath: string) => Promise<Response | null>,
) {
  const files = loadFiles(clientDir, buildScripts);
  const notFoundPages = new Set([
    NOT_FOUND_PATH,
    FRENCH_NOT_FOUND_PATH,
    ...LOCALIZED_APP_PATHS.filter((path) => path.endsWith("/404")),
  ]);
  const spaShell = files.get(`/${SPA_FALLBACK}`);

  const send = (c: Context<E>, file: StaticFile, status: 200 | 404 = 200, headers: Record<string, string> = {}) => {
    c.header("Content-Type", file.type);
    c.header("Cache-Control", file.cacheControl);
    if (file.contentSecurityPolicy) c.header("Content-Security-Policy", file.contentSecurityPolicy);
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
    if (Object.keys(file.encoded).length === 0) return c.body(file.body as Uint8Array<ArrayBuffer>, status);
    c.header("Vary", "Accept-Encoding");
    const encoding = preferredEncoding(c.req.header("Accept-Encoding"), file);
    if (!encoding) return c.body(file.body as Uint8Array<ArrayBuffer>, status);
    c.header("Content-Encoding", encoding);
    return c.body(file.encoded[encoding] as Uint8Array<ArrayBuffer>, status);
  };

  app.on(["GET", "HEAD"], "*", async (c) => {
    const pathname = decodePath(c.req.path);
    const moved = pathname === null ? undefined : MOVED_PAGE_PATHS.get(pathname.replace(/(.)\/$/, "$1"));
    if (moved) return c.redirect(`${moved}${new URL(c.req.url).search}`, 301);
    if (pathname !== null && !notFoundPages.has(pathname) && !pathname.startsWith("/api/")) {
      const page = pathname.endsWith("/") ? `${pathname}index.html` : `${pathname}/index.html`;
      const file = files.get(pathname) ?? files.get(page);
      if (file && !pathname.endsWith(SPA_FALLBACK)) return send(c, file);
      const dynamic = dynamicRoutes.find((route) => route.pattern.test(pathname));
      const shell = dynamic && ((dynamic.shell && files.get(`${dynamic.shell}/index.html`)) || spaShell);
      if (dynamic && shell) return send(c, shell, 200, dynamic.headers);
    }
    const notFoundPath = notFoundPageFor(pathname ?? "/404");
    const rendered = await renderNotFound?.(c, notFoundPath);
    if (rendered) return rendered;
    const notFoundPage = files.get(`${notFoundPath}/index.html`);
    if (notFoundPage) return send(c, notFoundPage, 404);
    return c.text("Page Not Found", 404);
  });
}

/** The best precompressed variant the client accepts (an encoding it lists without `q=0`, or `*`). */
export function preferredEncoding(acceptEncoding: string | undefined, file: Pick<StaticFile, "encoded">) {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const acceptable = (name: Encoding) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  return ENCODINGS.find(({ name }) => file.encoded[name] && acceptable(name))?.name;
}

function decodePath(raw: string): string | null {
  try {
    const decoded = decodeURIComponent(raw);
    return decoded.includes("\0") || decoded.includes("..") ? null : decoded;
  } catch {
    return null;
  }
}

function loadFiles(root: string, buildScripts: ReadonlySet<string>): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!existsSync(root)) return files;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      // Hidden files (a build stamp, an editor's leftovers) are not part of the site.
      if (entry.startsWith(".")) continue;
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) {
        walk(full);
        continue;
      }
      // A precompressed variant is served in place of its file, never at its own address.
      if (ENCODINGS.some(({ suffix }) => entry.endsWith(suffix))) continue;
      const urlPath = `/${path.relative(root, full).split(path.sep).join("/")}`;
      const ext = path.extname(entry).toLowerCase();
      const body = readFileSync(full);
      const encoded: StaticFile["encoded"] = {};
      for (const { name, suffix } of ENCODINGS) {
        if (existsSync(full + suffix)) encoded[name] = readFileSync(full + suffix);
      }
      files.set(urlPath, {
        body,
        encoded,
        type: CONTENT_TYPES[ext] ?? "application/octet-stream",
        cacheControl: urlPath.startsWith("/assets/") ? IMMUTABLE : REVALIDATE,
        contentSecurityPolicy:
          ext === ".html"
            ? pageContentSecurityPolicy(pageScriptHashes(body.toString("utf8"), buildScripts))
            : undefined,
      });
    }
  };
  walk(root);
  return files;
}
