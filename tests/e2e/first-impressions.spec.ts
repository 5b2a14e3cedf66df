import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";

/** The interactive elements (links, buttons) that the floating button's box overlaps, at the current scroll. */
async function coveredByFloatingButton(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const widget = document.querySelector('aside[aria-label="Contact et assistant"], aside[aria-label="Contact and chat"]');
    const button = widget?.querySelector("button");
    if (!widget || !button) return [];
    const box = button.getBoundingClientRect();
    return [...document.querySelectorAll("a, button, input, select, textarea")]
      .filter((element) => !widget.contains(element))
      .filter((element) => {
        const r = element.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) return false;
        return r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top;
      })
      .map((element) => element.textContent?.trim() || element.getAttribute("aria-label") || element.tagName);
  });
}

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const path of ["/", "/premium", "/optimaite", "/faq"]) {
    test(`the floating button covers nothing at the bottom of ${path}`, async ({ page }) => {
      await page.goto(path);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForTimeout(200);
      expect(await coveredByFloatingButton(page)).toEqual([]);
    });
  }
});

test("the floating button is not shown on /auth, /admin or while a form dialog is open", async ({ page }) => {
  await page.goto("/auth");
  await expect(page.getByRole("heading", { name: "Welcome" })).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Contact and chat" })).toHaveCount(0);

  await page.goto("/optimaite");
  const widget = page.getByRole("complementary", { name: "Contact and chat" });
  await expect(widget).toBeVisible();
  await page.getByRole("banner").getByRole("button", { name: "Book Free Demo" }).click();
  await expect(page.getByRole("dialog", { name: "Book your free demo" })).toBeVisible();
  await expect(widget).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(widget).toBeVisible();
});
