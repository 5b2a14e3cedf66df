import { readFile } from "node:fs/promises";
import { readPdf } from "../../src/server/testing/pdf-reader";
import { createPreAnalysis, fillAudit, fillRefine, openSecondStepAsSingle } from "./support/audit";
import { signInAsAdmin } from "./support/auth";
import { waitForEmail } from "./support/outbox";
import { expect, test } from "./support/test";

const year = new Date().getFullYear();

test("after the audit, the second step gives an instant pre-analysis page and its PDF", async ({ page }, testInfo) => {
  // Two dialogs of some twenty fields, the page, its PDF and the email: on a loaded 2-core CI machine the sum passed 30 s.
  test.slow();
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Audit gratuit" }).click();
  await fillAudit(page, "lea.preanalyse@example.com");
  await page.getByRole("dialog").getByRole("button", { name: "Recevoir mon audit gratuit" }).click();
  await page
    .getByRole("dialog", { name: "Audit demandé avec succès !" })
    .getByRole("button", { name: "Affiner mon estimation" })
    .click();

  const dialog = page.getByRole("dialog", { name: "Affiner mon estimation" });
  await expect(dialog.getByLabel("Canton de travail")).toHaveValue("GE");
  await dialog.getByRole("button", { name: "Voir ma pré-analyse" }).click();
  await expect(dialog.getByText("Veuillez choisir votre état civil")).toBeVisible();
  // The frontalier's shares and country of residence are optional: the document says what they decide.
  await expect(dialog.getByText("Veuillez indiquer votre part de télétravail")).toHaveCount(0);
  await expect(dialog.getByText("Veuillez choisir votre franchise")).toBeVisible();

  await fillRefine(dialog);
  await dialog.getByRole("button", { name: "Voir ma pré-analyse" }).click();

  // The server computes the analysis and renders the PDF for the email before answering.
  await expect(page).toHaveURL(/\/pre-analyse\/[\w-]{40,}$/, { timeout: 20_000 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Votre pré-analyse SwissHack ${year}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CH");
  const pillar = page.getByRole("region", { name: /3e pilier/ });
  await expect(pillar.getByText("CHF 7 258").first()).toBeVisible();
  await expect(pillar.getByText("CHF 6 258").first()).toBeVisible();
  await expect(pillar.getByText(/Déduction possible uniquement par la TOU/)).toBeVisible();
  const lamal = page.getByRole("region", { name: /LAMal/ });
  await expect(lamal.getByRole("table")).toBeVisible();
  await expect(lamal.getByRole("row", { name: /CHF 2 500/ })).toHaveAttribute("aria-current", "true");
  await expect(
    page
      .getByRole("region", { name: /Frontalier/ })
      .getByText(/Avec 20\s% de télétravail, votre imposition ne change pas/)
      .first(),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "Avertissement" })).toContainText("ne constitue ni un conseil fiscal");

  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("link", { name: "Télécharger le PDF" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(`pre-analyse-swisshack-${year}.pdf`);
  const pdfPath = testInfo.outputPath("pre-analyse.pdf");
  await download.saveAs(pdfPath);
  const text = (await readPdf(await readFile(pdfPath))).pages.join("\n");
  expect(text).toContain(`Votre pré-analyse SwissHack ${year}`);
  expect(text).toContain("CHF 7 258");
  expect(text).toContain("Source : vos réponses");
  expect(text).toMatch(/OFAS/);

  const mail = await waitForEmail("lea.preanalyse@example.com", /Votre pré-analyse SwissHack/);
  expect(mail.attachments).toEqual([`pre-analyse-swisshack-${year}.pdf`]);
  expect(mail.links).toContain(page.url());
});

test("a person not insured under LAMal gets the pre-analysis without giving a current deductible", async ({ page }) => {
  test.slow();
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Audit gratuit" }).click();
  await fillAudit(page, "lea.privee@example.com");
  await page.getByRole("dialog").getByLabel("Assurance maladie actuelle").selectOption("private");
  const dialog = await openSecondStepAsSingle(page);
  await dialog.getByLabel("Situation professionnelle").selectOption("employee-with-pension-fund");
  await dialog
    .getByRole("group", { name: /frais de santé/ })
    .getByLabel(/^Faibles/)
    .check();
  await expect(dialog.getByLabel("Franchise actuelle")).not.toHaveAttribute("aria-required", "true");
  await dialog.getByRole("button", { name: "Voir ma pré-analyse" }).click();
  await expect(page).toHaveURL(/\/pre-analyse\/[\w-]{40,}$/, { timeout: 20_000 });
  await expect(page.getByText("Veuillez choisir votre franchise")).toHaveCount(0);
});

test("a second step that the server refuses keeps every answer", async ({ page }) => {
  await page.route("**/api/audit-requests/*/pre-analysis", (route) =>
    route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ error: "down" }) }),
  );
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Audit gratuit" }).click();
  await fillAudit(page, "lea.retry@example.com");
  const dialog = await openSecondStepAsSingle(page);
  await dialog.getByLabel("Situation professionnelle").selectOption("self-employed");
  await dialog.getByLabel("Franchise actuelle").selectOption("unknown");
  await dialog
    .getByRole("group", { name: /frais de santé/ })
    .getByLabel("Je connais le montant")
    .check();
  await dialog.getByLabel(/Montant attendu/).fill("2000");
  await dialog.getByLabel(/Part des revenus du ménage/).fill("60");
  await dialog.getByLabel("Part de télétravail (%)").fill("45");
  await dialog.getByRole("button", { name: "Voir ma pré-analyse" }).click();
  await expect(page.getByText(/Service momentanément indisponible/)).toBeVisible();
  await expect(dialog.getByLabel(/Montant attendu/)).toHaveValue("2000");
  await expect(dialog.getByLabel("Part de télétravail (%)")).toHaveValue("45");
  await expect(dialog.getByLabel("Situation professionnelle")).toHaveValue("self-employed");
});

