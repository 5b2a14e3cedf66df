import type { Locator, Page } from "@playwright/test";
import { validAuditRequest } from "../../src/shared/schemas/audit.fixture";
import { createPreAnalysis } from "./support/audit";
import { signInAsAdmin } from "./support/auth";
import { withConsentGiven } from "./support/consent";
import { expect, test } from "./support/test";

/** Issue 58, field round five: toasts, the cookie banner with the chat button, and two admin tables. */

const PHONE = { width: 375, height: 740 };
const LAPTOP = { width: 1280, height: 800 };

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

const boxOf = (locator: Locator): Promise<Box> =>
  locator.evaluate((element) => {
    const { top, bottom, left, right } = element.getBoundingClientRect();
    return { top, bottom, left, right };
  });

const overlap = (a: Box, b: Box) => a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;

test.describe("the pre-analysis page's toasts", () => {
  test.use({ viewport: PHONE });

  test("copying the link twice at 375 px shows one toast, clear of the page's title, with a close button", async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await withConsentGiven(page);
    const token = await createPreAnalysis(
      request,
      { ...validAuditRequest, canton: "VD", status: "resident", email: `toast.${Date.now()}@example.com` },
      { paid3aThisYear: 0, expectedCosts: "low" },
    );
    await page.goto(`/pre-analyse/${token}`);
    const copy = page.getByRole("button", { name: "Copier le lien" });
    await copy.click();
    const toast = page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
    await expect(toast.filter({ hasText: "Lien copié" })).toHaveCount(1);
    // The first toast, told apart from the next one, which says the same.
    await toast.evaluate((first) => first.setAttribute("data-first-copy", ""));
    await copy.click();
    // The second copy replaces the first toast: no stale one stacked under it. Judged within 3 s, under the 4 s a toast
    // lasts, so the first one went because it was replaced (its fading out took over 1.5 s on a loaded machine).
    await expect(page.locator("[data-first-copy]")).toHaveCount(0, { timeout: 3000 });
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText("Lien copié");
    await expect(toast.getByRole("button", { name: "Fermer la notification" })).toBeVisible();

    await page.evaluate(() => window.scrollTo(0, 0));
    const title = page.getByRole("heading", { level: 1 });
    expect(overlap(await boxOf(toast), await boxOf(title))).toBe(false);
    await page.screenshot({ path: test.info().outputPath("toast-375.png") });

    await toast.getByRole("button", { name: "Fermer la notification" }).click();
    await expect(toast).toHaveCount(0);
  });

  test("at 1280 px the toast keeps clear of the page's title too", async ({ page, context, request }) => {
    await page.setViewportSize(LAPTOP);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await withConsentGiven(page);
    const token = await createPreAnalysis(
      request,
      { ...validAuditRequest, canton: "VD", status: "resident", email: `toast.wide.${Date.now()}@example.com` },
      { paid3aThisYear: 0, expectedCosts: "low" },
    );
    await page.goto(`/pre-analyse/${token}`);
    await page.getByRole("button", { name: "Copier le lien" }).click();
    const toast = page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
    await expect(toast).toContainText("Lien copié");
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(overlap(await boxOf(toast), await boxOf(page.getByRole("heading", { level: 1 })))).toBe(false);
    await page.screenshot({ path: test.info().outputPath("toast-1280.png") });
  });
});

/** Whether a person sees the element: in the viewport and not faded out. */
const seen = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    let opacity = 1;
    for (let node: Element | null = element; node; node = node.parentElement) {
      opacity *= Number(getComputedStyle(node).opacity);
    }
    return opacity > 0.5 && box.top >= 0 && box.bottom <= window.innerHeight;
  });

const SITES = [
  { path: "/", banner: "Vos choix en matière de cookies", chat: "Ouvrir l'assistant" },
  { path: "/optimaite", banner: "Your cookie choices", chat: "Open the chat assistant" },
];

