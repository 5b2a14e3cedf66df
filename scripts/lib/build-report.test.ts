import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildReport } from "./build-report.mjs";

const OUTPUT = [
  "The `envFile` option is deprecated, please use `envDir: false` instead.",
  "Using Vite Environment API (experimental)",
  "vite v8.3.8 building client environment for production...",
  "transforming...",
  "✓ 720 modules transformed.",
  "build/client/assets/root-abc.js  12.00 kB │ gzip: 4.00 kB",
  "\u001b[33m[INEFFECTIVE_DYNAMIC_IMPORT] \u001b[0msrc/a.ts is dynamically imported by src/b.ts but also statically",
  "  imported by src/c.ts, dynamic import will not move module into another chunk.",
  "✓ built in 4.05s",
  "Prerender (data): / -> build/client/_root.data",
  "Prerender (html): / -> build/client/index.html",
  "Prerender (html): /de -> build/client/de/index.html",
].join("\n");

describe("what npm start prints of the client build", () => {
  it("prints the warnings worth acting on and one line for the rest, not the bundler's listing", () => {
    expect(buildReport(OUTPUT, { status: 0, seconds: 41 })).toEqual([
      "[INEFFECTIVE_DYNAMIC_IMPORT] src/a.ts is dynamically imported by src/b.ts but also statically",
      "  imported by src/c.ts, dynamic import will not move module into another chunk.",
      "Client built in 41 s: 2 pages prerendered.",
    ]);
  });

  it("prints the whole output when the build fails", () => {
    const report = buildReport(`${OUTPUT}\nError: boom`, { status: 1, seconds: 3 });
    expect(report).toContain("build/client/assets/root-abc.js  12.00 kB │ gzip: 4.00 kB");
    expect(report.at(-1)).toBe("The client build failed (exit code 1): its output is above.");
  });

  it("is what npm start uses", () => {
    const start = readFileSync(path.join(import.meta.dirname, "..", "start.mjs"), "utf8");
    expect(start).toContain('import { buildReport } from "./lib/build-report.mjs"');
  });
});
