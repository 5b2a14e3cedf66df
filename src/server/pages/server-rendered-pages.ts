import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { BlogReader } from "@shared/blog/blog-reader";
import type { Brand, SiteDetails } from "@shared/site-settings/details";
import type { ShownFigures } from "@shared/site-settings/shown-figures";
import type { Context, Hono } from "hono";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { AppEnv } from "../lib/app-env";
import { pageScriptHashes } from "../lib/build-scripts";
import type { Logger } from "../lib/logger";
import { pageContentSecurityPolicy } from "../lib/security-headers";
import { RenderedPageCache, renderedPageUrl } from "./rendered-page-cache";

// The pages whose content changes without a build (decision 0037): the blog and the landing pages with its teaser.
// React Router renders them on request with the build's server bundle; every other page stays prerendered.

const LANGUAGE = "(?:/(?:de|it))";
const SLUG = "[a-z0-9]+(?:-[a-z0-9]+)*";
const SERVER_RENDERED_PAGE = new RegExp(`^(?:/|${LANGUAGE}|${LANGUAGE}?/blog(?:/${SLUG})?)$`);
/** The same pages' loader data, fetched by React Router on a client-side navigation. */
// The private pages' too: a client-side navigation to one (from the second step's dialog on /de, say) asks for the
// loader data of its language layout, which gives its brand's details (decision 0042).
const PRIVATE_PAGE = "/(?:pre-analyse|demo)/[\\w-]+";
const SERVER_RENDERED_DATA = new RegExp(
  `^(?:/_root|${LANGUAGE}|${LANGUAGE}?/blog(?:/${SLUG})?|${PRIVATE_PAGE})\\.data$`,
);

/**
 * Lazy route discovery's requests (react-router.config.ts): the routes a page's links lead to, asked for by every
 * page, prerendered ones included, and answered by React Router from the build (React Router's default path).
 */
const MANIFEST_PATH = "/__manifest";

export const isServerRenderedPath = (pathname: string) =>
  SERVER_RENDERED_PAGE.test(pathname) || SERVER_RENDERED_DATA.test(pathname);

/** What the pages' loaders get from the server (AppLoadContext, declared in src/web/load-context.ts). */
export type PageLoadContext = {
  blog: BlogReader;
  siteDetails: (brand: Brand) => Promise<SiteDetails>;
  siteFigures: (brand: Brand) => Promise<ShownFigures>;
  onlineOrdering: boolean;
};

/**
 * Answers the server-rendered pages with React Router's request handler, when the build has a server bundle (no
 * build, as in API tests: the paths fall through to the prerendered files and the 404 page). A rendered page is
 * kept a few seconds per instance, so a burst of visitors costs one render; a post is live on every instance
 * within that time.
 */
