import type { Page } from "@playwright/test";

/**
 * Opens the chat as a visitor does: the floating button steps aside while a control of the page lies under it, so
 * scroll down (then up, at the page's end) until it shows, then click it.
 */
export async function openChat(page: Page, buttonName: string) {
  const button = page.getByRole("button", { name: buttonName });
  for (const step of [150, -150]) {
    for (let i = 0; i < 40 && !(await button.isVisible()); i++) {
      await page.mouse.wheel(0, step);
      await page.waitForTimeout(50);
    }
  }
  await button.click();
}
