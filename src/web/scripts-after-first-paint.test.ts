// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { loadScriptsAfterFirstPaint } from "./scripts-after-first-paint";

const CONTEXT_SCRIPT = "<script>window.__reactRouterContext = {};</script>";
const MODULE_TEXT =
  'import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-2.js";\nimport("/assets/entry-3.js");';
// The shape React Router's <Scripts /> takes once React has prerendered it: links hoisted into <head>.
const PRERENDERED = [
  "<!DOCTYPE html><html><head>",
  '<link rel="preload" href="/assets/font.woff2" as="font"/>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry-3.js"/>',
  '<link rel="modulepreload" href="/assets/framework-4.js"/>',
  "<style>body{}</style></head><body><main>Text</main>",
  CONTEXT_SCRIPT,
  `<script type="module" async="">${MODULE_TEXT}</script>`,
  "<script>window.__reactRouterContext.streamController.close();</script></body></html>",
].join("");

describe("loadScriptsAfterFirstPaint", () => {
  const html = loadScriptsAfterFirstPaint(PRERENDERED);

  it("fetches nothing of the app while the page parses: no modulepreload link, no module script", () => {
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('type="module"');
    expect(html).toContain('<link rel="preload" href="/assets/font.woff2" as="font"/>');
  });

  it("keeps the module script's text as it was, so the page's CSP hash (of the text between the tags) still allows it", () => {
    expect(html).toContain(`>${MODULE_TEXT}</script>`);
  });

  it("leaves a page without React Router's scripts as it is", () => {
    expect(loadScriptsAfterFirstPaint("<html><body>404</body></html>")).toBe("<html><body>404</body></html>");
  });

  it("puts the links where the route tree renders them and runs the module script once loaded", () => {
    document.documentElement.innerHTML = html.replace("<!DOCTYPE html>", "");
    // innerHTML does not run scripts: run the loader as the parser would, with it as the current script.
    const loader = [...document.querySelectorAll("script")].find((script) =>
      script.textContent?.includes("loadAfterFirstPaint"),
    );
    if (!loader) throw new Error("no loader in the page");
    Object.defineProperty(document, "currentScript", { configurable: true, get: () => loader });
    // jsdom reports no paints: the loader loads at once, as in a browser without paint timing.
    new Function(loader.textContent ?? "")();

    const body = [...document.body.children].map((element) =>
      element.tagName === "LINK"
        ? `link ${element.getAttribute("rel")} ${element.getAttribute("href")}`
        : `${element.tagName.toLowerCase()} ${element.getAttribute("type") ?? ""}`.trim(),
    );
    expect(body).toEqual([
      "main",
      "link modulepreload /assets/manifest-1.js",
      "link modulepreload /assets/entry-3.js",
      "link modulepreload /assets/framework-4.js",
      "script",
      "script module",
      "script",
    ]);
    const moduleScript = document.querySelector<HTMLScriptElement>('script[type="module"]');
    expect(moduleScript?.async).toBe(true);
    expect(moduleScript?.textContent).toBe(MODULE_TEXT);
  });
});
