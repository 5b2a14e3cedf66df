import type { Page } from "@playwright/test";
import { LOCALIZED_PUBLIC_PATHS, pageLanguageOf } from "../../src/shared/i18n/paths";
import { expect, test } from "./support/test";

/** The tab's icon: one, the site's (with the other brand's declared too, the browser downloads both). */
async function expectOneIcon(page: Page, href: string) {
  const icons = page.locator('head link[rel="icon"]');
  await expect(icons).toHaveCount(1);
  await expect(icons).toHaveAttribute("href", href);
}

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
    await expectOneIcon(page, "/optimaite-favicon.svg");
  });
}

for (const path of SWISSHACK_PAGES) {
  test(`${path} (SwissHack) keeps SwissHack's icon`, async ({ page }) => {
    await page.goto(path);
    await expectOneIcon(page, "/favicon.svg");
  });
}
