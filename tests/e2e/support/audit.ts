import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";

/** Fills the first step of the audit dialog as a Geneva frontalière living in France would (the dialog must be open). */
export async function fillAudit(page: Page, email: string) {
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Prénom").fill("Léa");
  await dialog.getByRole("textbox", { name: "Nom", exact: true }).fill("Martin");
  await dialog.getByLabel("E-mail").fill(email);
  await dialog.getByLabel("Téléphone").fill("+41 79 123 45 67");
  await dialog.getByLabel("Canton de travail").selectOption("GE");
  await dialog.getByLabel("Statut").selectOption("frontalier");
  await dialog.getByLabel("Pays de résidence").selectOption("FR");
  await dialog.getByLabel("Revenu annuel brut").selectOption("90000-120000");
  await dialog.getByLabel("Assurance maladie actuelle").selectOption("lamal");
  await dialog.getByLabel("Objectif principal").selectOption("all");
  await dialog
    .getByRole("group", { name: /3e pilier/ })
    .getByLabel("Non")
    .check();
  await dialog
    .getByRole("group", { name: /rappelé/ })
    .getByLabel("Oui, rappelez-moi")
    .check();
  await dialog.getByLabel(/Moment préféré/).selectOption("evening");
  await dialog.getByRole("checkbox", { name: /J'accepte/ }).check();
}

/** Sends the filled first step, then opens the second one ("Affiner mon estimation"), single: its dialog. */
export async function openSecondStepAsSingle(page: Page): Promise<Locator> {
  await page.getByRole("dialog").getByRole("button", { name: "Recevoir mon audit gratuit" }).click();
  await page.getByRole("button", { name: "Affiner mon estimation" }).click();
  const dialog = page.getByRole("dialog", { name: "Affiner mon estimation" });
  await dialog
    .getByRole("group", { name: "État civil" })
    .getByLabel(/Célibataire/)
    .check();
  return dialog;
}

/** Fills the refine step (second step) for the frontalière above: married, two children, in France, Geneva, 20 % telework. */
export async function fillRefine(refine: Locator) {
  await refine.getByRole("group", { name: "État civil" }).getByLabel(/Marié/).check();
  await refine.getByLabel("Enfants à charge").fill("2");
  await refine.getByLabel("Situation professionnelle").selectOption("employee-with-pension-fund");
  await refine.getByLabel("Revenu net annuel du travail (CHF)").fill("98000");
  await refine.getByLabel(/Déjà versé en/).fill("1000");
  await refine.getByLabel("Prime mensuelle actuelle (CHF)").fill("420");
  await refine.getByLabel("Franchise actuelle").selectOption("300");
  await refine
    .getByRole("group", { name: /frais de santé/ })
    .getByLabel(/^Faibles/)
    .check();
  await refine.getByLabel("Pays de résidence").selectOption("FR");
  await refine.getByLabel(/Part des revenus du ménage/).fill("95");
  await refine.getByLabel("Part de télétravail (%)").fill("20");
}

/** Sends both steps of an audit through the API, as a single employee; answers the pre-analysis link's token. */
export async function createPreAnalysis(
  request: APIRequestContext,
  audit: Record<string, unknown>,
  answers: { paid3aThisYear: number; expectedCosts: "low" | "high" },
): Promise<string> {
  const created = await request.post("/api/audit-requests", { data: audit });
  expect(created.status()).toBe(201);
  const { id, refineToken } = (await created.json()) as { id: string; refineToken: string };
  const refined = await request.post(`/api/audit-requests/${id}/pre-analysis`, {
    data: {
      refineToken,
      answers: {
        civilStatus: "single",
        children: 0,
        employment: "employee-with-pension-fund",
        currentDeductible: 300,
        ...answers,
      },
    },
  });
  expect(refined.status()).toBe(201);
  return ((await refined.json()) as { token: string }).token;
}
