import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";

/** An Italian-speaking employee fills the first step on /it and opens the second one. */
async function openItalianRefine(page: Page, email: string) {
  await page.goto("/it");
  await page.getByRole("banner").getByRole("button", { name: "Audit gratuito" }).click();
  const dialog = page.getByRole("dialog", { name: "Il suo audit finanziario gratuito" });
  await dialog.getByRole("textbox", { name: "Nome", exact: true }).fill("Giulia");
  await dialog.getByLabel("Cognome").fill("Bernasconi");
  await dialog.getByLabel("E-mail").fill(email);
  await dialog.getByLabel("Telefono").fill("+41 91 123 45 67");
  await dialog.getByLabel("Cantone di lavoro").selectOption("TI");
  await dialog.getByLabel(/^Situazione/).selectOption("resident");
  await dialog.getByLabel("Reddito annuo lordo").selectOption("60000-90000");
  await dialog.getByLabel("Assicurazione malattie attuale").selectOption("lamal");
  await dialog.getByLabel("Obiettivo principale").selectOption("all");
  await dialog.getByRole("group", { name: "Ha un pilastro 3a?" }).getByLabel("No", { exact: true }).check();
  await dialog
    .getByRole("group", { name: /richiamato/ })
    .getByLabel("No, il rapporto mi basta")
    .check();
  await dialog.getByRole("checkbox", { name: /Accetto/ }).check();
  await dialog.getByRole("button", { name: "Ricevere il mio audit gratuito" }).click();
  await page
    .getByRole("dialog", { name: "Audit richiesto con successo!" })
    .getByRole("button", { name: "Affinare la mia stima" })
    .click();
  const refine = page.getByRole("dialog", { name: "Affinare la mia stima" });
  await refine
    .getByRole("group", { name: "Stato civile" })
    .getByLabel(/^Celibe/)
    .check();
  await refine.getByLabel("Situazione professionale").selectOption("employee-with-pension-fund");
  await refine.getByLabel("Franchigia attuale").selectOption("300");
  await refine
    .getByRole("group", { name: /spese sanitarie/ })
    .getByLabel(/^Basse/)
    .check();
  return refine;
}

test("an Italian second step the server refuses is explained in Italian, and the answers stay", async ({ page }) => {
  let answer = {
    status: 404,
    body: { error: "Demande d'audit introuvable : recommencez l'audit depuis le formulaire." },
  };
  await page.route("**/api/audit-requests/*/pre-analysis", (route) =>
    route.fulfill({
      status: answer.status,
      contentType: "application/json",
      headers: answer.status === 429 ? { "retry-after": "120" } : {},
      body: JSON.stringify(answer.body),
    }),
  );
  const refine = await openItalianRefine(page, "giulia.refus@example.com");
  await refine.getByRole("button", { name: "Vedere la mia preanalisi" }).click();
  await expect(page.getByText(/Non troviamo più la sua richiesta di audit/)).toBeVisible();
  await expect(page.getByText(/introuvable/)).toHaveCount(0);

  answer = { status: 429, body: { error: "Too many requests" } };
  await refine.getByRole("button", { name: "Vedere la mia preanalisi" }).click();
  await expect(
    page.getByText(/Troppe richieste\. Le sue risposte sono conservate: riprovi tra 2 minuti/),
  ).toBeVisible();

  answer = {
    status: 400,
    body: {
      error: "Invalid request",
      issues: [{ path: "answers.civilStatus", message: "Veuillez choisir votre état civil" }],
    },
  } as typeof answer;
  await refine.getByRole("button", { name: "Vedere la mia preanalisi" }).click();
  await expect(refine.getByText("Scelga il suo stato civile")).toBeVisible();
  await expect(refine.getByLabel("Franchigia attuale")).toHaveValue("300");
});

test("a German private link that is unknown says so in German and offers the Gratis-Check again", async ({ page }) => {
  await page.goto(`/pre-analyse/${"x".repeat(43)}?lang=de`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Voranalyse nicht verfügbar");
  await expect(page.getByText("Diese Voranalyse gibt es nicht. Prüfen Sie den Link in Ihrer E-Mail.")).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "de-CH");
  await expect(page).toHaveTitle("Ihre Voranalyse – SwissHack");
  // One address for every language: no switcher to addresses that are no page.
  await expect(page.getByRole("banner").getByRole("link", { name: "Deutsch" })).toHaveCount(0);
  // What root renders around the page follows the link's language too: the cookie banner (shown after 1 s, while the
  // chat's launcher steps aside).
  await expect(page.getByRole("region", { name: "Ihre Cookie-Auswahl" })).toBeVisible();
  await page.getByRole("button", { name: "Gratis-Check noch einmal machen" }).click();
  await expect(page.getByRole("dialog", { name: "Ihr kostenloser Finanzcheck" })).toBeVisible();
});

test.describe("offline", () => {
  test.use({ allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED/] });

  test("an Italian private link cut short, or met while offline, is explained in Italian", async ({ page }) => {
    await page.goto("/pre-analyse/abc?lang=it");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Preanalisi non disponibile");
    await expect(page.getByText(/Questo link alla preanalisi è incompleto/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Rifare l'audit gratuito" })).toBeVisible();

    await page.route("**/api/pre-analyses/*", (route) => route.abort("internetdisconnected"));
    await page.goto(`/pre-analyse/${"y".repeat(43)}?lang=it`);
    await expect(page.getByText(/^Connessione non riuscita/)).toBeVisible();
  });
});

test("a German private link says it is loading in German", async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/pre-analyses/*", async (route) => {
    await held;
    await route.fulfill({
      status: 410,
      contentType: "application/json",
      body: JSON.stringify({ error: "Ce lien a expiré." }),
    });
  });
  await page.goto(`/pre-analyse/${"z".repeat(43)}?lang=de`);
  await expect(page.getByText("Ihre Voranalyse wird geladen…")).toBeVisible();
  release();
  await expect(page.getByText(/^Dieser Link ist abgelaufen/)).toBeVisible();
});
