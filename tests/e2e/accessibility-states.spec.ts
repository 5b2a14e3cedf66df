import type { Page } from "@playwright/test";
import { LOCALIZED_APP_PATHS, LOCALIZED_PUBLIC_PATHS } from "../../src/shared/i18n/paths";
import { APP_PATHS, SWISSHACK_APP_PATHS } from "../../src/shared/routes";
import { fillAudit } from "./support/audit";
import { signInAsAdmin } from "./support/auth";
import { axe } from "./support/axe";
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
  const results = await axe(page).withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]).analyze();
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

    for (const [path, name, customise] of [
      ["/", "Vos choix en matière de cookies", "Personnaliser"],
      ["/optimaite", "Your cookie choices", "Customise"],
    ] as const) {
      test(`the cookie banner of ${path} and its customise view`, async ({ page }) => {
        await page.goto(path);
        const banner = page.getByRole("region", { name });
        await expect(banner).toBeVisible({ timeout: 8000 });
        await expectNoViolations(page, `${path} banner`);
        await banner.getByRole("button", { name: customise }).click();
        await expect(banner.getByRole("switch").first()).toBeVisible();
        await expectNoViolations(page, `${path} customise`);
      });
    }

    test("the audit dialog, empty and with its errors", async ({ page }) => {
      await acceptCookies(page);
      await page.goto("/");
      await visibleButton(page, "Audit gratuit").click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectNoViolations(page, "audit dialog");
      await page.getByRole("dialog").getByRole("button", { name: "Recevoir mon audit gratuit" }).click();
      await expectNoViolations(page, "audit dialog with errors");
    });

    test("the audit's success and the refine dialog with its errors", async ({ page }) => {
      await acceptCookies(page);
      await page.goto("/");
      await visibleButton(page, "Audit gratuit").click();
      await fillAudit(page, `a11y.${width}@example.com`);
      await page.getByRole("dialog").getByRole("button", { name: "Recevoir mon audit gratuit" }).click();
      const success = page.getByRole("dialog", { name: "Audit demandé avec succès !" });
      await expect(success).toBeVisible();
      await expectNoViolations(page, "audit success");
      await success.getByRole("button", { name: "Affiner mon estimation" }).click();
      const refine = page.getByRole("dialog", { name: "Affiner mon estimation" });
      await expect(refine).toBeVisible();
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

    test("the demo dialog, with its errors and their toast", async ({ page }) => {
      await acceptCookies(page);
      await page.goto("/optimaite");
      await visibleButton(page, "Book Free Demo").click();
      const demo = page.getByRole("dialog", { name: "Book your free demo" });
      await expect(demo).toBeVisible();
      await demo.getByRole("button", { name: "Book Demo" }).click();
      await expect(demo.getByText("Name is required")).toBeVisible();
      await expectNoViolations(page, "demo dialog with errors");
      // The toast over the modal dialog can be closed, and closing it leaves the dialog and its inputs open. The scan
      // may outlast the first toast's few seconds: a second failed submit shows a fresh one.
      await demo.getByRole("button", { name: "Book Demo" }).click();
      const toast = page.locator("[data-sonner-toast]").last();
      await toast.getByRole("button", { name: "Close toast" }).click();
      await expect(toast).toBeHidden();
      await expect(demo).toBeVisible();
    });

    test("the contact dialog", async ({ page }) => {
      await acceptCookies(page);
      await page.goto("/integrations");
      await page.getByRole("button", { name: "Request Custom Integration" }).click();
      await expect(page.getByRole("dialog", { name: "Contact us" })).toBeVisible();
      await expectNoViolations(page, "contact dialog");
    });

    test("the chat with answers", async ({ page }) => {
      await acceptCookies(page);
      await page.goto("/integrations");
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

    for (const tab of ["Overview", "Contacts", "Demos", "Calculator", "Visitors", "Audits", "Newsletter"]) {
      test(`the admin's ${tab} tab`, async ({ page }) => {
        await acceptCookies(page);
        await signInAsAdmin(page, "en");
        await expect(page).toHaveURL(/\/admin$/);
        await page.getByRole("tab", { name: tab }).click();
        const panel = page.getByRole("tabpanel", { name: tab });
        await expect(tab === "Overview" ? panel : panel.getByRole("table").first()).toBeVisible();
        await expectNoViolations(page, `admin ${tab}`);
      });
    }
  });
}

/** What sticks out past the right edge of the screen (nothing, when the page does not scroll sideways). */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    const inScrollBox = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== "visible") return true;
      }
      return false;
    };
    return [...document.body.querySelectorAll<HTMLElement>("*")]
      .filter((element) => {
        const spills =
          element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX === "visible";
        const pastTheEdge = element.getBoundingClientRect().right > width + 0.5;
        return (spills || pastTheEdge) && !inScrollBox(element);
      })
      .map((element) => `<${element.localName}> "${element.textContent?.trim().slice(0, 40)}"`)
      .slice(-5)
      .concat(`page ${document.documentElement.scrollWidth - width} px wider than the screen`);
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
    test(`${route} does not scroll sideways, also in a wider font`, async ({ page }) => {
      await page.goto(route);
      await page.waitForLoadState("networkidle");
      expect(await sidewaysOverflow(page), "the device's font").toEqual([]);
      // The pages use the device's font (decision 0026): a phone's may be wider than this machine's. Spacing every
      // letter by 0.1em makes any font about 15 % wider, more than DejaVu Sans, the widest usual fallback.
      await page.addStyleTag({ content: "* { letter-spacing: 0.1em !important; }" });
      expect(await sidewaysOverflow(page), "a font 15 % wider").toEqual([]);
    });
  }
});

test("the sticky header of / is opaque, so the logo keeps its contrast over dark sections", async ({ page }) => {
  await page.goto("/");
  const background = await page.getByRole("banner").evaluate((header) => getComputedStyle(header).backgroundColor);
  expect(background).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
  expect(await page.getByRole("banner").evaluate((header) => getComputedStyle(header).backdropFilter)).toBe("none");
});
