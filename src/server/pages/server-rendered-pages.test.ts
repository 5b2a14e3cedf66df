import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { AppEnv } from "../lib/app-env";
import type { Logger } from "../lib/logger";
import { serveClient } from "../static/serve-client";
import { serverBuildSource } from "../testing/server-build-stub";
import { type PageLoadContext, serveRenderedPages } from "./server-rendered-pages";

describe("serveRenderedPages: lazy route discovery's manifest requests", () => {
  let dir = "";
  const app = new Hono<AppEnv>();
  const logger = { error: vi.fn(), warn: vi.fn() } as unknown as Logger;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "server-build-"));
    const serverBuildFile = path.join(dir, "index.mjs");
    await writeFile(serverBuildFile, serverBuildSource());
    serveRenderedPages(app, { serverBuildFile, buildScripts: new Set(), loadContext: {} as PageLoadContext, logger });
    app.get("*", (c) => c.text("Page Not Found", 404));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("answers the routes of the paths asked for, cached by the browser as long as its build's version", async () => {
    const res = await app.request("/__manifest?paths=%2Fde%2Fpremium&version=v1");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(Object.keys(await res.json()).sort()).toEqual(["de/premium", "root"]);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it("tells a page of another build to load the document again, never cached", async () => {
    const res = await app.request("/__manifest?paths=%2Fpremium&version=v0");
    expect(res.status).toBe(204);
    expect(res.headers.get("X-Remix-Reload-Document")).toBe("true");
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it("refuses a request without paths, never cached", async () => {
    const res = await app.request("/__manifest?version=v1");
    expect(res.status).toBe(400);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
  });
});

describe("serveRenderedPages: the page cache", () => {
  let dir = "";
  const app = new Hono<AppEnv>();
  const logger = { error: vi.fn(), warn: vi.fn() } as unknown as Logger;
  // A build with a blog page whose document counts its renders and shows the address it was rendered for.
  const build = serverBuildSource({
    blog: true,
    document: '"<!doctype html>" + (globalThis.renders = (globalThis.renders ?? 0) + 1) + " " + request.url',
  });

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "server-build-"));
    const serverBuildFile = path.join(dir, "index.mjs");
    await writeFile(serverBuildFile, build);
    serveRenderedPages(app, { serverBuildFile, buildScripts: new Set(), loadContext: {} as PageLoadContext, logger });
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("keeps a page under its path, whatever query a visitor adds (issue 54, 4)", async () => {
    const page = async (address: string) => (await app.request(address)).text();
    const first = await page("/blog?q=1");
    expect(first).toMatch(/^<!doctype html>\d+ http:\/\/localhost\/blog$/);
    for (const address of ["/blog", "/blog?q=2", "/blog?utm_source=newsletter", "/blog?q=3&x=y"]) {
      expect(await page(address), address).toBe(first);
    }
  });
});

describe("serveRenderedPages: a language's 404 page while the brand's details differ (decision 0042)", () => {
  let dir = "";
  const logger = { error: vi.fn(), warn: vi.fn() } as unknown as Logger;
  const build = serverBuildSource({
    notFound: true,
    document: '"<!doctype html>rendered for " + new URL(request.url).pathname',
  });

  const appWith = async (detailsDiffer: boolean) => {
    const app = new Hono<AppEnv>();
    const serverBuildFile = path.join(dir, "index.mjs");
    const renderNotFound = serveRenderedPages(app, {
      serverBuildFile,
      buildScripts: new Set(),
      loadContext: {} as PageLoadContext,
      logger,
      renderPrerendered: async (pathname) => (detailsDiffer && pathname === "/de/404" ? "settings-2" : null),
    });
    serveClient(app, path.join(dir, "client"), new Set(), [], renderNotFound);
    return app;
  };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "server-build-"));
    await writeFile(path.join(dir, "index.mjs"), build);
    await mkdir(path.join(dir, "client", "de", "404"), { recursive: true });
    await writeFile(path.join(dir, "client", "de", "404", "index.html"), "<!doctype html>the build's 404");
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("is rendered with the details in force, still with status 404", async () => {
    const res = await (await appWith(true)).request("/de/alte-seite");
    expect(res.status).toBe(404);
    expect(await res.text()).toBe("<!doctype html>rendered for /de/404");
  });

  it("is the build's file while they are the build's", async () => {
    const res = await (await appWith(false)).request("/de/alte-seite");
    expect(res.status).toBe(404);
    expect(await res.text()).toBe("<!doctype html>the build's 404");
  });
});
