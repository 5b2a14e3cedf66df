import { fillAudit, fillRefine } from "./support/audit";
import { signInAsAdmin } from "./support/auth";
import { waitForEmail } from "./support/outbox";
import { expect, test } from "./support/test";

// Its own address on each try: a retry must not find the first try's audit in the same row search.
const EMAIL = `lea.cockpit.${Date.now()}@example.com`;
const zurichToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Zurich" }).format(new Date());

test("a newsletter visitor's audit reaches the owner's pipeline, funnel and digest with its source", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto("/?utm_source=newsletter&utm_campaign=nov");
  await page.getByRole("banner").getByRole("button", { name: "Audit gratuit" }).click();
  await fillAudit(page, EMAIL);
  await page.getByRole("dialog").getByRole("button", { name: "Recevoir mon audit gratuit" }).click();
  await page
    .getByRole("dialog", { name: "Audit demandé avec succès !" })
    .getByRole("button", { name: "Affiner mon estimation" })
    .click();
  const refine = page.getByRole("dialog", { name: "Affiner mon estimation" });
  await fillRefine(refine);
  await refine.getByRole("button", { name: "Voir ma pré-analyse" }).click();
  await expect(page).toHaveURL(/\/pre-analyse\/[\w-]{40,}$/, { timeout: 20_000 });

  await signInAsAdmin(page, "en");
  await page.goto("/admin");

  // The funnel of the last 30 days counts the lead under its source.
  const sources = page.getByRole("table", { name: /Sources/ });
  const newsletter = sources.getByRole("row", { name: /^newsletter/ });
  await expect(newsletter).toBeVisible();
  await expect(newsletter.getByRole("cell").nth(1)).not.toHaveText("0");
  const funnel = page.getByRole("table", { name: /Funnel steps/ });
  await expect(
    funnel
      .getByRole("row", { name: /Refine step done/ })
      .getByRole("cell")
      .first(),
  ).not.toHaveText("0");

  await page.getByRole("tab", { name: /^Audits \(\d+ new\)$/ }).click();
  const row = page.getByRole("row", { name: new RegExp(EMAIL) });
  await expect(row.getByRole("cell", { name: "newsletter / nov" }).first()).toBeVisible();
  await row.getByRole("button", { name: `Details of ${EMAIL}` }).click();
  const details = page.getByRole("dialog", { name: `Details of ${EMAIL}` });
  await details.getByLabel(`Status of ${EMAIL}`).selectOption("contacted");
  await details.getByLabel(`Follow-up day for ${EMAIL}`).fill(zurichToday());
  await details.getByLabel(`Note about ${EMAIL}`).fill("Called, sending the offer");
  await details.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(`${EMAIL} · Contacted`).first()).toBeVisible();
  // Escape closes the topmost layer first: the "saved" toast while it shows, then the details.
  await page.keyboard.press("Escape");
  if (await details.isVisible()) await page.keyboard.press("Escape");
  await expect(details).toBeHidden();
  await expect(page.getByRole("region", { name: /Follow-ups due/ })).toContainText(EMAIL);

  await page.getByRole("tab", { name: /^Overview/ }).click();
  // Today's digest so far, in the account's language (French until it chooses; decision 0041).
  await page.getByRole("button", { name: /^(Envoyer le résumé du jour maintenant|Send today's digest now)$/ }).click();
  const digest = await waitForEmail(process.env.E2E_ENGLISH_ADMIN_EMAIL ?? "", /^(Résumé quotidien|Daily digest), /);
  expect(digest.text).toContain(EMAIL);
  expect(digest.text).toContain("Called, sending the offer");
});
