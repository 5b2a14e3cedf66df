import { defineConfig } from "vitest/config";
import { IMPORT_ALIASES } from "./scripts/vite/import-aliases.ts";

const BROWSER_CODE_TESTS = ["src/web/**/*.test.{ts,tsx}"];
const NEVER_UNIT_TESTS = ["tests/e2e/**", "node_modules/**"];

export default defineConfig({
  resolve: { alias: IMPORT_ALIASES },
  test: {
    exclude: NEVER_UNIT_TESTS,
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Decision 0050: the server, shared and script tests share their worker's module graph (half the suite's time,
    // run twice in CI); the browser code's tests keep a fresh one per file, as their DOM globals are not reset.
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
          exclude: [...BROWSER_CODE_TESTS, ...NEVER_UNIT_TESTS],
          isolate: false,
        },
      },
      { extends: true, test: { name: "web", include: BROWSER_CODE_TESTS } },
    ],
  },
});
