import { expect, test } from "./support/test";
import { textNodes } from "./support/text-nodes";

/**
 * What a German or Italian Swiss proofreader would flag: a space before ? ! : ; (those languages put none), a space
 * inside «guillemets», an amount grouped with spaces instead of the Swiss apostrophe (CHF 7'258), CHF without its
 * no-break space, three dots, and, in Swiss German, the "ß".
 */
function typographyFaults(texts: string[], language: "de" | "it"): string[] {
  const faults: string[] = [];
  for (const text of texts) {
    if (/[ \u00a0\u202f][?!:;](?!\w)/.test(text)) faults.push(`space before punctuation: ${text}`);
    if (/«[ \u00a0\u202f]|[ \u00a0\u202f]»/.test(text)) faults.push(`space inside guillemets: ${text}`);
    if (/CHF(?!\u00a0\d)/.test(text) && /CHF\s*\d/.test(text)) faults.push(`CHF without a no-break space: ${text}`);
    // A phone number in international format ("+41 22 345 67 89", E.123) is grouped with spaces, and is no amount.
    const withoutPhones = text.replace(/\+\d[\d \u00a0]{6,}\d/g, "");
    if (/\d[ \u00a0\u202f]\d{3}\b/.test(withoutPhones))
      faults.push(`amount grouped with a space, not an apostrophe: ${text}`);
    if (/\.\.\./.test(text)) faults.push(`three dots instead of "…": ${text}`);
    if (language === "de" && /ß/.test(text)) faults.push(`"ß" in Swiss German: ${text}`);
  }
  return faults;
}

for (const [language, paths] of [
  ["de", ["/de", "/de/premium", "/de/datenschutz", "/de/impressum", "/de/404"]],
  ["it", ["/it", "/it/premium", "/it/privacy", "/it/note-legali", "/it/404"]],
] as const) {
  for (const path of paths) {
    test(`Swiss ${language} typography and the apostrophe in amounts on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("[data-cookie-banner]")).toBeVisible({ timeout: 8000 });
      expect(typographyFaults(await textNodes(page), language)).toEqual([]);
    });
  }
}

test("Swiss German typography in the audit dialog and its errors", async ({ page }) => {
  await page.goto("/de");
  await page.getByRole("banner").getByRole("button", { name: "Gratis-Check" }).click();
  const dialog = page.getByRole("dialog", { name: "Ihr kostenloser Finanzcheck" });
  await dialog.getByRole("button", { name: "Meinen Gratis-Check erhalten" }).click();
  await expect(dialog.getByText("Bitte geben Sie Ihren Vornamen an")).toBeVisible();
  expect(typographyFaults(await textNodes(page), "de")).toEqual([]);
});
