import { createHash } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverBuildSource } from "../testing/server-build-stub";
import { createTestApp, type TestApp } from "../testing/test-app";

// Issue 54 (8): a page's CSP allows the scripts the build emits, never one a bug put into the page's HTML.

const EARLY_INPUT = "(function recordEarlyInput() { window.__earlyInput = {}; })()";
const SCROLL = '((storageKey2, restoreKey) => { sessionStorage.getItem(storageKey2); })("positions", null)';
const CONTEXT = 'window.__reactRouterContext = {"basename":"/","ssr":true};';
const CLOSE = "window.__reactRouterContext.streamController.close();";
const JSON_LD = '{"@context":"https://schema.org","@type":"Organization"}';
const routeModules = (route: string) =>
  `;\nimport * as route0 from "/assets/root-A1.js";\nimport * as route1 from "/assets/${route}-B2.js";\n` +
  `  window.__reactRouterManifest = {\n  "entry": {\n    "module": "/assets/entry.client-C3.js"\n  }\n};\n` +
  `  window.__reactRouterRouteModules = {"root":route0,"${route}":route1};\n\nimport("/assets/entry.client-C3.js");`;
const routeData = (route: string) =>
  `window.__reactRouterContext.streamController.enqueue(${JSON.stringify(JSON.stringify([{ route }]))});`;

/** A page as React Router renders it: the root layout's scripts, the page's content, React Router's scripts. */
const page = (route: string, content: string) =>
  `<!doctype html><html><head><script>${EARLY_INPUT}</script>` +
  `<script type="application/ld+json">${JSON_LD}</script></head><body>${content}<script>${SCROLL}</script>` +
  `<script>${CONTEXT}</script><script type="module" async="">${routeModules(route)}</script>` +
  `<script>${routeData(route)}</script><script>${CLOSE}</script><script src="/assets/x.js"></script></body></html>`;

const hash = (script: string) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
const scriptSource = (policy: string | null) => policy?.split("; ").find((d) => d.startsWith("script-src ")) ?? "";

describe("the scripts a page's Content-Security-Policy allows (issue 54, 8)", () => {
  let buildDir = "";
  let t: TestApp;

  beforeAll(async () => {
    buildDir = await mkdtemp(path.join(tmpdir(), "page-scripts-"));
    const prerendered: [string, string][] = [
      ["faq", '<main>FAQ</main><script>alert("faq")</script>'],
      ["legal-notice", "<main>Legal notice</main>"],
    ];
    for (const [route, content] of prerendered) {
      await mkdir(path.join(buildDir, "client", route), { recursive: true });
      await writeFile(path.join(buildDir, "client", route, "index.html"), page(route, content));
    }
    await mkdir(path.join(buildDir, "server"));
    await writeFile(path.join(buildDir, "server", "package.json"), '{"type":"module"}');
    const post = page("blog", '<article><p>A post</p><script>alert("post")</script></article>');
    await writeFile(
      path.join(buildDir, "server", "index.js"),
      serverBuildSource({ blog: true, document: JSON.stringify(post) }),
    );
    t = await createTestApp("pglite", { BUILD_DIR: buildDir });
  });
  afterAll(async () => {
    await t.close();
    await rm(buildDir, { recursive: true, force: true });
  });

  it.each([
    ["a prerendered page", "/faq", "faq", 'alert("faq")'],
    ["a server-rendered page", "/blog", "blog", 'alert("post")'],
  ])("%s: the build's scripts by hash, not a script injected into its content", async (_, url, route, injected) => {
    const res = await t.app.request(url);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(`<script>${injected}</script>`);
    const scripts = scriptSource(res.headers.get("content-security-policy"));
    for (const script of [EARLY_INPUT, SCROLL, CONTEXT, routeModules(route), routeData(route), CLOSE]) {
      expect(scripts, script).toContain(hash(script));
    }
    expect(scripts).not.toContain(hash(injected));
    // JSON-LD is data, never run: it needs no hash.
    expect(scripts).not.toContain(hash(JSON_LD));
  });
});
