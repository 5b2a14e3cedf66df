import type { Locator, Page } from "@playwright/test";
import { fillAudit } from "./support/audit";
import { withConsentGiven } from "./support/consent";
import { focusedInSight, focusInSightSoon } from "./support/focus-in-sight";
import { expect, test } from "./support/test";

/**
 * Issue 58, field round five: keyboard walks on the public sites that still lost people. Each presses keys as soon as
 * the controls show and judges what a person sees: the focused control in sight (not scrolled away, not under a
 * toast, the cookie settings or the chat), the layer Escape closes gone, and the focus never on <body>.
 */

const PHONE = { width: 375, height: 740 };
const LAPTOP = { width: 1280, height: 800 };
/**
 * Enough of the control in sight to see which it is and where its focus ring is: more than half of it (a link's inline
 * box overlaps the line under it by a few pixels, which the hit test counts as covered).
 */
const IN_SIGHT = 0.6;

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/**
 * The person has scrolled the dialog down to its first field (its title and close button gone above the top edge, as
 * a wheel or a swipe leaves it), clicks into that field, then presses Shift+Tab: the focus must go to the close
 * button, and the close button must come into sight.
 */
async function shiftTabFromFirstFieldToClose(page: Page, dialog: Locator, firstField: Locator, closeName: string) {
  await expect(firstField).toBeVisible();
  await firstField.evaluate((field) => field.scrollIntoView({ block: "start", behavior: "instant" }));
  await firstField.click();
  await expect(firstField).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(dialog.getByRole("button", { name: closeName, exact: true })).toBeFocused();
  const sight = await focusInSightSoon(page);
  expect(sight.share, "the close button in sight").toBeGreaterThanOrEqual(IN_SIGHT);
}

/** Opens the audit dialog from the hero's button, as a person with a keyboard does. */
async function openAudit(page: Page, path: string, button: string, dialogName: string) {
  await page.goto(path);
  const open = page.getByRole("main").getByRole("button", { name: button, exact: true }).first();
  await open.focus();
  await page.keyboard.press("Enter");
  return page.getByRole("dialog", { name: dialogName });
}

/** The German first step: a frontalier working in Geneva, no callback. */
async function fillAuditInGerman(dialog: Locator, email: string) {
  await dialog.getByLabel("Vorname").fill("Lea");
  await dialog.getByRole("textbox", { name: "Name", exact: true }).fill("Müller");
  await dialog.getByLabel("E-Mail").fill(email);
  await dialog.getByLabel("Telefon").fill("+41 79 123 45 67");
  await dialog.getByLabel("Arbeitskanton").selectOption("GE");
  await dialog.getByLabel(/^Status/).selectOption("frontalier");
  await dialog.getByLabel("Wohnsitzland").selectOption("FR");
  await dialog.getByLabel("Jährliches Bruttoeinkommen").selectOption("90000-120000");
  await dialog.getByLabel("Aktuelle Krankenversicherung").selectOption("lamal");
  await dialog.getByLabel("Hauptziel").selectOption("all");
  await dialog
    .getByRole("group", { name: /Säule 3a/ })
    .getByLabel("Nein", { exact: true })
    .check();
  await dialog
    .getByRole("group", { name: /zurückgerufen/ })
    .getByLabel("Nein, der Bericht genügt mir")
    .check();
  await dialog.getByRole("checkbox", { name: /Ich bin einverstanden/ }).check();
}

test.describe("walk 1: Shift+Tab from a dialog's first field shows its close button", () => {
  test.beforeEach(async ({ page }) => withConsentGiven(page));

  test("the audit's first step in French at 375 px", async ({ page }) => {
    await page.setViewportSize(PHONE);
    const dialog = await openAudit(page, "/", "Audit gratuit", "Votre audit financier gratuit");
    await shiftTabFromFirstFieldToClose(page, dialog, dialog.getByLabel("Prénom"), "Fermer");
  });

  test("the audit's first step in German at 1280 px", async ({ page }) => {
    await page.setViewportSize(LAPTOP);
    const dialog = await openAudit(page, "/de", "Gratis-Check", "Ihr kostenloser Finanzcheck");
    await shiftTabFromFirstFieldToClose(page, dialog, dialog.getByLabel("Vorname"), "Schliessen");
  });

  test("the audit's first step in Italian at 375 px", async ({ page }) => {
    await page.setViewportSize(PHONE);
    const dialog = await openAudit(page, "/it", "Audit gratuito", "Il suo audit finanziario gratuito");
    await shiftTabFromFirstFieldToClose(
      page,
      dialog,
      dialog.getByRole("textbox", { name: "Nome", exact: true }),
      "Chiudere",
    );
  });

  test("the audit's second step in German at 1280 px", async ({ page }) => {
    await page.setViewportSize(LAPTOP);
    const dialog = await openAudit(page, "/de", "Gratis-Check", "Ihr kostenloser Finanzcheck");
    await fillAuditInGerman(dialog, `walk.de.${Date.now()}@example.com`);
    await dialog.getByRole("button", { name: "Meinen Gratis-Check erhalten" }).click();
    await page.getByRole("button", { name: "Schätzung verfeinern" }).click();
    const refine = page.getByRole("dialog", { name: "Schätzung verfeinern" });
    const single = refine.getByRole("group", { name: "Zivilstand" }).getByLabel(/^Ledig/);
    await shiftTabFromFirstFieldToClose(page, refine, single, "Schliessen");
  });

  test("OptimAIte's demo dialog at 375 px", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/optimaite");
    const open = page.getByRole("main").getByRole("button", { name: "Book Free Demo", exact: true }).first();
    await open.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Book your free demo" });
    await shiftTabFromFirstFieldToClose(page, dialog, dialog.getByLabel("Name"), "Close");
  });
});

