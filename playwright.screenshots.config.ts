import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

/**
 * `npm run screenshots:tour`: every public page, the admin tabs and every dialog at 375 and 1280 px, written to
 * screenshots/tour/ (git-ignored) for a person to look at. Not part of `npm test`; it fails only on horizontal
 * scroll (soft checks), so one run shows every page.
 */
export default defineConfig({
  ...base,
  testDir: "tests/screenshot-tour",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 120_000,
  reporter: [["list"]],
});
