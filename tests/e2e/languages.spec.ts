import { readFile } from "node:fs/promises";
import { readPdf } from "../../src/server/testing/pdf-reader";
import { LOCALIZED_PUBLIC_PATHS } from "../../src/shared/i18n/paths";
import { openChat } from "./support/chat";
import { withConsentGiven } from "./support/consent";
import { waitForEmail } from "./support/outbox";
import { expect, test } from "./support/test";

/** The hreflang alternates a page's HTML declares, as "tag url". */
const alternatesIn = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map(
    ([, tag, href]) => `${tag} ${new URL(href ?? "").pathname}`,
  );

test("every language version declares the same hreflang set, itself and x-default included, so every alternate points back", async ({
  request,
}) => {
  const declared = new Map<string, string[]>();
  for (const path of LOCALIZED_PUBLIC_PATHS) declared.set(path, alternatesIn(await (await request.get(path)).text()));
  for (const [path, alternates] of declared) {
    expect(
      alternates.map((alternate) => alternate.split(" ")[1]),
      path,
    ).toContain(path);
    expect(
      alternates.some((alternate) => alternate.startsWith("x-default ")),
      path,
    ).toBe(true);
    for (const alternate of alternates) {
      expect(declared.get(alternate.split(" ")[1] ?? ""), `${path} → ${alternate}`).toEqual(alternates);
    }
  }
});

test("the switcher keeps the person on the same page in another language", async ({ page }) => {
  await page.goto("/premium");
  await page.getByRole("banner").getByRole("link", { name: "Deutsch" }).click();
  await expect(page).toHaveURL(/\/de\/premium$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "de-CH");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Finanzen über 5 bis 10 Jahre");
  await page.getByRole("banner").getByRole("link", { name: "Italiano" }).click();
  await expect(page).toHaveURL(/\/it\/premium$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("5-10 anni");
});

test("a German page's scripts carry German texts of that page only; other pages' texts come with those pages", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/de");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Sparen Sie");
  const loaded = (await Promise.all(scripts.map(async (url) => (await page.request.get(url)).text()))).join("\n");
  expect(loaded).not.toContain("Économisez CHF"); // the French landing page
  expect(loaded).not.toContain("Daten, die Sie uns anvertrauen"); // the German privacy page
  expect(loaded).not.toContain("ohne Begründung"); // the German premium page

  // Reached by the site's own links (no page load), each page still shows its own texts.
  await page.getByRole("banner").getByRole("link", { name: "Premium" }).first().click();
  await expect(page).toHaveURL(/\/de\/premium$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Finanzen über 5 bis 10 Jahre");
  await expect(page.getByText("ohne Begründung")).toBeVisible();
  await expect(page).toHaveTitle("SwissHack Premium – CHF\u00a0590, Experte, 2 Jahre Begleitung");
  await page.getByRole("contentinfo").getByRole("link", { name: "Datenschutz" }).click();
  await expect(page).toHaveURL(/\/de\/datenschutz$/);
  await expect(page.getByRole("heading", { name: "Daten, die Sie uns anvertrauen" })).toBeVisible();
  await expect(page).toHaveTitle("Datenschutz und Cookies – SwissHack");
});

test.describe("a browser that prefers German", () => {
  test.use({ locale: "de-CH" });

  test("gets a suggestion on the French page, never a redirect", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/$/);
    const suggestion = page.getByRole("region", { name: "Diese Seite gibt es auch auf Deutsch." });
    await expect(suggestion).toBeVisible();
    await suggestion.getByRole("link", { name: "Auf Deutsch lesen" }).click();
    await expect(page).toHaveURL(/\/de$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Sparen Sie");
    await expect(page.getByRole("region", { name: /auch auf Deutsch/ })).toHaveCount(0);
  });

  test("sees it in the page before any script arrives, and nothing on screen moves when they do", async ({ page }) => {
    let releaseScripts = () => {};
    const scriptsHeld = new Promise<void>((resolve) => {
      releaseScripts = resolve;
    });
    await page.route("**/assets/*.js", async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto("/", { waitUntil: "commit" });
    const suggestion = page.getByRole("region", { name: "Diese Seite gibt es auch auf Deutsch." });
    await expect(suggestion).toBeVisible();
    const heading = page.getByRole("heading", { level: 1 });
    const before = await heading.boundingBox();
    releaseScripts();
    await page.waitForLoadState("networkidle");
    expect(await heading.boundingBox()).toEqual(before);
    // Declined: gone, and not offered again on the next page.
    await suggestion.getByRole("button", { name: "Nein danke" }).click();
    await expect(suggestion).toBeHidden();
    await page.goto("/premium");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("region", { name: /auch auf Deutsch/ })).toHaveCount(0);
  });
});

