import { signInAsAdmin } from "./support/auth";
import { expect, test } from "./support/own-server";

const PHONE = "+41 22 345 67 89";

// Issue 55, decision 0042: the owner changes SwissHack's contact phone in the Settings tab; SwissHack's prerendered
// pages show it within a minute with no rebuild and no restart, hydrating cleanly, while OptimAIte's keep their own.
// On a server of its own: the other specs read SwissHack's pages meanwhile.
test("the owner's new SwissHack phone reaches SwissHack's pages within a minute, and only them", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  await page.goto("/admin");
  await page.getByRole("tab", { name: /Réglages|Settings/ }).click();
  const phone = page.getByLabel(/Téléphone de contact|Contact phone/);
  await expect(phone).toHaveValue("");

  // A refused value stays in the field, with the field's error.
  await phone.fill("12345");
  await page.getByRole("button", { name: /^(Enregistrer|Save)$/ }).click();
  await expect(page.getByText(/Numéro de téléphone invalide|Invalid phone number/)).toBeVisible();
  await expect(phone).toHaveValue("12345");

  await phone.fill(PHONE);
  // The numbers: the Premium customers set by hand, the subscribers computed (too few yet: no number shown).
  const premium = page.getByRole("group", { name: /Clients Premium|Premium customers/ });
  await premium.getByLabel(/Chiffre saisi|A figure I enter/).check();
  await premium.getByLabel(/^(Chiffre|Figure)$/).fill("612");
  const saving = page.getByRole("group", { name: /Économie moyenne par an|Average saving per year/ });
  await saving.getByLabel(/Chiffre saisi|A figure I enter/).check();
  await saving.getByLabel(/^(Chiffre|Figure)$/).fill("4800");
  const subscribers = page.getByRole("group", { name: /Abonnés à la newsletter|Newsletter subscribers/ });
  await subscribers.getByLabel(/Calculé|Computed/).check();
  await page.getByRole("button", { name: /^(Enregistrer|Save)$/ }).click();
  const log = page.getByRole("table");
  await expect(log.getByRole("row", { name: new RegExp(PHONE.replace(/\+/g, "\\+")) })).toContainText(
    process.env.E2E_ADMIN_EMAIL ?? "",
  );

  // SwissHack's pages: the Premium page's call button and the legal notice's contact (prerendered at build time).
  await expect
    .poll(async () => (await page.request.get("/premium")).text(), { timeout: 60_000, intervals: [2_000] })
    .toContain(PHONE);
  await page.goto("/premium");
  await expect(page.getByRole("link", { name: `Parler à un expert : ${PHONE}` })).toHaveAttribute(
    "href",
    "tel:+41223456789",
  );
  await expect(page.getByText("612+", { exact: true })).toBeVisible();
  // The average saving, on the page and in what a search engine or a shared link shows of it (its description).
  await expect(page.getByRole("definition").filter({ hasText: /^CHF.4.800$/ })).toBeVisible();
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /CHF.4.800 d'économies moyennes/);
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute("content", /CHF.4.800 d'économies/);
  // A person taps at once: the page rendered with the new values takes the tap (a hydration mismatch would be a
  // console error, which fails the test) and opens the audit.
  await page.getByRole("button", { name: "Commencer par l'audit gratuit" }).first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.goto("/mentions-legales");
  await expect(page.getByText(`Téléphone : ${PHONE}`)).toBeVisible();
  await page.goto("/de/premium");
  await expect(page.getByRole("link", { name: new RegExp(PHONE.replace(/\+/g, "\\+")) })).toBeVisible();
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /im Schnitt CHF.4'800 Ersparnis/);
  // An unknown German path: its 404 page is rendered with the new details too (status 404).
  const missing = await page.request.get("/de/alte-seite");
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain(PHONE);
  // The landing page (rendered by the server): the newsletter's sentence without a count below the threshold.
  await page.goto("/");
  await expect(page.locator("#newsletter")).toContainText("Un seul e-mail par semaine au maximum");
  await expect(page.locator("#newsletter")).not.toContainText("Rejoignez");
  // A client-side navigation reads the page's loader data (.data), rendered with the same values; a person taps the
  // footer's link at once, hydrated or not, and reads the phone either way.
  expect(await (await page.request.get("/mentions-legales.data")).text()).toContain(PHONE);
  await page.getByRole("contentinfo").getByRole("link", { name: "Mentions légales" }).click();
  await expect(page.getByText(`Téléphone : ${PHONE}`)).toBeVisible();

  // OptimAIte keeps its own details (none in this run): its legal notice has no phone at all.
  for (const path of ["/legal-notice", "/fr/mentions-legales", "/optimaite"]) {
    expect(await (await page.request.get(path)).text(), path).not.toContain(PHONE);
  }
  await page.goto("/legal-notice");
  await expect(page.getByText(/^Phone:/)).toHaveCount(0);
});

test("the Settings tab at desktop and phone widths", async ({ page }) => {
  await signInAsAdmin(page);
  for (const [name, width] of [
    ["desktop", 1280],
    ["phone", 375],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin");
    await page.getByRole("tab", { name: /Réglages|Settings/ }).click();
    await expect(page.getByLabel(/Numéro IDE|IDE number/)).toBeVisible();
    // Nothing of the tab wider than the screen (the log table scrolls in its own box).
    const wide = await page.evaluate((limit) => {
      return [...document.querySelectorAll('section[aria-labelledby="settings-title"] *')]
        .filter((el) => el.getBoundingClientRect().right > limit + 1 && !el.closest("[data-scroll], .overflow-x-auto"))
        .slice(0, 5)
        .map((el) => `${el.tagName}.${el.className}`.slice(0, 120));
    }, width);
    expect(wide).toEqual([]);
    await page.screenshot({ path: `test-results/site-settings-${name}.png`, fullPage: true });
  }
});