test.describe("walk 2: the audit's second step", () => {
  test.use({ viewport: PHONE });
  test.beforeEach(async ({ page }) => withConsentGiven(page));

  test("Shift+Tab leaves the civil-status radios, chosen or not, and the close button it reaches is in sight", async ({
    page,
  }) => {
    const dialog = await openAudit(page, "/", "Audit gratuit", "Votre audit financier gratuit");
    await fillAudit(page, `walk.refine.${Date.now()}@example.com`);
    await dialog.getByRole("button", { name: "Recevoir mon audit gratuit" }).click();
    await page.getByRole("button", { name: "Affiner mon estimation" }).click();
    const refine = page.getByRole("dialog", { name: "Affiner mon estimation" });
    const civilStatus = refine.getByRole("group", { name: "État civil" });
    const children = refine.getByLabel("Enfants à charge");
    const inCivilStatus = () => civilStatus.evaluate((group) => group.contains(document.activeElement));

    for (const chosen of [null, /Marié/]) {
      if (chosen) await civilStatus.getByLabel(chosen).check();
      for (let step = 0; step < 6 && !(await isFocused(children)); step++) await page.keyboard.press("Tab");
      await expect(children).toBeFocused();
      await page.keyboard.press("Shift+Tab");
      expect(await inCivilStatus(), "Shift+Tab from the children enters the radios").toBe(true);
      await page.keyboard.press("Shift+Tab");
      expect(await inCivilStatus(), "a second Shift+Tab leaves them").toBe(false);
      await expect(refine.getByRole("button", { name: "Fermer", exact: true })).toBeFocused();
      expect((await focusInSightSoon(page)).share).toBeGreaterThanOrEqual(IN_SIGHT);
    }
  });
});

test.describe("walk 3: the newsletter's success toast", () => {
  test.beforeEach(async ({ page }) => withConsentGiven(page));

  /** Subscribes from the form read at the bottom of the screen, where the toasts slide in; answers the toast. */
  async function subscribe(page: Page, address: string) {
    await page.goto("/#newsletter");
    const form = page.getByRole("form", { name: "Inscription à la newsletter" });
    const email = form.getByLabel("Votre adresse e-mail");
    await email.fill(address);
    await email.evaluate((field) => field.scrollIntoView({ block: "end", behavior: "instant" }));
    await email.press("Enter");
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Bienvenue dans SwissHack ! 🇨🇭" });
    await expect(toast).toBeVisible();
    return toast;
  }

  for (const viewport of [PHONE, LAPTOP]) {
    test(`at ${viewport.width} px it hides no control the person tabs to while it shows`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const toast = await subscribe(page, `walk.toast.${viewport.width}.${Date.now()}@example.com`);
      const hidden: string[] = [];
      const judge = async (step: string) => {
        const sight = await focusInSightSoon(page, { enough: IN_SIGHT, timeout: 1_000 });
        if (sight.share < IN_SIGHT && (await toast.isVisible())) {
          hidden.push(`${step}: ${sight.name} (${Math.round(sight.share * 100)} %)`);
        }
      };
      await judge("after sending");
      // On through the footer's links, some of which lie where the toast shows, for as long as it shows.
      for (let step = 1; step <= 10 && (await toast.isVisible()); step++) {
        await page.keyboard.press("Tab");
        await judge(`Tab ${step}`);
      }
      expect(hidden).toEqual([]);
    });

    test(`at ${viewport.width} px Escape closes it`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const toast = await subscribe(page, `walk.escape.${viewport.width}.${Date.now()}@example.com`);
      await page.keyboard.press("Escape");
      // Well before the toast's own 4 s.
      await expect(toast).toHaveCount(0, { timeout: 1_500 });
    });
  }
});

