import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";

// The one-second delay is measured by the first test; the others only need the banner to show, also on a busy CI.
const BANNER_WAIT_MS = 8000;

const stored = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem("cookie_consent") ?? "null"));

test("the banner appears after a second, and Accept all stores the record and closes it for good", async ({ page }) => {
  await page.goto("/optimaite", { waitUntil: "commit" });
  const banner = page.getByRole("region", { name: "Your cookie choices" });
  const shownAt = page.waitForSelector("section[aria-labelledby] >> text=Your cookie choices").then(() => Date.now());
  const loadedAt = await page.waitForFunction(() => document.readyState !== "loading").then(() => Date.now());
  // Not there at first (nor in the prerendered HTML), then shown about a second later.
  expect(await page.content()).not.toContain("Your cookie choices");
  expect((await shownAt) - loadedAt).toBeGreaterThanOrEqual(700);
  await expect(banner).toBeVisible();
  await banner.getByRole("button", { name: "Accept all" }).click();
  await expect(banner).toBeHidden();
  expect(await stored(page)).toMatchObject({ necessary: true, analytics: true, marketing: true });
  await page.reload();
  await page.waitForTimeout(1500);
  await expect(banner).toBeHidden();
});

test("Refuse stores a refusal, in French on SwissHack pages", async ({ page }) => {
  await page.goto("/");
  const banner = page.getByRole("region", { name: "Vos choix en matière de cookies" });
  await banner.getByRole("button", { name: "Tout refuser" }).click();
  await expect(banner).toBeHidden();
  expect(await stored(page)).toMatchObject({ necessary: true, analytics: false, marketing: false });
});

test("Customise: essential locked on, analytics and marketing off by default (no pre-ticked consent), Back and Save", async ({
  page,
}) => {
  await page.goto("/faq");
  const banner = page.getByRole("region", { name: "Your cookie choices" });
  await banner.getByRole("button", { name: "Customise" }).click();
  await expect(banner.getByRole("switch", { name: "Essential" })).toBeChecked();
  await expect(banner.getByRole("switch", { name: "Essential" })).toBeDisabled();
  await expect(banner.getByRole("switch", { name: "Analytics" })).not.toBeChecked();
  await expect(banner.getByRole("switch", { name: "Marketing" })).not.toBeChecked();
  await banner.getByRole("button", { name: "Back" }).click();
  await expect(banner.getByRole("button", { name: "Accept all" })).toBeVisible();
  await banner.getByRole("button", { name: "Customise" }).click();
  await banner.getByRole("switch", { name: "Marketing" }).check();
  await banner.getByRole("switch", { name: "Analytics" }).uncheck();
  await banner.getByRole("button", { name: "Save" }).click();
  await expect(banner).toBeHidden();
  expect(await stored(page)).toMatchObject({ analytics: false, marketing: true });

  await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click();
  await expect(banner.getByRole("switch", { name: "Marketing" })).toBeChecked();
});

test("a consent older than six months is asked for again", async ({ page }) => {
  await page.addInitScript(() => {
    const old = new Date();
    old.setMonth(old.getMonth() - 7);
    localStorage.setItem(
      "cookie_consent",
      JSON.stringify({ necessary: true, analytics: true, marketing: false, timestamp: old.toISOString() }),
    );
  });
  await page.goto("/details");
  await expect(page.getByRole("region", { name: "Your cookie choices" })).toBeVisible({ timeout: BANNER_WAIT_MS });
});

test("Global Privacy Control is honoured as a refusal", async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, "globalPrivacyControl", { value: true }));
  await page.goto("/integrations");
  const banner = page.getByRole("region", { name: "Your cookie choices" });
  await expect(banner.getByText(/Global Privacy Control/)).toBeVisible({ timeout: BANNER_WAIT_MS });
  await banner.getByRole("button", { name: "Accept all" }).click();
  expect(await stored(page)).toMatchObject({ analytics: false, marketing: false });
});