test("a German-speaking visitor goes from /de through the audit and its second step to a German pre-analysis, PDF and emails", async ({
  page,
}, testInfo) => {
  await page.goto("/de");
  await page.getByRole("banner").getByRole("button", { name: "Gratis-Check" }).click();
  const dialog = page.getByRole("dialog", { name: "Ihr kostenloser Finanzcheck" });
  await dialog.getByRole("button", { name: "Meinen Gratis-Check erhalten" }).click();
  await expect(dialog.getByText("Bitte geben Sie Ihren Vornamen an")).toBeVisible();
  await expect(dialog.getByText("Bitte wählen Sie Ihren Kanton")).toBeVisible();

  await dialog.getByLabel("Vorname").fill("Jonas");
  await dialog.getByRole("textbox", { name: "Name", exact: true }).fill("Keller");
  await dialog.getByLabel("E-Mail").fill("jonas.de@example.com");
  await dialog.getByLabel("Telefon").fill("+49 151 23456789");
  await expect(dialog.getByText(/^Erkannte Nummer: \+49/)).toBeVisible();
  await dialog.getByLabel("Arbeitskanton").selectOption("ZH");
  await dialog.getByLabel("Status").selectOption("resident");
  await dialog.getByLabel("Jährliches Bruttoeinkommen").selectOption("90000-120000");
  await expect(dialog.getByLabel("Jährliches Bruttoeinkommen")).toContainText(/CHF\s90'000 – 120'000/);
  await dialog.getByLabel("Aktuelle Krankenversicherung").selectOption("lamal");
  await dialog.getByLabel("Hauptziel").selectOption("all");
  await dialog.getByRole("group", { name: "Haben Sie eine Säule 3a?" }).getByLabel("Nein").check();
  await dialog
    .getByRole("group", { name: /zurückgerufen/ })
    .getByLabel("Nein, der Bericht genügt mir")
    .check();
  await dialog.getByRole("checkbox", { name: /Ich bin einverstanden/ }).check();
  await dialog.getByRole("button", { name: "Meinen Gratis-Check erhalten" }).click();

  const success = page.getByRole("dialog", { name: "Check erfolgreich angefordert!" });
  await expect(success.getByText("jonas.de@example.com")).toBeVisible();
  await success.getByRole("button", { name: "Schätzung verfeinern" }).click();

  const refine = page.getByRole("dialog", { name: "Schätzung verfeinern" });
  await refine.getByRole("button", { name: "Meine Voranalyse ansehen" }).click();
  await expect(refine.getByText("Bitte wählen Sie Ihren Zivilstand")).toBeVisible();
  await refine
    .getByRole("group", { name: "Zivilstand" })
    .getByLabel(/^Ledig/)
    .check();
  await refine.getByLabel("Berufliche Situation").selectOption("employee-with-pension-fund");
  await refine.getByLabel("Aktuelle Franchise").selectOption("300");
  await expect(refine.getByLabel("Aktuelle Franchise")).toContainText(/CHF\s2'500/);
  await refine
    .getByRole("group", { name: /Gesundheitskosten/ })
    .getByLabel(/^Tief/)
    .check();
  await refine.getByRole("button", { name: "Meine Voranalyse ansehen" }).click();
  await expect(page).toHaveURL(/\/pre-analyse\/[\w-]{40,}\?lang=de$/, { timeout: 20_000 });

  const year = new Date().getFullYear();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Ihre SwissHack-Voranalyse ${year}`);
  await expect(page.getByText(/CHF\s7'258/).first()).toBeVisible();
  await expect(page.getByRole("banner").getByRole("button", { name: "Gratis-Check" })).toBeVisible();
  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("link", { name: "PDF herunterladen" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(`voranalyse-swisshack-${year}.pdf`);
  const pdfPath = testInfo.outputPath("voranalyse.pdf");
  await download.saveAs(pdfPath);
  const pdf = await readPdf(await readFile(pdfPath));
  const text = pdf.pages.join("\n");
  expect(text).toContain(`Ihre SwissHack-Voranalyse ${year}`);
  expect(text).toMatch(/CHF\s7'258/);
  expect(text).toContain("Säule 3a");

  const confirmation = await waitForEmail("jonas.de@example.com", /Ihr Gratis-Check bei SwissHack ist angefragt/);
  expect(confirmation.text).toContain("Hallo Jonas");
  const preAnalysis = await waitForEmail("jonas.de@example.com", /Ihre SwissHack-Voranalyse/);
  expect(preAnalysis.attachments).toEqual([`voranalyse-swisshack-${year}.pdf`]);
  expect(preAnalysis.links).toContain(page.url());
});

test("an Italian visitor on /it gets the chat's answer in Italian", async ({ page }) => {
  await withConsentGiven(page);
  await page.goto("/it");
  await openChat(page, "Aprire l'assistente");
  const chat = page.getByRole("region", { name: "Assistente SwissHack" });
  await expect(chat.getByText(/Sono l'assistente SwissHack/)).toBeVisible();
  await chat.getByLabel("Il suo messaggio").fill("Quanto posso versare nel pilastro 3a?");
  await chat.getByRole("button", { name: "Inviare" }).click();
  await expect(chat.getByText(/Nel \d{4} può versare al massimo CHF\s7'258 nel pilastro 3a/)).toBeVisible();
});

test("an unknown page under /de gets the German 404", async ({ page }) => {
  const response = await page.goto("/de/gibt-es-nicht");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Seite nicht gefunden");
  await expect(page.getByRole("link", { name: "Zur Startseite" })).toHaveAttribute("href", "/de");
});
