import { defineConfig } from "vitest/config";
import { IMPORT_ALIASES } from "./scripts/vite/import-aliases.ts";

/** npm run test:durability: crash tests against the real server process (slow, run apart from the unit tests). */
export default defineConfig({
  resolve: { alias: IMPORT_ALIASES },
  test: {
    include: ["tests/durability/**/*.test.ts"],
    testTimeout: 180_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
