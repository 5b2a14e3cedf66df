import { expect, test } from "./support/test";
import { textNodes } from "./support/text-nodes";

/** What a French proofreader would flag: a breakable space before ? ! : ; » or after «, and mixed amount formats. */
function typographyFaults(texts: string[]): string[] {
  const faults: string[] = [];
  for (const text of texts) {
    if (/ [?!:;»]|« /.test(text)) faults.push(`ordinary space in: ${text}`);
    if (/\d[\s\u00a0\u202f]?CHF/.test(text)) faults.push(`amount before CHF: ${text}`);
    if (/CHF(?!\u00a0\d)/.test(text) && /CHF\s*\d/.test(text))
      faults.push(`CHF not followed by a no-break space: ${text}`);
    if (/CHF\u00a0\d*(?:\d{4}|'\d|’\d| \d{3}\b)/.test(text))
      faults.push(`amount not grouped with no-break spaces: ${text}`);
    if (/\b\d+x\b/.test(text)) faults.push(`"x" instead of "×": ${text}`);
    if (/\.\.\./.test(text)) faults.push(`three dots instead of "…": ${text}`);
  }
  return faults;
}

const FRENCH_PAGES = [
  "/",
  "/premium",
  "/confidentialite",
  "/mentions-legales",
  "/newsletter/confirmation",
  "/premium/inconnue",
];

for (const path of FRENCH_PAGES) {
  test(`French typography and one amount format on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator("[data-cookie-banner]")).toBeVisible({ timeout: 8000 });
    expect(typographyFaults(await textNodes(page))).toEqual([]);
  });
}

test("French typography in the audit dialog, its errors and the refine step", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Audit gratuit" }).click();
  const dialog = page.getByRole("dialog", { name: "Votre audit financier gratuit" });
  await dialog.getByRole("button", { name: "Recevoir mon audit gratuit" }).click();
  await expect(dialog.getByText("Veuillez indiquer votre prénom")).toBeVisible();
  expect(typographyFaults(await textNodes(page))).toEqual([]);
});
