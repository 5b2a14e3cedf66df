import type { Page, Response } from "@playwright/test";
import { expect, test } from "./support/test";

/** The answers to lazy route discovery's requests (react-router.config.ts), as the page gets them. */
function manifestAnswers(page: Page): Response[] {
  const answers: Response[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname === "/__manifest") answers.push(response);
  });
  return answers;
}

async function expectRoutesAnswered(answers: Response[]) {
  await expect.poll(() => answers.length).toBeGreaterThan(0);
  for (const answer of answers) {
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-type"]).toMatch(/^application\/json/);
    expect(answer.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  }
}

test("from a prerendered page a person follows the links to other pages, languages and the blog", async ({ page }) => {
  const answers = manifestAnswers(page);
  await page.goto("/premium");
  await page.getByRole("banner").getByRole("link", { name: "Deutsch" }).click();
  await expect(page).toHaveURL(/\/de\/premium$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Finanzen über 5 bis 10 Jahre");
  await page.getByRole("contentinfo").getByRole("link", { name: "Datenschutz" }).click();
  await expect(page).toHaveURL(/\/de\/datenschutz$/);
  await expect(page.getByRole("heading", { name: "Daten, die Sie uns anvertrauen" })).toBeVisible();
  await page.getByRole("banner").getByRole("link", { name: "Italiano" }).click();
  await expect(page).toHaveURL(/\/it\/privacy$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "it-CH");
  await page.goto("/blog");
  await page.getByRole("banner").getByRole("link", { name: "Premium" }).first().click();
  await expect(page).toHaveURL(/\/premium$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectRoutesAnswered(answers);
});

test("from a 404 page, its link home leads to the language's home", async ({ page }) => {
  const answers = manifestAnswers(page);
  const response = await page.goto("/de/keine-solche-seite");
  expect(response?.status()).toBe(404);
  await page.getByRole("link", { name: "Zur Startseite" }).click();
  await expect(page).toHaveURL(/\/de$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Sparen Sie");
  await expectRoutesAnswered(answers);
});

test("each language's pages have their own words in the address, and an old address leads to the new one", async ({
  page,
}) => {
  for (const [old, moved, heading] of [
    ["/de/confidentialite", /\/de\/datenschutz$/, "Datenschutzerklärung"],
    ["/it/mentions-legales", /\/it\/note-legali$/, "Note legali"],
    ["/fr/privacy", /\/fr\/confidentialite$/, "Politique de confidentialité"],
  ] as const) {
    await page.goto(old);
    await expect(page).toHaveURL(moved);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(heading);
  }
});
