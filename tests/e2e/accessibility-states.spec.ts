import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { LOCALIZED_APP_PATHS, LOCALIZED_PUBLIC_PATHS } from "../../src/shared/i18n/paths";
import { APP_PATHS, SWISSHACK_APP_PATHS } from "../../src/shared/routes";
import { fillAudit } from "./support/audit";
import { signInAsAdmin } from "./support/auth";
import { openChat } from "./support/chat";
import { expect, test } from "./support/test";

/** axe on the page as it is now (WCAG 2.2 AA), once its animations have settled. */
async function expectNoViolations(page: Page, state: string) {
  // A toast's code loads with the first toast, then it fades in while a dialog's overlay may fade in too: axe reads
  // colours as they are at that instant, so the page must have been still (no animation or transition running,
  // every toast and overlay fully opaque) for several checks in a row.
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => {
    (window as unknown as { __stillChecks?: number }).__stillChecks = 0;
  });
  await page.waitForFunction(
    () => {
      const w = window as unknown as { __stillChecks?: number };
      const still =
        document.getAnimations().every((a) => a.playState !== "running" && !a.pending) &&
        [...document.querySelectorAll<HTMLElement>("[data-sonner-toast]")].every(
          (toast) =>
            toast.dataset.mounted === "true" &&
            toast.dataset.removed !== "true" &&
            getComputedStyle(toast).opacity === "1",
        ) &&
        [...document.querySelectorAll<HTMLElement>('[data-state="open"]')].every(
          (element) => getComputedStyle(element).opacity === "1",
        );
      w.__stillChecks = still ? (w.__stillChecks ?? 0) + 1 : 0;
      return w.__stillChecks >= 4;
    },
    undefined,
    { polling: 100 },
  );
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]).analyze();
  expect(
    results.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(" ")}: ${n.failureSummary}`).join("; ")})`,
    ),
    state,
  ).toEqual([]);
}

const acceptCookies = (page: Page) =>
  page.addInitScript(() => {
    const record = { necessary: true, analytics: false, marketing: false, timestamp: new Date().toISOString() };
    if (!localStorage.getItem("cookie_consent")) localStorage.setItem("cookie_consent", JSON.stringify(record));
  });

