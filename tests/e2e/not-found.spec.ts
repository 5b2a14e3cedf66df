import { expect, test } from "./support/test";

test("an unknown path shows Page Not Found with status 404, and Go Home leads home", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();

  await page.getByRole("link", { name: "Go Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("Go Back returns to the previous page", async ({ page }) => {
  await page.goto("/faq");
  await page.goto("/still-missing");
  await page.getByRole("button", { name: "Go Back" }).click();
  await expect(page).toHaveURL(/\/faq$/);
});
