import { PUBLIC_PATHS } from "../../src/shared/routes";
import { signInAsAdmin } from "./support/auth";
import { expect, test } from "./support/test";

// The end-to-end server runs without any operator variable: nothing made up may stand in for them.
const PLACEHOLDERS = [/example\.ch/, /wa\.me\/41000000000/, /00 000 00 00/, /à compléter/, /\[[^\]]*–[^\]]*\]/];

test("no page shows a placeholder contact, social home page or legal bracket while the operator left it unset", async ({
  request,
}) => {
  for (const path of PUBLIC_PATHS) {
    const html = await (await request.get(path)).text();
    for (const placeholder of PLACEHOLDERS) expect(html, `${path} ${placeholder}`).not.toMatch(placeholder);
    expect(html, path).not.toMatch(/href="https:\/\/www\.(linkedin|instagram|facebook)\.com\/"/);
  }
});

test("the legal notice says nothing rather than brackets, and the admin overview lists what to complete", async ({
  page,
}) => {
  await page.goto("/mentions-legales");
  await expect(page.getByRole("heading", { level: 1, name: "Mentions légales" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Éditeur" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Propriété intellectuelle" })).toBeVisible();
  await expect(page.getByRole("link", { name: /WhatsApp/ })).toHaveCount(0);

  await signInAsAdmin(page, "en");
  const settings = page.getByRole("region", { name: "Settings to complete before going live" });
  await expect(settings).toBeVisible();
  await expect(settings.getByText("CONTACT_EMAIL", { exact: true })).toBeVisible();
  await expect(settings.getByText("LEGAL_COMPANY", { exact: true })).toBeVisible();
});
