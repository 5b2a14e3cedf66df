import { fillAudit } from "./support/audit";
import { waitForEmail } from "./support/outbox";
import { expect, test } from "./support/test";

test("the audit dialog opens from the top bar, shows French errors, keeps the answers and confirms with the email", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Audit gratuit" }).click();
  const dialog = page.getByRole("dialog", { name: "Votre audit financier gratuit" });
  await expect(dialog).toBeVisible();

  await dialog.getByRole("button", { name: "Recevoir mon audit gratuit" }).click();
  await expect(dialog.getByText("Veuillez indiquer votre prénom")).toBeVisible();
  await expect(dialog.getByText("Veuillez choisir votre canton")).toBeVisible();
  await expect(dialog.getByText(/Veuillez accepter/)).toBeVisible();

  await expect(dialog.getByLabel(/Moment préféré/)).toHaveCount(0);
  await fillAudit(page, "lea.e2e@example.com");
  await dialog.getByLabel("Téléphone").fill("12345");
  await dialog.getByRole("button", { name: "Recevoir mon audit gratuit" }).click();
  await expect(dialog.getByText(/Numéro de téléphone invalide/)).toBeVisible();
  await expect(dialog.getByLabel("Prénom")).toHaveValue("Léa");

  // A frontalier living in Germany gives their German mobile number.
  await dialog.getByLabel("Téléphone").fill("+49 151 23456789");
  await dialog.getByRole("button", { name: "Recevoir mon audit gratuit" }).click();
  const success = page.getByRole("dialog", { name: "Audit demandé avec succès !" });
  await expect(success).toBeVisible();
  await expect(success.getByText("lea.e2e@example.com")).toBeVisible();
  await expect(success.getByText(/sous 48 h/)).toBeVisible();
  await expect(
    page.getByRole("region", { name: /Notifications/ }).getByText("Audit demandé avec succès !"),
  ).toBeVisible();

  const confirmation = await waitForEmail("lea.e2e@example.com", /Votre audit SwissHack est demandé/);
  expect(confirmation.text).toContain("Bonjour Léa,");
});

test("a server refusal keeps everything typed so the person can retry", async ({ page }) => {
  await page.route("**/api/audit-requests", (route) =>
    route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ error: "down" }) }),
  );
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Audit gratuit" }).click();
  await fillAudit(page, "retry@example.com");
  await page.getByRole("dialog").getByRole("button", { name: "Recevoir mon audit gratuit" }).click();
  await expect(page.getByText(/Service momentanément indisponible/)).toBeVisible();
  await expect(page.getByRole("dialog").getByLabel("E-mail")).toHaveValue("retry@example.com");
  await expect(page.getByRole("dialog").getByLabel("Canton de travail")).toHaveValue("GE");
});

test("the audit dialog opens from /premium", async ({ page }) => {
  await page.goto("/premium");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("5 à 10 ans");
  await expect(page.getByText("CHF 590").first()).toBeVisible();
  await page.getByRole("button", { name: "Commencer par l'audit gratuit" }).click();
  await expect(page.getByRole("dialog", { name: "Votre audit financier gratuit" })).toBeVisible();
  await page.getByRole("button", { name: "Fermer" }).first().click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});