for (const site of SITES) {
  test.describe(`${site.path}: the cookie banner and the chat button`, () => {
    test("at 375 px the chat button stays reachable above the banner, and opens the chat", async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto(site.path);
      const banner = page.getByRole("region", { name: site.banner });
      await expect(banner).toBeVisible();
      const chat = page.getByRole("button", { name: site.chat });
      await expect(chat).toBeVisible();
      // It steps aside over the page's controls (and the landing page's promise): the person scrolls until it shows.
      for (let step = 0; step < 30 && !(await seen(chat)); step++) await page.mouse.wheel(0, 200);
      expect(await seen(chat)).toBe(true);
      expect((await boxOf(chat)).bottom).toBeLessThanOrEqual((await boxOf(banner)).top);
      await page.screenshot({ path: test.info().outputPath(`banner-375${site.path.replace("/", "-")}.png`) });
      await chat.click();
      await expect(page.getByRole("textbox").last()).toBeFocused();
    });

    test("at 1280×800 the banner covers none of the hero's buttons", async ({ page }) => {
      await page.setViewportSize(LAPTOP);
      await page.goto(site.path);
      const banner = page.getByRole("region", { name: site.banner });
      await expect(banner).toBeVisible();
      const covered = await hiddenHeroControls(page, await boxOf(banner));
      await page.screenshot({ path: test.info().outputPath(`banner-1280${site.path.replace("/", "-")}.png`) });
      expect(covered).toEqual([]);
    });
  });
}

/** The hero's (the main content's first section) links and buttons in the viewport that the banner's box covers. */
function hiddenHeroControls(page: Page, banner: Box) {
  return page.evaluate((banner) => {
    const hero = document.querySelector("main section");
    if (!hero) return ["no hero"];
    return [...hero.querySelectorAll("a, button")]
      .filter((control) => {
        const r = control.getBoundingClientRect();
        const inView = r.width > 0 && r.top < window.innerHeight && r.bottom > 0;
        return (
          inView && r.left < banner.right && r.right > banner.left && r.top < banner.bottom && r.bottom > banner.top
        );
      })
      .map((control) => control.textContent?.trim() ?? "");
  }, banner);
}

test.describe("the admin's Contacts and Demos tables", () => {
  test.beforeEach(async ({ request }) => {
    const lead = {
      name: "Dr. Ada Lovelace-Byron",
      email: `ada.${Date.now()}@clinic.example`,
      company: "Lovelace Aesthetics International",
      industry: "Med spa and wellness",
      project: "We miss calls during treatments, and the front desk cannot follow up on every missed call.",
      message: "We miss calls during treatments, and the front desk cannot follow up on every missed call.",
      hearAbout: "linkedin",
    };
    expect((await request.post("/api/submit-contact-form", { data: lead })).status()).toBe(201);
    expect((await request.post("/api/submit-demo-booking", { data: lead })).status()).toBe(201);
  });

  for (const tab of ["Contacts", "Démos"]) {
    test(`${tab}: at 1280 and 375 px the name stays in view as the table scrolls sideways`, async ({ page }) => {
      await page.setViewportSize(LAPTOP);
      await signInAsAdmin(page);
      await page.goto("/admin");
      // The tab's name counts the new ones: "Contacts (1 nouveau)".
      const named = new RegExp(`^${tab}`);
      await page.getByRole("tab", { name: named }).click();
      const panel = page.getByRole("tabpanel", { name: named });
      const region = panel.getByRole("region", { name: /^Tableau/ });
      const name = region.getByRole("cell", { name: "Dr. Ada Lovelace-Byron" }).first();
      await expect(name).toBeVisible();
      for (const viewport of [LAPTOP, PHONE]) {
        await page.setViewportSize(viewport);
        // Scrolled to its far right, as a person swiping or using the scroll bar would.
        await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth, behavior: "instant" }));
        await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
        const regionBox = await boxOf(region);
        const nameBox = await boxOf(name);
        expect(nameBox.left).toBeGreaterThanOrEqual(regionBox.left - 1);
        expect(nameBox.right).toBeLessThanOrEqual(regionBox.right + 1);
        await page.screenshot({ path: test.info().outputPath(`admin-${tab}-${viewport.width}.png`) });
      }
    });
  }
});