test("an unknown private link says so and offers the audit again", async ({ page }) => {
  await page.goto(`/pre-analyse/${"x".repeat(43)}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pré-analyse indisponible");
  await expect(page.getByText(/Cette pré-analyse n'existe pas/)).toBeVisible();
  await page.getByRole("button", { name: "Refaire l'audit gratuit" }).click();
  await expect(page.getByRole("dialog", { name: "Votre audit financier gratuit" })).toBeVisible();
});

test("a cut private link says so in French, never in the validator's words", async ({ page }) => {
  await page.goto("/pre-analyse/abc");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pré-analyse indisponible");
  await expect(page.getByText(/Ce lien de pré-analyse n'est pas complet/)).toBeVisible();
  await expect(page.getByText(/Invalid input|Too small/)).toHaveCount(0);
});

test("the admin opens a person's pre-analysis and its PDF from the audits tab", async ({ page, request }) => {
  const email = `admin.view.${Date.now()}@example.com`;
  await createPreAnalysis(
    request,
    {
      firstName: "Marc",
      lastName: "Rochat",
      email,
      phone: "+41 21 555 12 34",
      canton: "VD",
      status: "resident",
      annualIncome: "60000-90000",
      has3aPillar: "yes",
      currentInsurance: "lamal",
      mainGoal: "compare-insurance",
      wantsCallback: "no",
      consent: true,
    },
    { paid3aThisYear: 7258, expectedCosts: "high" },
  );

  await signInAsAdmin(page, "en");
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Audits" }).click();
  const row = page.getByRole("tabpanel", { name: "Audits" }).getByRole("row", { name: new RegExp(email) });
  await row.getByRole("link", { name: "View", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/pre-analyses\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Votre pré-analyse SwissHack ${year}`);
  await expect(page.getByText("Préparée pour Marc", { exact: false })).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download PDF" }).click();
  expect((await download).suggestedFilename()).toBe(`pre-analyse-swisshack-${year}.pdf`);
});
