import type { Page } from "@playwright/test";
import { withConsentGiven } from "./support/consent";
import { expect, test } from "./support/test";

/** The interactive elements (links, buttons) that the floating button's box overlaps, at the current scroll. */
async function coveredByFloatingButton(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const widget = document.querySelector(
      'aside[aria-label="Contact et assistant"], aside[aria-label="Contact and chat"]',
    );
    const button = widget?.querySelector("button");
    if (!widget || !button) return [];
    // Stepped aside over the page's controls (faded out, taps going through): it covers nothing.
    if (getComputedStyle(widget).opacity === "0") return [];
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
    test(`the floating button covers nothing at the bottom of ${path}, nor the cookie banner`, async ({ page }) => {
      await page.goto(path);
      const banner = page.locator("[data-cookie-banner]");
      await expect(banner).toBeVisible({ timeout: 8000 });
      expect(await coveredByFloatingButton(page)).toEqual([]);
      await banner.getByRole("button").first().click();
      // On / it shows once the promise has scrolled past (phone-layout.spec.ts); at the bottom it shows everywhere.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(page.getByRole("complementary", { name: /Contact et assistant|Contact and chat/ })).toBeVisible();
      await page.waitForTimeout(200);
      expect(await coveredByFloatingButton(page)).toEqual([]);
    });
  }
});

test("the floating button is not shown on /auth, /admin or while a form dialog is open", async ({ page }) => {
  await withConsentGiven(page);
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

test("a dialog gives focus back to the button that opened it", async ({ page }) => {
  await page.goto("/integrations");
  const opener = page.getByRole("button", { name: "Request Custom Integration" });
  await opener.click();
  const contact = page.getByRole("dialog", { name: "Contact us" });
  await expect(contact).toBeVisible();
  await contact.getByRole("button", { name: "Cancel" }).click();
  await expect(contact).toBeHidden();
  await expect(opener).toBeFocused();
});

test("a failed submit moves focus to the first invalid field and shows each error beside its field", async ({
  page,
}) => {
  await page.goto("/optimaite");
  await page.getByRole("banner").getByRole("button", { name: "Book Free Demo" }).click();
  const demo = page.getByRole("dialog", { name: "Book your free demo" });
  await demo.getByLabel("What would you like OptimAIte to handle?").fill("Calls");
  await demo.getByRole("button", { name: "Book Demo" }).click();
  await expect(page.getByText("Missing Information")).toBeVisible();
  await expect(demo.getByText("Name is required")).toBeVisible();
  await expect(demo.getByText("Email is required")).toBeVisible();
  await expect(demo.getByLabel("Name")).toBeFocused();

  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Audit gratuit" }).click();
  const audit = page.getByRole("dialog", { name: "Votre audit financier gratuit" });
  await audit.getByRole("textbox", { name: /^Nom/ }).fill("Martin");
  await audit.getByRole("button", { name: "Recevoir mon audit gratuit" }).click();
  await expect(audit.getByLabel("Prénom")).toBeFocused();
});

test.describe("at 375 px, a toast", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("never covers the dialog's close button", async ({ page }) => {
    await page.goto("/optimaite");
    await page.getByRole("main").getByRole("button", { name: "Book Free Demo" }).first().click();
    const demo = page.getByRole("dialog", { name: "Book your free demo" });
    await demo.getByRole("button", { name: "Book Demo" }).click();
    const toast = page.getByRole("region", { name: /Notifications/ }).getByText("Missing Information");
    await expect(toast).toBeVisible();
    const close = await demo.getByRole("button", { name: "Close" }).boundingBox();
    const toastBox = await page.locator("[data-sonner-toast]").first().boundingBox();
    expect(close && toastBox).toBeTruthy();
    if (!close || !toastBox) return;
    const overlaps =
      close.x < toastBox.x + toastBox.width &&
      close.x + close.width > toastBox.x &&
      close.y < toastBox.y + toastBox.height &&
      close.y + close.height > toastBox.y;
    expect(overlaps).toBe(false);
  });
});

test("Start Integration pre-fills the contact message with the integration's name", async ({ page }) => {
  await page.goto("/integrations");
  await page.getByRole("button", { name: "Start Integration with Vagaro" }).click();
  const contact = page.getByRole("dialog", { name: "Contact us" });
  await expect(contact.getByLabel("Your message")).toHaveValue("I'd like to start the Vagaro integration.");
});

test.describe("SwissHack on a phone", () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test("the first screen shows the promise and the audit button, and the cookie banner covers neither", async ({
    page,
  }) => {
    await page.goto("/");
    const banner = page.getByRole("region", { name: "Vos choix en matière de cookies" });
    await expect(banner).toBeVisible({ timeout: 8000 });
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText(/^Économisez CHF\s2\s000 à 6\s000 par an$/, { useInnerText: true });
    await expect(heading).toBeInViewport();
    const headerCta = page.getByRole("banner").getByRole("button", { name: "Audit gratuit" });
    await expect(headerCta).toBeInViewport();
    const bannerBox = await banner.boundingBox();
    for (const button of [headerCta, page.getByRole("main").getByRole("button", { name: "Audit gratuit" }).first()]) {
      const box = await button.boundingBox();
      expect(box, "the button is laid out").not.toBeNull();
      expect(bannerBox, "the banner is laid out").not.toBeNull();
      if (!box || !bannerBox) return;
      expect(box.y + box.height <= bannerBox.y || box.y >= bannerBox.y + bannerBox.height).toBe(true);
    }
  });

  test("the mobile menu lists every section the desktop navigation has", async ({ page }) => {
    await page.goto("/premium");
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    const menu = page.getByRole("navigation", { name: "Navigation mobile" });
    for (const name of ["Avantages", "Comment ça marche", "Premium", "FAQ"]) {
      await expect(menu.getByRole("link", { name })).toBeVisible();
    }
  });
});
