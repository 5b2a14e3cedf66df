import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";

/** The icon the tab shows: of several, the browser takes the last one declared. */
const tabIcon = (page: Page) => page.locator('head link[rel="icon"]').last();

const OPTIMAITE_PAGES = [
  "/optimaite",
  "/details",
  "/integrations",
  "/faq",
  "/privacy",
  "/legal-notice",
  "/fr/optimaite",
  "/fr/details",
  "/fr/integrations",
  "/fr/faq",
  "/fr/privacy",
  "/fr/legal-notice",
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
