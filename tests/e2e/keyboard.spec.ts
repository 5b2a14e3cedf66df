import type { Page } from "@playwright/test";
import { PUBLIC_PATHS } from "../../src/shared/routes";
import { expect, test } from "./support/test";

/**
 * WCAG 2.2 keyboard walks, as a person with a keyboard makes them, with the cookie banner shown (a first visit):
 * every focused control stays at least partly in view (2.4.11), and the focus never falls back to <body> when a
 * menu, the chat, the banner or a form closes or fails.
 */
const WIDTHS = [375, 1280];
const STEPS = 25;

/** The part of the focused control that nothing covers (the banner, the sticky header) and the viewport shows, 0 to 1. */
async function focusedShare(page: Page): Promise<{ name: string; visible: number }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { name: "body", visible: 1 };
    const rect = element.getBoundingClientRect();
    const name = `${element.tagName.toLowerCase()} "${(element.textContent ?? element.getAttribute("aria-label") ?? "").trim().slice(0, 40)}"`;
    if (rect.width === 0 || rect.height === 0) return { name, visible: 1 };
    // Sample the control on a grid: a point is seen when the browser's hit test finds the control there (nothing on
    // top of it, inside the viewport).
    let seen = 0;
    let total = 0;
    for (let x = rect.left + 1; x < rect.right; x += Math.max(1, rect.width / 8)) {
      for (let y = rect.top + 1; y < rect.bottom; y += Math.max(1, rect.height / 4)) {
        total += 1;
        const top = document.elementFromPoint(x, y);
        if (top && (element.contains(top) || top.contains(element))) seen += 1;
      }
    }
    return { name, visible: total === 0 ? 1 : seen / total };
  });
}

async function showBanner(page: Page, route: string) {
  await page.goto(route);
  await expect(page.locator("[data-cookie-banner]")).toBeVisible();
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px with the cookie banner shown`, () => {
    test.use({ viewport: { width, height: 740 } });

    for (const route of PUBLIC_PATHS) {
      test(`${route}: no focused control is hidden by the banner or the header, tabbing either way`, async ({
        page,
      }) => {
        // Every control of the page, both ways, each judged once its smooth scroll has ended: on a loaded 2-core
        // machine the landing page's walk (its blog teaser included) took 32 s, past the default 30 s.
        test.slow();
        await showBanner(page, route);
        const hidden: string[] = [];
        for (const key of ["Tab", "Shift+Tab"]) {
          for (let step = 0; step < STEPS; step++) {
            await page.keyboard.press(key);
            // The page scrolls smoothly to the focused control: judge it once the scrolling has ended (up to 3 s: a
            // smooth scroll takes longer on a machine busy with other tests).
            let seen = await focusedShare(page);
            for (let wait = 0; wait < 30 && seen.visible === 0; wait++) {
              await page.waitForTimeout(100);
              seen = await focusedShare(page);
            }
            if (seen.visible === 0) hidden.push(`${key} ${step + 1}: ${seen.name}`);
          }
        }
        expect(hidden).toEqual([]);
      });
    }
  });
}

test.describe("tabbing into the sticky header leaves the page where it is", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const route of ["/mentions-legales", "/legal-notice"]) {
    test(`${route}: from the end of the page, the header's logo takes the focus without a jump`, async ({ page }) => {
      await showBanner(page, route);
      await page.keyboard.press("End");
      const end = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
      await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(end);
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      await expect(page.getByRole("banner").getByRole("link").first()).toBeFocused();
      // A smooth scroll would have started by now and lasts about half a second.
      await page.waitForTimeout(1_000);
      expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(end);
    });
  }
});