export function serveRenderedPages(
  app: Hono<AppEnv>,
  options: {
    serverBuildFile: string;
    /** The inline scripts of the build's prerendered pages (build-scripts.ts): a rendered page's may run too. */
    buildScripts: ReadonlySet<string>;
    loadContext: PageLoadContext;
    logger: Logger;
    cacheSeconds?: number;
    /**
     * A prerendered page (or its `.data`) to render on request instead of serving its file, while the brand's
     * details differ from the build's (decision 0042): its cache key's suffix, or null to serve the file.
     */
    renderPrerendered?: (pathname: string) => Promise<string | null>;
  },
): RenderNotFound | undefined {
  if (!existsSync(options.serverBuildFile)) return;
  let handler: ReturnType<typeof createRequestHandler> | undefined;
  const loadHandler = async () => {
    if (!handler) {
      const build = (await import(pathToFileURL(path.resolve(options.serverBuildFile)).href)) as ServerBuild;
      handler = createRequestHandler(build, "production");
    }
    return handler;
  };
  const cache = new RenderedPageCache((options.cacheSeconds ?? 20) * 1000);
  // Loaded now rather than by the first visitor, who would wait for it.
  loadHandler().catch((error: unknown) =>
    options.logger.error({ err: String(error) }, "the server bundle failed to load"),
  );

  app.on(["GET", "HEAD"], MANIFEST_PATH, async (c) => {
    const handle = await loadHandler();
    const response = await handle(new Request(c.req.url, { headers: c.req.raw.headers }), options.loadContext);
    // 200: the routes, cached as React Router says (the URL names the build's version, so the answer never changes
    // and is the same from every instance of the build). 204: the page is from another build and reloads; 400: a bad
    // request. Neither is kept.
    const headers: Record<string, string> = {
      "Cache-Control": response.status === 200 ? (response.headers.get("Cache-Control") ?? "no-cache") : "no-store",
    };
    for (const name of ["Content-Type", "X-Remix-Reload-Document"]) {
      const value = response.headers.get(name);
      if (value) headers[name] = value;
    }
    if (response.status === 204) return c.body(null, 204, headers);
    return c.body(await response.arrayBuffer(), response.status as 200, headers);
  });

  /** The page at `url` as React Router renders it, kept a few seconds under `key`; null when it is not found. */
  const render = async (c: Context<AppEnv>, url: URL, key: string) => {
    const cached = cache.get(key);
    if (cached) return cached;
    const handle = await loadHandler();
    const response = await handle(new Request(url, { headers: c.req.raw.headers }), options.loadContext);
    if (response.status === 404) return null;
    const page = {
      status: response.status,
      headers: response.headers,
      body: new Uint8Array(await response.arrayBuffer()),
    };
    if (response.status === 200) cache.set(key, page);
    else options.logger.warn({ path: c.req.path, status: response.status }, "a server-rendered page failed");
    return page;
  };

  app.on(["GET", "HEAD"], "*", async (c, next) => {
    const suffix = isServerRenderedPath(c.req.path) ? "" : await options.renderPrerendered?.(c.req.path);
    if (suffix === null || suffix === undefined) return next();
    const url = renderedPageUrl(new URL(c.req.url));
    const page = await render(c, url, `${url.pathname}${url.search}${suffix}`);
    // An unknown post: the language's prerendered 404 page answers, as for any unknown path.
    if (!page) return next();
    return send(c, page, options.buildScripts);
  });

  /** A language's 404 page, rendered while its brand's details differ from the build's (null: serve the file). */
  return async (c: Context<AppEnv>, notFoundPath: string): Promise<Response | null> => {
    const suffix = await options.renderPrerendered?.(notFoundPath);
    if (suffix === null || suffix === undefined) return null;
    const page = await render(c, new URL(notFoundPath, c.req.url), `${notFoundPath}${suffix}`);
    return page ? send(c, { ...page, status: 404 }, options.buildScripts) : null;
  };
}

/**
 * Renders the page at a request's URL for that one person, with a blog reader of its own (a post's preview for the
 * admin who asked: src/server/publishing/post-preview-page.ts): never kept, never indexed. Undefined without a build.
 */
export function privatePageRenderer(options: {
  serverBuildFile: string;
  buildScripts: ReadonlySet<string>;
  loadContext: PageLoadContext;
}): ((c: Context<AppEnv>, blog: BlogReader) => Promise<Response>) | undefined {
  if (!existsSync(options.serverBuildFile)) return;
  let handler: Promise<ReturnType<typeof createRequestHandler>> | undefined;
  return async (c, blog) => {
    handler ??= import(pathToFileURL(path.resolve(options.serverBuildFile)).href).then((build: ServerBuild) =>
      createRequestHandler(build, "production"),
    );
    const handle = await handler;
    const response = await handle(new Request(c.req.url, { headers: c.req.raw.headers }), {
      ...options.loadContext,
      blog,
    });
    const page = {
      status: response.status,
      headers: response.headers,
      body: new Uint8Array(await response.arrayBuffer()),
    };
    const answer = send(c, page, options.buildScripts);
    answer.headers.set("Cache-Control", "private, no-store");
    answer.headers.set("X-Robots-Tag", "noindex, nofollow");
    return answer;
  };
}

export type RenderNotFound = (c: Context<AppEnv>, notFoundPath: string) => Promise<Response | null>;

function send(
  c: Context<AppEnv>,
  page: { status: number; headers: Headers; body: Uint8Array },
  buildScripts: ReadonlySet<string>,
) {
  const type = page.headers.get("Content-Type") ?? "text/html";
  const html = type.startsWith("text/html");
  c.header("Content-Type", html ? "text/html; charset=utf-8" : type);
  c.header("Cache-Control", "no-cache");
  if (html) {
    c.header(
      "Content-Security-Policy",
      pageContentSecurityPolicy(pageScriptHashes(new TextDecoder().decode(page.body), buildScripts)),
    );
  }
  return c.body(page.body as Uint8Array<ArrayBuffer>, page.status as 200);
}
