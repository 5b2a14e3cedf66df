import { defineConfig } from "vitest/config";

/** npm run test:scale: several real server processes on one PostgreSQL and one Redis (skipped without them). */
export default defineConfig({
  test: {
    include: ["tests/scale/**/*.test.ts"],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    passWithNoTests: true,
  },
});
