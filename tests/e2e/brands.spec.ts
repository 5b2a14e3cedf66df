import { expect, test } from "./support/test";

// Each brand speaks as itself (DESIGN §5.10): the shared sign-in page takes the brand and language of the site the
// visitor came from, down to the server's refusals.
test("/auth?site=swisshack is SwissHack's French sign-in, server messages included", async ({ page }) => {
  await page.goto("/auth?site=swisshack");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CH");
  await expect(page).toHaveTitle("Connexion – SwissHack");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bienvenue");
  await page.getByLabel("E-mail").fill("personne@example.com");
  await page.getByLabel("Mot de passe").fill("pas le bon mot de passe");
  await page.getByRole("tabpanel").getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByText("E-mail ou mot de passe incorrect.")).toBeVisible();
  await expect(page.getByText("Invalid email or password")).toHaveCount(0);
});

test("/auth stays OptimAIte's English sign-in, and leaving it restores each page's language", async ({ page }) => {
  await page.goto("/auth");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  await expect(page).toHaveTitle("Sign In – OptimAIte");
  await page.goto("/auth?site=swisshack");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CH");
  await page
    .getByRole("link", { name: /SwissHack/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CH");
});
