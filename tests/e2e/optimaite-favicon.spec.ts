import type { Page } from "@playwright/test";
import { LOCALIZED_PUBLIC_PATHS, pageLanguageOf } from "../../src/shared/i18n/paths";
import { expect, test } from "./support/test";

/** The icon the tab shows: of several, the browser takes the last one declared. */
const tabIcon = (page: Page) => page.locator('head link[rel="icon"]').last();

const OPTIMAITE_PAGES = [
  ...LOCALIZED_PUBLIC_PATHS.filter((path) => pageLanguageOf(path).site === "optimaite"),
  "/demo/not-a-real-link-but-long-enough",
  "/no-such-page",
  "/fr/no-such-page",
];

test("every OptimAIte page, its 404s included, shows OptimAIte's icon; SwissHack's keep theirs", async ({ page }) => {
  for (const path of OPTIMAITE_PAGES) {
    await page.goto(path);
    await expect(tabIcon(page), path).toHaveAttribute("href", "/optimaite-favicon.svg");
  }
  for (const path of ["/", "/premium", "/de/premium", "/premuim"]) {
    await page.goto(path);
    await expect(tabIcon(page), path).toHaveAttribute("href", "/favicon.svg");
  }
});
