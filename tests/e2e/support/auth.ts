import { expect, type Page } from "@playwright/test";

export async function signIn(page: Page, email: string, password: string) {
  await page.goto("/auth");
  const form = page.getByRole("tabpanel", { name: "Sign In" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Sign In" }).click();
  // Admins land on the back office, everyone else on their site's home.
  await expect(page).not.toHaveURL(/\/auth/);
}

/** Chooses the signed-in admin's back-office language, as the frame's "Français / English" switch does. */
export async function chooseAdminLanguage(page: Page, language: "fr" | "en") {
  const origin = new URL(page.url()).origin;
  const saved = await page.request.put("/api/admin/me/language", { data: { language }, headers: { origin } });
  expect(saved.status()).toBe(200);
}

/**
 * Signs in as an admin. The back office is in French unless the account chose English (decision 0044): the shared
 * admin is never switched, so it reads French; `"en"` signs in the English admin instead (a walk written in English).
 */
export async function signInAsAdmin(page: Page, language: "fr" | "en" = "fr") {
  const email = language === "en" ? process.env.E2E_ENGLISH_ADMIN_EMAIL : process.env.E2E_ADMIN_EMAIL;
  await signIn(page, email ?? "", process.env.E2E_ADMIN_PASSWORD ?? "");
  if (language === "en") {
    await chooseAdminLanguage(page, "en");
    await page.reload();
  }
}
