import { expect, test } from "./support/test";

test("OptimAIte's Quebec French banner and privacy policy say « témoins »; SwissHack's French keeps « cookies »", async ({
  page,
}) => {
  await page.goto("/fr/optimaite");
  const banner = page.getByRole("region", { name: "Vos choix en matière de témoins (cookies)" });
  await banner.getByRole("button", { name: "Personnaliser" }).click();
  await expect(banner.getByRole("switch", { name: "Statistiques" })).not.toBeChecked();
  await expect(banner).not.toContainText("Mesure d'audience");
  await banner.getByRole("button", { name: "Retour" }).click();
  await banner.getByRole("link", { name: "Notre politique de confidentialité" }).click();
  await expect(page).toHaveURL(/\/fr\/confidentialite$/);
  await expect(page.getByRole("heading", { name: "Témoins (cookies) et stockage local" })).toBeVisible();
  await expect(page.getByRole("main")).not.toContainText(/(?<!\()cookies?(?!\))/i);

  await page.goto("/");
  await expect(page.getByRole("region", { name: "Vos choix en matière de cookies" })).toBeVisible();
});
