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
const SWISSHACK_PAGES = ["/", "/premium", "/de/premium", "/premuim"];

// One test per page: a single test walking two dozen pages outlived its timeout on a loaded machine.
for (const path of OPTIMAITE_PAGES) {
  test(`${path} (OptimAIte) shows OptimAIte's icon`, async ({ page }) => {
    await page.goto(path);
    await expect(tabIcon(page)).toHaveAttribute("href", "/optimaite-favicon.svg");
  });
}

for (const path of SWISSHACK_PAGES) {
  test(`${path} (SwissHack) keeps SwissHack's icon`, async ({ page }) => {
    await page.goto(path);
    await expect(tabIcon(page)).toHaveAttribute("href", "/favicon.svg");
  });
}
