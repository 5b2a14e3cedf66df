import type { Page } from "@playwright/test";

/** Fills the first step of the audit dialog as a Geneva frontalière would (the dialog must be open). */
export async function fillAudit(page: Page, email: string) {
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Prénom").fill("Léa");
  await dialog.getByRole("textbox", { name: "Nom", exact: true }).fill("Martin");
  await dialog.getByLabel("E-mail").fill(email);
  await dialog.getByLabel("Téléphone").fill("+41 79 123 45 67");
  await dialog.getByLabel("Canton de travail").selectOption("GE");
  await dialog.getByLabel("Statut").selectOption("frontalier");
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