/** The call-to-action buttons of the header move into the menu on small screens: the first visible one. */
const visibleButton = (page: Page, name: string) =>
  page.getByRole("button", { name, exact: true }).filter({ visible: true }).first();

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    // Each test scans several states, each taking seconds on a busy machine.
    test.describe.configure({ timeout: 120_000 });

    test("the cookie banner and its customise view", async ({ page }) => {
      for (const [path, name, customise] of [
        ["/", "Vos choix en matière de cookies", "Personnaliser"],
        ["/optimaite", "Your cookie choices", "Customise"],
      ] as const) {
        await page.goto(path);
        const banner = page.getByRole("region", { name });
        await expect(banner).toBeVisible({ timeout: 8000 });
        await expectNoViolations(page, `${path} banner`);
        await banner.getByRole("button", { name: customise }).click();
        await expect(banner.getByRole("switch").first()).toBeVisible();
        await expectNoViolations(page, `${path} customise`);
      }
    });

    test("the audit and refine dialogs, and the toasts", async ({ page }) => {
      await acceptCookies(page);
      await page.goto("/");
      await visibleButton(page, "Audit gratuit").click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectNoViolations(page, "audit dialog");
      await page.getByRole("dialog").getByRole("button", { name: "Recevoir mon audit gratuit" }).click();
      await expectNoViolations(page, "audit dialog with errors");
      await fillAudit(page, `a11y.${width}@example.com`);
      await page.getByRole("dialog").getByRole("button", { name: "Recevoir mon audit gratuit" }).click();
      const success = page.getByRole("dialog", { name: "Audit demandé avec succès !" });
      await expect(success).toBeVisible();
      await expectNoViolations(page, "audit success");
      await success.getByRole("button", { name: "Affiner mon estimation" }).click();
      const refine = page.getByRole("dialog", { name: "Affiner mon estimation" });
      await expect(refine).toBeVisible();
      await expectNoViolations(page, "refine dialog");
      await refine.getByRole("button", { name: "Voir ma pré-analyse" }).click();
      await expect(refine.getByText("Veuillez choisir votre état civil")).toBeVisible();
      await expectNoViolations(page, "refine dialog with errors");
    });

    test("the toasts, success and error", async ({ page }) => {
      await acceptCookies(page);
      await page.goto("/#newsletter");
      const form = page.getByRole("form", { name: "Inscription à la newsletter" });
      await form.getByLabel("Votre adresse e-mail").fill(`toast.${width}@example.com`);
      await form.getByRole("button", { name: "S'inscrire" }).click();
      await expect(page.getByText("Bienvenue dans SwissHack ! 🇨🇭")).toBeVisible();
      await expectNoViolations(page, "success toast");
      await page.route("**/api/newsletter", (route) => route.fulfill({ status: 500, body: "{}" }));
      await form.getByLabel("Votre adresse e-mail").fill(`toast2.${width}@example.com`);
      await form.getByRole("button", { name: "S'inscrire" }).click();
      await expect(page.locator("[data-sonner-toast][data-type=error]")).toBeVisible();
      await expectNoViolations(page, "error toast");
    });

    test("the demo and contact dialogs, and the chat with answers", async ({ page }) => {
      await acceptCookies(page);
      await page.goto("/optimaite");
      await visibleButton(page, "Book Free Demo").click();
      const demo = page.getByRole("dialog", { name: "Book your free demo" });
      await expect(demo).toBeVisible();
      await expectNoViolations(page, "demo dialog");
      await demo.getByRole("button", { name: "Book Demo" }).click();
      await expectNoViolations(page, "demo dialog with errors");
      // The toast over the modal dialog can be closed, and closing it leaves the dialog and its inputs open. The scan
      // may outlast the first toast's few seconds: a second failed submit shows a fresh one.
      await demo.getByRole("button", { name: "Book Demo" }).click();
      const toast = page.locator("[data-sonner-toast]").last();
      await toast.getByRole("button", { name: "Close toast" }).click();
      await expect(toast).toBeHidden();
      await expect(demo).toBeVisible();
      await page.keyboard.press("Escape");

      await page.goto("/integrations");
      await page.getByRole("button", { name: "Request Custom Integration" }).click();
      await expect(page.getByRole("dialog", { name: "Contact us" })).toBeVisible();
      await expectNoViolations(page, "contact dialog");
      await page.keyboard.press("Escape");

      await openChat(page, "Open the chat assistant");
      const chat = page.getByRole("region", { name: "OptimAIte assistant" });
      await chat.getByLabel("Your message").fill("Which booking systems do you integrate with?");
      await chat.getByRole("button", { name: "Send" }).click();
      await expect(chat.getByRole("log").locator("p")).toHaveCount(3);
      await expectNoViolations(page, "chat with answers");
      // The history scrolls by keyboard: it takes the focus.
      await chat.getByRole("log").focus();
      await expect(chat.getByRole("log")).toBeFocused();
    });

    test("each admin tab", async ({ page }) => {
      await acceptCookies(page);
      await signInAsAdmin(page);
      await page.goto("/admin");
      await expect(page.getByRole("tab", { name: "Overview" })).toBeVisible();
      await expectNoViolations(page, "admin overview");
      for (const tab of ["Contacts", "Demos", "Calculator", "Visitors", "Audits", "Newsletter"]) {
        await page.getByRole("tab", { name: tab }).click();
        const panel = page.getByRole("tabpanel", { name: tab });
        await expect(panel.getByRole("table")).toBeVisible();
        await expectNoViolations(page, `admin ${tab}`);
      }
    });
  });
}

test.describe("at 320 px", () => {
  test.use({ viewport: { width: 320, height: 640 } });
  // Every language version: German words are long.
  for (const route of [
    ...LOCALIZED_PUBLIC_PATHS,
    ...SWISSHACK_APP_PATHS,
    ...LOCALIZED_APP_PATHS,
    APP_PATHS[0],
    "/404",
  ]) {
    test(`${route} does not scroll sideways`, async ({ page }) => {
      await page.goto(route);
      await page.waitForLoadState("networkidle");
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});

test("the sticky header of / is opaque, so the logo keeps its contrast over dark sections", async ({ page }) => {
  await page.goto("/");
  const background = await page.getByRole("banner").evaluate((header) => getComputedStyle(header).backgroundColor);
  expect(background).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
  expect(await page.getByRole("banner").evaluate((header) => getComputedStyle(header).backdropFilter)).toBe("none");
});
