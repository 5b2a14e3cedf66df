import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { PUBLIC_PATHS } from "../../src/shared/routes";
import { validAuditRequest } from "../../src/shared/schemas/audit.fixture";
import { fillAudit, fillRefine } from "../e2e/support/audit";
import { signInAsAdmin } from "../e2e/support/auth";
import { openChat } from "../e2e/support/chat";
import { expect, test } from "../e2e/support/test";

const OUT = path.resolve("screenshots/tour");
mkdirSync(OUT, { recursive: true });

const HEIGHTS = { 375: 740, 1280: 900 } as const;

/** A visitor who already answered the cookie banner (the banner has its own shots). */
const answerCookies = (page: Page) =>
  page.addInitScript(() => {
    localStorage.setItem(
      "cookie_consent",
      JSON.stringify({ necessary: true, analytics: false, marketing: false, timestamp: new Date().toISOString() }),
    );
  });

for (const width of [375, 1280] as const) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: HEIGHTS[width] }, reducedMotion: "reduce" });

    /**
     * The first screen, and when `full` every further screen as a visitor scrolls (fixed header and floating button
     * where they really are; one tall image would be too small to read); notes a page wider than the screen.
     */
    async function shot(page: Page, name: string, full = false) {
      await page.waitForTimeout(300);
      const file = path.join(OUT, `${name}-${width}`);
      await page.screenshot({ path: `${file}.png` });
      const screens = full
        ? await page.evaluate(() => Math.ceil(document.documentElement.scrollHeight / innerHeight))
        : 1;
      for (let screen = 1; screen < Math.min(screens, 25); screen += 1) {
        await page.evaluate((n) => window.scrollTo({ top: n * innerHeight, behavior: "instant" }), screen);
        await page.waitForTimeout(150);
        await page.screenshot({ path: `${file}-${String(screen + 1).padStart(2, "0")}.png` });
      }
      if (screens > 1) await page.evaluate(() => window.scrollTo(0, 0));
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect.soft(scrollWidth, `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(width);
    }
    const slug = (route: string) => (route === "/" ? "home" : route.slice(1).replaceAll("/", "-"));

    test("public pages, 404s, the newsletter confirmation and the sign-in page", async ({ page }) => {
      await answerCookies(page);
      const routes = [...PUBLIC_PATHS, "/newsletter/confirmation", "/premium/ancienne-offre", "/nowhere", "/auth"];
      for (const route of routes) {
        await page.goto(route, { waitUntil: "networkidle" });
        await shot(page, `page-${slug(route)}`, true);
      }
      // The bottom of the home page, where the floating button sits over the footer.
      await page.goto("/");
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await shot(page, "page-home-bottom");
    });

    test("the cookie banner and its customise view", async ({ page }) => {
      for (const [route, customise] of [
        ["/", "Personnaliser"],
        ["/optimaite", "Customise"],
      ] as const) {
        await page.goto(route);
        const banner = page.locator("[data-cookie-banner]");
        await expect(banner).toBeVisible({ timeout: 8000 });
        await shot(page, `cookie-banner-${slug(route)}`);
        await banner.getByRole("button", { name: customise }).click();
        await shot(page, `cookie-customise-${slug(route)}`);
      }
    });

    test("audit, its errors, success and refine steps, then the pre-analysis page", async ({ page }) => {
      await answerCookies(page);
      await page.goto("/");
      await page.getByRole("banner").getByRole("button", { name: "Audit gratuit" }).click();
      const audit = page.getByRole("dialog", { name: "Votre audit financier gratuit" });
      await expect(audit).toBeVisible();
      await shot(page, "dialog-audit");
      await audit.getByRole("button", { name: "Recevoir mon audit gratuit" }).click();
      await shot(page, "dialog-audit-errors");
      await fillAudit(page, `tour.${width}.${Date.now()}@example.com`);
      await audit.getByRole("button", { name: "Recevoir mon audit gratuit" }).click();
      const success = page.getByRole("dialog", { name: "Audit demandé avec succès !" });
      await expect(success).toBeVisible();
      await shot(page, "dialog-audit-success");
      await success.getByRole("button", { name: "Affiner mon estimation" }).click();
      const refine = page.getByRole("dialog", { name: "Affiner mon estimation" });
      await expect(refine).toBeVisible();
      await shot(page, "dialog-refine");
      await fillRefine(refine);
      await refine.getByRole("button", { name: "Voir ma pré-analyse" }).click();
      await expect(page).toHaveURL(/\/pre-analyse\//, { timeout: 20_000 });
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await shot(page, "page-pre-analysis", true);
      await page.goto("/pre-analyse/abc");
      await shot(page, "page-pre-analysis-broken-link");
    });

    test("the premium page's audit dialog and the newsletter form", async ({ page }) => {
      await answerCookies(page);
      await page.goto("/premium");
      await page.getByRole("main").getByRole("button").filter({ hasText: /audit/i }).first().click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await shot(page, "dialog-premium-audit");
      await page.keyboard.press("Escape");
      await page.goto("/");
      const newsletter = page.locator("#newsletter");
      await newsletter.scrollIntoViewIfNeeded();
      await newsletter.getByRole("button").first().click();
      await shot(page, "newsletter-errors");
      await newsletter.getByRole("textbox").first().fill(`tour.news.${width}.${Date.now()}@example.com`);
      await newsletter
        .getByRole("checkbox")
        .first()
        .check({ timeout: 2000 })
        .catch(() => undefined);
      await newsletter.getByRole("button").first().click();
      await expect(page.locator("[data-sonner-toast]").first()).toBeVisible();
      await shot(page, "newsletter-sent");
    });

    test("demo and contact dialogs and both chats", async ({ page }) => {
      await answerCookies(page);
      await page.goto("/optimaite");
      await page.getByRole("main").getByRole("button", { name: "Book Free Demo" }).first().click();
      const demo = page.getByRole("dialog", { name: "Book your free demo" });
      await expect(demo).toBeVisible();
      await shot(page, "dialog-demo");
      await demo.getByRole("button", { name: "Book Demo" }).click();
      await shot(page, "dialog-demo-errors");
      await page.keyboard.press("Escape");
      await page.goto("/integrations");
      await page.getByRole("button", { name: "Request Custom Integration" }).click();
      await expect(page.getByRole("dialog", { name: "Contact us" })).toBeVisible();
      await shot(page, "dialog-contact");
      await page.keyboard.press("Escape");

      await openChat(page, "Open the chat assistant");
      const chat = page.getByRole("region", { name: "OptimAIte assistant" });
      await chat.getByLabel("Your message").fill("What does it cost?");
      await chat.getByLabel("Your message").press("Enter");
      await expect(chat.getByRole("log").locator("p")).toHaveCount(3);
      await shot(page, "chat-optimaite");
      await page.goto("/");
      await openChat(page, "Ouvrir l'assistant");
      const chatFr = page.getByRole("region", { name: "Assistant SwissHack" });
      await chatFr.getByLabel("Votre message").fill("Combien puis-je verser sur mon 3e pilier ?");
      await chatFr.getByLabel("Votre message").press("Enter");
      await expect(chatFr.getByText(/CHF\s7\s258/)).toBeVisible();
      await shot(page, "chat-swisshack");
    });

    test("the admin: every tab, the sitemap manager and a pre-analysis", async ({ page, request }) => {
      await answerCookies(page);
      const audit = await request.post("/api/audit-requests", {
        data: { ...validAuditRequest, email: `tour.admin.${width}.${Date.now()}@example.com` },
      });
      expect(audit.status()).toBe(201);
      await signInAsAdmin(page);
      await page.goto("/admin");
      for (const tab of ["Overview", "Contacts", "Demos", "Calculator", "Visitors", "Audits", "Newsletter"]) {
        await page.getByRole("tab", { name: new RegExp(`^${tab}`) }).click();
        await page.waitForLoadState("networkidle");
        await shot(page, `admin-${tab.toLowerCase()}`, true);
      }
      const view = page.getByRole("tabpanel").getByRole("link", { name: "View" }).first();
      if (await view.count()) {
        await view.click();
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await shot(page, "admin-pre-analysis", true);
      }
      await page.goto("/sitemap-manager");
      await page.waitForLoadState("networkidle");
      await shot(page, "sitemap-manager", true);
    });
  });
}
