import { describe, expect, it } from "vitest";
import { buildScriptsOf } from "./build-scripts";

const CHUNK = 'window.__reactRouterContext.streamController.enqueue("[]");';
const page = (...scripts: string[]) => [...scripts, CHUNK].map((script) => `<script>${script}</script>`).join("");

describe("buildScriptsOf", () => {
  it("is the scripts every React Router page carries, not a page's own nor React Router's per-page ones", () => {
    const scripts = buildScriptsOf([page("layout()", "alert(1)"), page("layout()"), "<script>staticFile()</script>"]);
    expect([...scripts]).toEqual(["layout()"]);
  });

  it("is empty without a build", () => {
    expect(buildScriptsOf([]).size).toBe(0);
  });
});
