import type { Locator, Page } from "@playwright/test";
import { validAuditRequest } from "../../src/shared/schemas/audit.fixture";
import { createPreAnalysis, fillAudit } from "./support/audit";
import { expect, test } from "./support/test";

test.use({ viewport: { width: 375, height: 740 } });

test.beforeEach(async ({ page }) => {
  // A visitor who already answered the cookie banner: the floating button shows.
  await page.addInitScript(() => {
    localStorage.setItem(
      "cookie_consent",
      JSON.stringify({ necessary: true, analytics: false, marketing: false, timestamp: new Date().toISOString() }),
    );
  });
});

/** What the floating button must not cover: elements matching a selector, and whose text matches when given. */
interface Target {
  selector: string;
  text?: string;
}

/**
 * Scrolls the page from top to bottom and, wherever the floating button shows, checks that it covers none of the
 * targets; answers what it covered (and where) and at how many positions it showed.
 */
function sweep(page: Page, region: string, targets: Target[]) {
  return page.evaluate(
    async ({ region, targets }) => {
      // The widget checks in the frame after the scroll and React renders its answer in a task after that: on a
      // loaded machine two frames alone were sometimes too early (the button still shown over a footer link).
      const frame = async () => {
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        await new Promise((resolve) => setTimeout(resolve, 50));
        await new Promise((resolve) => requestAnimationFrame(resolve));
      };
      const elements = targets.flatMap(({ selector, text }) =>
        [...document.querySelectorAll<HTMLElement>(selector)].filter(
          (element) => !text || new RegExp(text).test((element.textContent ?? "").trim()),
        ),
      );
      const bottom = document.documentElement.scrollHeight - window.innerHeight;
      const covered: string[] = [];
      let shown = 0;
      for (let y = 0; y <= bottom + 120; y += 120) {
        window.scrollTo({ top: Math.min(y, bottom), behavior: "instant" });
        await frame();
        const aside = document.querySelector<HTMLElement>(`aside[aria-label="${region}"]`);
        const button = aside?.querySelector("button");
        // Stepped aside: transparent and not hit by the pointer (it stays in the tab order).
        if (!aside || !button || getComputedStyle(aside).opacity === "0") continue;
        shown += 1;
        const box = button.getBoundingClientRect();
        for (const element of elements) {
          const r = element.getBoundingClientRect();
          if (r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top) {
            covered.push(`${(element.textContent ?? "").trim().slice(0, 40)} at scroll ${window.scrollY}`);
          }
        }
      }
      return { covered, shown, elements: elements.length };
    },
    { region, targets },
  );
}

/** On /, the floating button covers neither the promise, nor the amounts, nor the audit buttons, and shows below. */
async function homeSweep(page: Page) {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const widget = page.getByRole("complementary", { name: "Contact et assistant" });
  // The first screen: the promise and the amount are in the clear.
  await page.waitForTimeout(300);
  const amount = page.getByText(/^CHF\s2\s000\s–\s6\s000$/);
  await expect(amount.first()).toBeInViewport();
  const { covered, shown, elements } = await sweep(page, "Contact et assistant", [
    { selector: "h1" },
    { selector: "main *", text: "^CHF\\s2\\s000\\s–\\s6\\s000$" },
    { selector: "main button", text: "^Audit gratuit$" },
  ]);
  expect(elements, "the promise, the amounts and the buttons are found").toBeGreaterThanOrEqual(3);
  expect(covered).toEqual([]);
  expect(shown, "the button shows once the visitor scrolls past the first screen").toBeGreaterThan(3);
  // At the very bottom it covers no link: the page keeps space for it.
  await expect(widget.getByRole("button")).toBeVisible();
}

test("the floating button never covers the home page's promise and amounts on a phone", ({ page }) => homeSweep(page));

test.describe("on a laptop", () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test("the floating button never covers the home page's figures either", ({ page }) => homeSweep(page));
});

test("the floating button never covers the pre-analysis summary card", async ({ page, request }) => {
  const token = await createPreAnalysis(
    request,
    { ...validAuditRequest, canton: "VD", status: "resident", email: `summary.${Date.now()}@example.com` },
    { paid3aThisYear: 0, expectedCosts: "low" },
  );
  await page.goto(`/pre-analyse/${token}`);
  const summary = page.getByRole("region", { name: "En résumé" });
  await expect(summary).toBeVisible();
  const { covered, shown, elements } = await sweep(page, "Contact et assistant", [
    { selector: 'section[aria-labelledby="pa-summary"]' },
  ]);
  expect(elements).toBe(1);
  expect(covered).toEqual([]);
  expect(shown).toBeGreaterThan(3);
});

for (const [path, region] of [
  ["/faq", "Contact and chat"],
  ["/integrations", "Contact and chat"],
  ["/details", "Contact and chat"],
  ["/premium", "Contact et assistant"],
  ["/confidentialite", "Contact et assistant"],
] as const) {
  test(`on ${path} the floating button never covers a link, a button or an FAQ toggle`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const { covered, shown, elements } = await sweep(page, region, [
      { selector: "main a[href], main button, main summary, footer a[href], footer button" },
    ]);
    expect(elements).toBeGreaterThan(3);
    expect(covered).toEqual([]);
    expect(shown, "the button still shows while the visitor reads").toBeGreaterThan(2);
  });
}

/** The dialog's top edge and its title are on screen, not scrolled out of its own scroll area. */
async function expectTopInView(dialog: Locator, title: string) {
  await expect(dialog).toBeVisible();
  const heading = dialog.getByRole("heading", { name: title });
  await expect(heading).toBeInViewport({ ratio: 1 });
  expect(await dialog.evaluate((element) => element.scrollTop)).toBe(0);
  const [dialogBox, headingBox] = [await dialog.boundingBox(), await heading.boundingBox()];
  expect(dialogBox && headingBox && dialogBox.y >= 0 && headingBox.y >= dialogBox.y).toBe(true);
}

test("each step of the audit dialog opens at its top: form, confirmation, second step", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Audit gratuit" }).click();
  const form = page.getByRole("dialog", { name: "Votre audit financier gratuit" });
  await expectTopInView(form, "Votre audit financier gratuit");
  await fillAudit(page, `top.${Date.now()}@example.com`);
  await form.getByRole("button", { name: "Recevoir mon audit gratuit" }).click();

  const success = page.getByRole("dialog", { name: "Audit demandé avec succès !" });
  await expectTopInView(success, "Audit demandé avec succès !");
  // The check-mark icon above the title is not cut.
  const icon = await success.locator("svg").first().boundingBox();
  const box = await success.boundingBox();
  expect(icon && box && icon.y >= box.y).toBe(true);
  await expect(success.getByRole("heading")).toBeFocused();

  await success.getByRole("button", { name: "Affiner mon estimation" }).click();
  const refine = page.getByRole("dialog", { name: "Affiner mon estimation" });
  await expectTopInView(refine, "Affiner mon estimation");
  await refine.getByRole("button", { name: "Retour" }).click();
  await expectTopInView(success, "Audit demandé avec succès !");
});

test("the demo and contact dialogs open at their top", async ({ page }) => {
  await page.goto("/optimaite");
  await page.getByRole("main").getByRole("button", { name: "Book Free Demo" }).first().click();
  await expectTopInView(page.getByRole("dialog", { name: "Book your free demo" }), "Book your free demo");
  await page.keyboard.press("Escape");
  await page.goto("/integrations");
  await page.getByRole("button", { name: "Request Custom Integration" }).click();
  await expectTopInView(page.getByRole("dialog", { name: "Contact us" }), "Contact us");
});
