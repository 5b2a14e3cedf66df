import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";

/**
 * Issue 53: the form asks what the pre-analysis depends on, and the page says what follows from the answer. Two readers
 * walk the audit dialog on / as a person would: a self-employed person living in Annemasse who works in Geneva, and a
 * married permit-B resident whose spouse earns CHF 150,000.
 */

/** Opens the audit dialog and types who the person is; the rest of the first step is each test's own. */
async function startAudit(page: Page, email: string) {
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Audit gratuit" }).click();
  const dialog = page.getByRole("dialog", { name: "Votre audit financier gratuit" });
  await dialog.getByLabel("Prénom").fill("Camille");
  await dialog.getByRole("textbox", { name: "Nom", exact: true }).fill("Favre");
  await dialog.getByLabel("E-mail").fill(email);
  return dialog;
}

/** The end of the first step: goal, 3a, no callback, consent; then sent and on to "Affiner mon estimation". */
async function finishAuditAndRefine(page: Page) {
  const dialog = page.getByRole("dialog", { name: "Votre audit financier gratuit" });
  await dialog.getByLabel("Objectif principal").selectOption("reduce-taxes");
  await dialog
    .getByRole("group", { name: /3e pilier/ })
    .getByLabel("Oui")
    .check();
  await dialog
    .getByRole("group", { name: /rappelé/ })
    .getByLabel(/^Non/)
    .check();
  await dialog.getByRole("checkbox", { name: /J'accepte/ }).check();
  await dialog.getByRole("button", { name: "Recevoir mon audit gratuit" }).click();
  await page
    .getByRole("dialog", { name: "Audit demandé avec succès !" })
    .getByRole("button", { name: "Affiner mon estimation" })
    .click();
  return page.getByRole("dialog", { name: "Affiner mon estimation" });
}

async function seePreAnalysis(page: Page) {
  await page
    .getByRole("dialog", { name: "Affiner mon estimation" })
    .getByRole("button", { name: "Voir ma pré-analyse" })
    .click();
  // The server computes the analysis and renders the PDF for the email before answering.
  await expect(page).toHaveURL(/\/pre-analyse\/[\w-]{40,}$/, { timeout: 20_000 });
}

test("a self-employed person living in Annemasse and working in Geneva is announced no saving, and told why", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const dialog = await startAudit(page, `camille.annemasse.${Date.now()}@example.com`);
  await dialog.getByLabel("Téléphone").fill("+33 6 12 34 56 78");
  await dialog.getByLabel("Canton de travail").selectOption("GE");
  await dialog.getByLabel("Statut").selectOption("independant");
  // "Indépendant" no longer means "lives in Switzerland": the country is asked.
  await dialog.getByLabel("Pays de résidence").selectOption("FR");
  await expect(dialog.getByLabel("Canton de travail")).toHaveValue("GE");
  await dialog.getByLabel("Revenu annuel brut").selectOption("90000-120000");
  await dialog.getByLabel("Assurance maladie actuelle").selectOption("lamal");
  await dialog.getByLabel(/Votre situation en quelques mots/).fill("J'ai un bureau à Genève deux jours par semaine.");
  const refine = await finishAuditAndRefine(page);

  await expect(refine.getByLabel("Situation professionnelle")).toHaveValue("self-employed");
  await refine
    .getByRole("group", { name: "État civil" })
    .getByLabel(/Célibataire/)
    .check();
  await refine.getByLabel("Revenu net annuel du travail (CHF)").fill("100000");
  await refine.getByLabel("Franchise actuelle").selectOption("300");
  await refine
    .getByRole("group", { name: /frais de santé/ })
    .getByLabel(/^Faibles/)
    .check();
  await seePreAnalysis(page);

  // No tax saving, no payment to make for one: Switzerland taxes only what a fixed base there earns.
  await expect(page.getByText(/Économie d'impôt estimée/)).toHaveCount(0);
  await expect(page.getByText(/Verser CHF/)).toHaveCount(0);
  const pillar = page.getByRole("region", { name: /3e pilier/ });
  await expect(pillar.getByText("Pas d'économie d'impôt annoncée")).toBeVisible();
  await expect(pillar.getByText(/la Suisse n'impose que le revenu d'une installation fixe/)).toBeVisible();
  const frontalier = page.getByRole("region", { name: /Frontalier/ });
  const fixedBase = frontalier.getByText(
    /Vous êtes indépendant, vivez hors de Suisse et travaillez dans le canton de Genève/,
  );
  await expect(fixedBase).toContainText("installation fixe");
  await expect(fixedBase).toContainText("(LIFD art. 4 et 5 ; conventions, art. 7/14)");
  await expect(fixedBase).toContainText("(LIFD art. 92)");
  // What was written in the free text was not read by the instant pre-analysis: the page says so.
  const answers = page.getByRole("region", { name: "Vos réponses" });
  await expect(answers.getByText("Votre situation, en vos mots")).toBeVisible();
  await expect(
    answers.getByText("Non prise en compte par cette pré-analyse instantanée : l'expert la lira"),
  ).toBeVisible();
});

test("a married permit-B resident whose spouse earns CHF 150,000 is told the TOU is compulsory", async ({ page }) => {
  test.setTimeout(120_000);
  const dialog = await startAudit(page, `camille.permis-b.${Date.now()}@example.com`);
  await dialog.getByLabel("Téléphone").fill("+41 21 555 12 34");
  await dialog.getByLabel("Statut").selectOption("resident");
  // A resident's canton is where they live.
  await dialog.getByLabel("Canton de résidence").selectOption("VD");
  await expect(dialog.getByLabel("Pays de résidence")).toHaveCount(0);
  await dialog.getByLabel("Revenu annuel brut").selectOption("60000-90000");
  await dialog.getByLabel("Assurance maladie actuelle").selectOption("lamal");
  const refine = await finishAuditAndRefine(page);

  const spouseIncome = refine.getByLabel("Revenu annuel brut de votre conjoint (CHF)");
  await refine
    .getByRole("group", { name: "État civil" })
    .getByLabel(/Célibataire/)
    .check();
  await expect(spouseIncome).toHaveCount(0);
  await refine.getByRole("group", { name: "État civil" }).getByLabel(/Marié/).check();
  await spouseIncome.fill("150000");
  await refine.getByLabel("Situation professionnelle").selectOption("employee-with-pension-fund");
  await refine.getByLabel("Nationalité ou permis").selectOption("taxed-at-source");
  await refine.getByLabel("Revenu net annuel du travail (CHF)").fill("80000");
  await refine.getByLabel("Franchise actuelle").selectOption("300");
  await refine
    .getByRole("group", { name: /frais de santé/ })
    .getByLabel(/^Faibles/)
    .check();
  await seePreAnalysis(page);

  const answers = page.getByRole("region", { name: "Vos réponses" });
  await expect(answers.getByText("Revenu brut du conjoint")).toBeVisible();
  await expect(answers.getByText(/^CHF\s150\s000$/)).toBeVisible();
  const pillar = page.getByRole("region", { name: /3e pilier/ });
  await expect(pillar.getByText("Taxation ordinaire obligatoire : le 3a est déductible")).toBeVisible();
  await expect(
    pillar.getByText(
      /Votre conjoint a un revenu brut d'au moins CHF\s120\s000 : la TOU est obligatoire pour vous deux \(OIS art\. 9 al\. 3\)/,
    ),
  ).toBeVisible();
  await expect(pillar.getByText(/Déduction possible uniquement par la TOU/)).toHaveCount(0);
});
