import { defineConfig } from "vitest/config";
import { IMPORT_ALIASES } from "./scripts/vite/import-aliases.ts";

/** npm run test:scale: several real server processes on one PostgreSQL and one Redis (skipped without them). */
export default defineConfig({
  resolve: { alias: IMPORT_ALIASES },
  test: {
    include: ["tests/scale/**/*.test.ts"],
    globalSetup: ["tests/scale/web-build-setup.ts"],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    passWithNoTests: true,
  },
});