test.describe("walk 4: the cookie settings reopened from the footer", () => {
  test.use({ viewport: PHONE });
  test.beforeEach(async ({ page }) => withConsentGiven(page));

  test("at 375 px they hide no focused control, and Escape closes them, the focus back on the footer's button", async ({
    page,
  }) => {
    await page.goto("/");
    const footerButton = page.getByRole("contentinfo").getByRole("button", { name: "Paramètres des cookies" });
    await footerButton.focus();
    await page.keyboard.press("Enter");
    const settings = page.getByRole("region", { name: "Vos choix en matière de cookies" });
    await expect(settings.getByRole("button", { name: "Enregistrer" })).toBeVisible();
    const opened = await focusInSightSoon(page);
    expect(opened.share, `the focused ${opened.name} is in sight`).toBeGreaterThanOrEqual(IN_SIGHT);
    await page.keyboard.press("Escape");
    await expect(settings).toBeHidden({ timeout: 1_500 });
    await expect(footerButton).toBeFocused();
    expect((await focusInSightSoon(page)).share).toBeGreaterThanOrEqual(IN_SIGHT);

    // Open again, then back out of them onto the page: the page's controls show above them.
    await page.keyboard.press("Enter");
    await expect(settings.getByRole("button", { name: "Enregistrer" })).toBeVisible();
    const hidden: string[] = [];
    for (let step = 1; step <= 3; step++) {
      await page.keyboard.press("Shift+Tab");
      const sight = await focusInSightSoon(page);
      if (sight.share < IN_SIGHT) hidden.push(`Shift+Tab ${step}: ${sight.name}`);
    }
    expect(hidden).toEqual([]);
  });
});

/** Counts, from now on, the frames and DOM changes after which the focus sat on <body>. */
async function watchFocusOnBody(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const record = window as unknown as { focusOnBody: number };
    record.focusOnBody = 0;
    const note = () => {
      if (document.activeElement === document.body || document.activeElement === null) record.focusOnBody += 1;
    };
    new MutationObserver(note).observe(document.body, { childList: true, subtree: true, attributes: true });
    const started = performance.now();
    const frame = () => {
      note();
      if (performance.now() - started < 3_000) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  return () => page.evaluate(() => (window as unknown as { focusOnBody: number }).focusOnBody);
}

test.describe("walk 5: the chat at 375 px", () => {
  test.use({ viewport: PHONE });
  test.beforeEach(async ({ page }) => withConsentGiven(page));

  test("Enter on its button puts the focus straight into its input, never on <body>", async ({ page }) => {
    await page.goto("/optimaite");
    const open = page.getByRole("button", { name: "Open the chat assistant" });
    await open.focus();
    await expect(open).toBeFocused();
    const framesOnBody = await watchFocusOnBody(page);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("textbox", { name: "Your message" })).toBeFocused();
    expect(await framesOnBody()).toBe(0);
  });

  test("the page's controls tabbed to with the chat open show above it, and Escape closes it", async ({ page }) => {
    await page.goto("/optimaite");
    const open = page.getByRole("button", { name: "Open the chat assistant" });
    await open.focus();
    await page.keyboard.press("Enter");
    const chat = page.getByRole("complementary", { name: "Contact and chat" });
    const input = page.getByRole("textbox", { name: "Your message" });
    await expect(input).toBeFocused();
    await page.screenshot({ path: test.info().outputPath("chat-open-375.png") });
    // Out of the chat, backwards, onto the page's last controls (the footer's), then on up the page.
    const hidden: string[] = [];
    for (let step = 1; step <= 8; step++) {
      await page.keyboard.press("Shift+Tab");
      if (await chat.evaluate((region) => region.contains(document.activeElement))) continue;
      const sight = await focusInSightSoon(page);
      if (sight.share < IN_SIGHT) hidden.push(`Shift+Tab ${step}: ${sight.name}`);
    }
    expect(hidden).toEqual([]);
    await input.focus();
    await page.keyboard.press("Escape");
    await expect(input).toBeHidden();
    await expect(open).toBeFocused();
    expect((await focusedInSight(page)).share).toBeGreaterThan(0);
  });
});

test.describe("walk 6: Escape twice in a row over a dialog's toast", () => {
  test.use({ viewport: LAPTOP });
  test.beforeEach(async ({ page }) => withConsentGiven(page));

  test("the first Escape closes the toast, the second the dialog, however quickly they follow", async ({ page }) => {
    await page.goto("/optimaite");
    await page.getByRole("banner").getByRole("button", { name: "Book Free Demo" }).click();
    const demo = page.getByRole("dialog", { name: "Book your free demo" });
    await demo.getByRole("button", { name: "Book Demo" }).click();
    await expect(page.locator("[data-sonner-toast]").first()).toBeVisible();
    // A person closing both layers presses Escape twice; on a loaded machine both presses can arrive before the next
    // frame, and the toast's closing must not swallow the second (sent here within one task, as they then arrive).
    await page.evaluate(() => {
      for (let press = 0; press < 2; press++) {
        const target = document.activeElement ?? document.body;
        target.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true }));
      }
    });
    await expect(demo).toBeHidden({ timeout: 2_000 });
    await expect(page.getByRole("banner").getByRole("button", { name: "Book Free Demo" })).toBeFocused();
  });
});
