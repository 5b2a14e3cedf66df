import { defineConfig } from "vitest/config";
import { IMPORT_ALIASES } from "./scripts/vite/import-aliases.ts";

export default defineConfig({
  resolve: { alias: IMPORT_ALIASES },
  test: {
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    exclude: ["tests/e2e/**", "node_modules/**"],
    environment: "node",
    // One worker per core: Vitest's default (cores − 1) ran the files one at a time on a 2-core machine, 18 minutes
    // a run; two workers took 13 with PostgreSQL and Redis tests included (each test makes its own database and keys).
    maxWorkers: "100%",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
