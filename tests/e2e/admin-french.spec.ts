import path from "node:path";
import type { Page } from "@playwright/test";
import { withConsentGiven } from "./support/consent";
import { expect, test } from "./support/test";

// Issue 55 (decision 0044): the back office reads in the account's language, French until the account chooses. This
// walk has an admin of its own (E2E_OWNER_EMAIL): switching it to English changes no other walk's back office.

/** Each tab, and words only its French panel shows. */
const FRENCH_TABS: [RegExp, (page: Page) => Promise<void>][] = [
  [
    /^Vue d'ensemble/,
    async (page) => {
      await expect(page.getByRole("heading", { name: "Entonnoir et sources" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Demande d'une personne concernée" })).toBeVisible();
    },
  ],
  [/^Contacts/, async (page) => expect(panel(page).getByRole("link", { name: "Exporter en CSV" })).toBeVisible()],
  [
    /^Démos/,
    async (page) => expect(panel(page).getByRole("heading", { name: /^Rendez-vous \(heure de/ })).toBeVisible(),
  ],
  [/^Calculateur/, async (page) => expect(panel(page).getByLabel("Statut")).toBeVisible()],
  [/^Visiteurs/, async (page) => expect(panel(page).getByRole("combobox", { name: "Page" })).toBeVisible()],
  [
    /^Audits/,
    async (page) => {
      await expect(panel(page).getByRole("columnheader", { name: /^Rapport sous 48\sh$/ })).toBeVisible();
      await expect(panel(page).getByRole("columnheader", { name: "Pré-analyse" })).toBeVisible();
    },
  ],
  [/^Newsletter/, async (page) => expect(page.getByRole("button", { name: "Rédiger une campagne" })).toBeVisible()],
  [
    /^Disponibilités/,
    async (page) => expect(page.getByRole("group", { name: "Horaires de la semaine" })).toBeVisible(),
  ],
  [/^Articles/, async (page) => expect(page.getByRole("button", { name: "Nouvel article" })).toBeVisible()],
];

/** Words the English back office shows, none of which a French one may show. */
const ENGLISH_WORDS = [
  "Admin Dashboard",
  "Overview",
  "Loading…",
  "Sign Out",
  "Sitemap",
  "Back office",
  "Export CSV",
  "Load more",
  "Nothing here yet.",
  "Details",
  "Every status",
  "Last touch",
  "Funnel and sources",
  "Data-subject request",
  "Export data",
  "Weekly hours",
  "Save availability",
  "Blog posts",
  "New post",
  "Newsletter campaigns",
  "Write a campaign",
  "Subscribers by language",
  "Meeting length",
];

const panel = (page: Page) => page.getByRole("tabpanel");

async function expectNoEnglish(page: Page, where: string) {
  for (const words of ENGLISH_WORDS)
    await expect(page.getByText(words, { exact: true }).filter({ visible: true }), `${where}: ${words}`).toHaveCount(0);
}

/** Nothing wider than the window: French words are longer. */
async function expectNoOverflow(page: Page, where: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${where} is wider than the window`).toBeLessThanOrEqual(0);
}

test("the owner's back office reads in French, and in English once chosen, across a reload", async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await withConsentGiven(page);

  // Signed out, the back office sends the owner to the French sign-in, then back.
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/auth\?site=swisshack&lang=fr&next=%2Fadmin$/);
  const form = page.getByRole("tabpanel", { name: "Se connecter" });
  await form.getByLabel("E-mail").fill(process.env.E2E_OWNER_EMAIL ?? "");
  await form.getByLabel("Mot de passe").fill(process.env.E2E_ADMIN_PASSWORD ?? "");
  await form.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/admin$/);

  await expect(page.getByRole("heading", { level: 1, name: "Tableau de bord" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CH");
  await expect(page.getByRole("button", { name: "Français" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("link", { name: "Plan du site" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Se déconnecter" })).toBeVisible();

  for (const [name, expectFrench] of FRENCH_TABS) {
    await page.getByRole("tab", { name }).click();
    await expectFrench(page);
    await expect(page.getByRole("status").filter({ hasText: /Chargement/ })).toHaveCount(0);
    await expectNoEnglish(page, String(name));
  }

  // Two tabs in French, on a desktop and on a phone: nothing overflows the window.
  for (const [width, height] of [
    [1280, 900],
    [375, 812],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const [tab, file] of [
      [/^Vue d'ensemble/, "overview"],
      [/^Audits/, "audits"],
    ] as const) {
      await page.getByRole("tab", { name: tab }).click();
      await expect(panel(page)).toBeVisible();
      await expectNoOverflow(page, `${file} at ${width} px`);
      const shot = `admin-fr-${file}-${width}.png`;
      await page.screenshot({
        path: path.join(process.env.ADMIN_SHOTS_DIR ?? testInfo.outputDir, shot),
        fullPage: true,
      });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // English, chosen in the frame, stays after a reload; French again the same way.
  await page.getByRole("button", { name: "English" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  await expect(page.getByRole("tab", { name: /^Overview/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "English" })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Français" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Tableau de bord" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Tableau de bord" })).toBeVisible();
});