test.describe("the focus never falls to <body>", () => {
  const focusIsOnBody = (page: Page) => page.evaluate(() => document.activeElement === document.body);

  test("the chat closes on Escape and gives the focus back to its button", async ({ page }) => {
    await page.goto("/optimaite");
    await page.getByRole("button", { name: "Accept all" }).click();
    const open = page.getByRole("button", { name: "Open the chat assistant" });
    await open.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("textbox").last()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(open).toBeFocused();
  });

  test("the mobile menu closes on Escape and gives the focus back to its button", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Ouvrir le menu" });
    await toggle.click();
    await expect(page.getByRole("banner").locator('button[aria-expanded="true"]')).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("banner").locator('button[aria-expanded="false"]')).toBeFocused();
  });

  test("the cookie banner's Customise and Save keep the focus on the page", async ({ page }) => {
    await showBanner(page, "/");
    const banner = page.locator("[data-cookie-banner]");
    await banner.getByRole("button", { name: "Personnaliser" }).focus();
    await page.keyboard.press("Enter");
    await expect(banner.getByRole("button", { name: "Enregistrer" })).toBeVisible();
    expect(await focusIsOnBody(page)).toBe(false);
    await banner.getByRole("button", { name: "Enregistrer" }).focus();
    await page.keyboard.press("Enter");
    await expect(banner).toBeHidden();
    expect(await focusIsOnBody(page)).toBe(false);
  });

  test("a failed sign-in keeps the focus in the form", async ({ page }) => {
    await page.goto("/auth");
    await page.getByLabel("Email").fill("nobody@example.com");
    await page.getByLabel("Password").fill("wrong password 123");
    await page.getByLabel("Password").press("Enter");
    await expect(page.getByText(/Invalid email or password|incorrect/i).first()).toBeVisible();
    expect(await focusIsOnBody(page)).toBe(false);
  });

  test("at 375 px the floating button stays in the tab order near the end of the page", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/optimaite");
    await page.getByRole("button", { name: "Accept all" }).click();
    await page.keyboard.press("End");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const open = page.getByRole("button", { name: "Open the chat assistant" });
    await expect(open).toBeAttached();
    expect(await open.evaluate((element) => getComputedStyle(element).visibility)).toBe("visible");
    await open.focus();
    await expect(open).toBeFocused();
    await expect(open).toBeVisible();
  });
});

test("at 320 px the offer's call to action shows its whole text", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto("/");
  const cta = page.getByRole("button", { name: "Je demande mon audit gratuit" });
  await cta.scrollIntoViewIfNeeded();
  expect(await cta.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
});

test.describe("forms say what is wrong only while it is", () => {
  test("a newsletter error goes as soon as the address is fixed", async ({ page }) => {
    await page.goto("/");
    const form = page.getByRole("form", { name: "Inscription à la newsletter" });
    const email = form.getByLabel("Votre adresse e-mail");
    await email.fill("not-an-address");
    await form.getByRole("button", { name: "S'inscrire" }).click();
    await expect(form.getByRole("alert")).toBeVisible();
    await email.fill("fixed.address@example.com");
    await expect(form.getByRole("alert")).toHaveCount(0);
  });

  test("a toast on the page sits below the sticky header", async ({ page }) => {
    await page.goto("/");
    const form = page.getByRole("form", { name: "Inscription à la newsletter" });
    await form.getByLabel("Votre adresse e-mail").fill("toast.below.header@example.com");
    await form.getByRole("button", { name: "S'inscrire" }).click();
    await expect(page.getByText("Bienvenue dans SwissHack ! 🇨🇭")).toBeVisible();
    const headerBottom = await page
      .getByRole("banner")
      .first()
      .evaluate((header) => header.getBoundingClientRect().bottom);
    // The toast slides in: its final place is what a person reads.
    await expect
      .poll(() =>
        page
          .locator("[data-sonner-toast]")
          .first()
          .evaluate((toast) => toast.getBoundingClientRect().top),
      )
      .toBeGreaterThanOrEqual(headerBottom);
  });

  test("a demo's success removes the stale 'Missing Information' toast", async ({ page }) => {
    await page.goto("/optimaite");
    await page.getByRole("banner").getByRole("button", { name: "Book Free Demo" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Book Demo" }).click();
    const missing = page.getByText("Missing Information");
    await expect(missing).toBeVisible();
    const alerts = dialog.getByRole("alert");
    const before = await alerts.count();
    expect(before).toBeGreaterThan(0);
    await dialog.getByLabel("Name").fill("Dr. Ada Keyboard");
    await expect(alerts).toHaveCount(before - 1);
    await dialog.getByLabel("Email").fill("ada.keyboard@example.com");
    await dialog.getByLabel("What would you like OptimAIte to handle?").fill("Front desk overwhelmed on Mondays.");
    await expect(alerts).toHaveCount(0);
    await dialog.getByRole("button", { name: "Book Demo" }).click();
    await expect(page.getByText("Demo Booked Successfully!")).toBeVisible();
    await expect(missing).toHaveCount(0);
  });
});
