import { describe, expect, it } from "vitest";
import { isReactRouterPageScript } from "./react-router-scripts";

const ROUTE_MODULES =
  ';\nimport * as route0 from "/assets/root-A1.js";\nimport * as route1 from "/assets/blog-post-B2.js";\n' +
  '  window.__reactRouterManifest = {\n  "url": "/assets/manifest-1.js"\n};\n' +
  '  window.__reactRouterRouteModules = {"root":route0,"fr/blog/:slug":route1};\n\nimport("/assets/entry.client-C3.js");';
const STREAM_CHUNK = `window.__reactRouterContext.streamController.enqueue(${JSON.stringify('[{"_1":2},"x\u003c/p>"]')});`;

describe("isReactRouterPageScript", () => {
  it("recognizes React Router's route modules and loader data chunks", () => {
    expect(isReactRouterPageScript(ROUTE_MODULES)).toBe(true);
    expect(isReactRouterPageScript(STREAM_CHUNK)).toBe(true);
  });

  it.each([
    ["code for the manifest", ROUTE_MODULES.replace('{\n  "url": "/assets/manifest-1.js"\n}', "alert(1)")],
    ["code after the manifest", ROUTE_MODULES.replace("\n};", "\n};alert(1);")],
    ["an import from elsewhere", ROUTE_MODULES.replace('"/assets/root-A1.js"', '"https://evil.example/x.js"')],
    ["code after the entry", `${ROUTE_MODULES}alert(1);`],
    ["code after a chunk", `${STREAM_CHUNK}alert(1);`],
    ["code in a chunk", 'window.__reactRouterContext.streamController.enqueue(""+alert(1)+"");'],
    ["a chunk that is not a string", "window.__reactRouterContext.streamController.enqueue(alert(1));"],
    ["any other script", "alert(1)"],
  ])("refuses %s", (_, script) => {
    expect(isReactRouterPageScript(script)).toBe(false);
  });
});
