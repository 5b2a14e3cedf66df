import { expect, test } from "./support/test";

test("an unknown path shows Page Not Found with status 404, and Go Home leads home", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();

  await page.getByRole("link", { name: "Go Home" }).click();
  await expect(page).toHaveURL(/\/optimaite$/);
});

test("an unknown path under SwissHack's pages shows SwissHack's French 404", async ({ page }) => {
  const response = await page.goto("/premium/ancienne-offre");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CH");
  await expect(page.getByRole("heading", { name: "Page introuvable" })).toBeVisible();
  await expect(page).toHaveTitle("Page introuvable – SwissHack");
  await page.getByRole("link", { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a mistyped SwissHack path gets SwissHack's French 404, in French throughout", async ({ page }) => {
  const response = await page.goto("/premuim");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CH");
  await expect(page.getByRole("heading", { name: "Page introuvable" })).toBeVisible();
});

test("Go Back returns to the previous page", async ({ page }) => {
  await page.goto("/faq");
  await page.goto("/still-missing");
  await page.getByRole("button", { name: "Go Back" }).click();
  await expect(page).toHaveURL(/\/faq$/);
});
