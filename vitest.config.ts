import { defineConfig } from "vitest/config";
import { IMPORT_ALIASES } from "./scripts/vite/import-aliases.ts";

export default defineConfig({
  resolve: { alias: IMPORT_ALIASES },
  test: {
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    exclude: ["tests/e2e/**", "node_modules/**"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
