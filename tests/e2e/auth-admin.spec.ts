import { LOCALIZED_PUBLIC_PATHS } from "../../src/shared/i18n/paths";
import { signIn, signInAsAdmin } from "./support/auth";
import { waitForEmail } from "./support/outbox";
import { expect, test } from "./support/test";

test("sign up, confirm from the email, sign in, Access Denied on /admin, Sign Out", async ({ page }) => {
  // A whole journey across several pages and an email: more than one page's 30 s on a busy 2-core machine.
  test.slow();
  const email = `member.${Date.now()}@example.com`;
  const password = "correct horse battery staple";
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  const signUp = page.getByRole("tabpanel", { name: "Sign Up" });
  await signUp.getByLabel("Email").fill(email);
  await signUp.getByLabel("Password").fill(password);
  await signUp.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Please check your email to confirm your account.")).toBeVisible();

  // Not confirmed yet: sign-in is refused.
  await page.getByRole("tab", { name: "Sign In" }).click();
  const signInForm = page.getByRole("tabpanel", { name: "Sign In" });
  await signInForm.getByLabel("Email").fill(email);
  await signInForm.getByLabel("Password").fill(password);
  await signInForm.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Error", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  const confirmation = await waitForEmail(email, /Confirm your OptimAIte account/);
  const link = confirmation.links.find((l) => l.includes("/verify-email?token="));
  expect(link).toBeDefined();
  // Opening the link verifies nothing (mail scanners open links): the button does, with a POST (issue 29, item 9).
  await page.goto(link ?? "");
  await page.getByRole("button", { name: "Confirm my email address" }).click();
  await expect(page.getByRole("status")).toContainText("Your address is confirmed.");

  await signIn(page, email, password);
  await page.goto("/optimaite");
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await expect(nav.getByRole("button", { name: "Sign Out" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Admin" })).toHaveCount(0);

  // Turned away in the language of the page it came from (OptimAIte's English: SPEC's words), else in French, the
  // back office's language (decision 0044).
  await page.evaluate(() => window.location.assign("/admin"));
  await expect(page.getByText("You don't have admin privileges.")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/admin");
  await expect(page.getByText("Votre compte n'a pas les droits d'administration.")).toBeVisible();
  await expect(page.getByText("Accès refusé", { exact: true })).toBeVisible();
  // The toast's close button is named in the page's French too (sonner says "Close toast").
  await expect(page.getByRole("button", { name: "Fermer la notification" })).toBeAttached();
  await expect(page).toHaveURL(/\/$/);

  await page.goto("/optimaite");
  await nav.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/optimaite");
  await expect(nav.getByRole("link", { name: "Sign In" })).toBeVisible();
});

test("signed out, /admin goes to the French /auth, and signing in comes back to /admin", async ({ page }) => {
  await page.goto("/admin");
  // The team's sign-in is SwissHack's, in French (decision 0044), and keeps the way back.
  await expect(page).toHaveURL(/\/auth\?site=swisshack&lang=fr&next=%2Fadmin$/);
  const form = page.getByRole("tabpanel", { name: "Se connecter" });
  await form.getByLabel("E-mail").fill(process.env.E2E_ADMIN_EMAIL ?? "");
  await form.getByLabel("Mot de passe").fill(process.env.E2E_ADMIN_PASSWORD ?? "");
  await form.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Tableau de bord" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Administration" })).toBeVisible();
});

test("an admin who signs in lands on the back office", async ({ page }) => {
  await signInAsAdmin(page);
  await expect(page).toHaveURL(/\/admin$/);
});

test("/auth speaks French when the visitor comes from SwissHack", async ({ page }) => {
  await page.goto("/auth?site=swisshack");
  await expect(page.getByRole("heading", { name: "Bienvenue" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Créer un compte" })).toBeVisible();
  await expect(page.getByRole("link", { name: "SwissHack" })).toHaveAttribute("href", "/");
});

test("the admin sees the Admin link, each tab, the leads just submitted, and downloads CSV", async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const hostile = `<img src=x onerror="document.title='pwned'">`;
  expect(
    (
      await request.post("/api/submit-contact-form", {
        data: { name: `Contact ${stamp}`, email: `c${stamp}@example.com`, project: hostile },
      })
    ).status(),
  ).toBe(201);
  expect(
    (
      await request.post("/api/submit-demo-booking", {
        data: {
          name: `Demo ${stamp}`,
          email: `d${stamp}@example.com`,
          project: "Demo please",
          estimatedROI: { monthlyROI: 21955, annualROI: 263460, recoveredRevenue: 17955, laborSavings: 4000 },
        },
      })
    ).status(),
  ).toBe(201);

  await signInAsAdmin(page, "en");
  await page.goto("/optimaite");
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Admin" }).click();
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await expect(page.getByText("Visits per day (both sites, last 30 days)")).toBeVisible();

  await page.getByRole("tab", { name: "Contacts" }).click();
  await expect(page.getByRole("cell", { name: `Contact ${stamp}` })).toBeVisible();
  // Stored text is shown as text: the markup is visible and never runs.
  await expect(page.getByRole("cell", { name: hostile }).first()).toBeVisible();
  expect(await page.title()).not.toBe("pwned");
  const download = page.waitForEvent("download");
  await page.getByRole("tabpanel", { name: "Contacts" }).getByRole("link", { name: "Export CSV" }).click();
  expect((await download).suggestedFilename()).toMatch(/^contacts-\d{4}-\d{2}-\d{2}\.csv$/);

  await page.getByRole("tab", { name: "Demos" }).click();
  await expect(page.getByRole("cell", { name: `Demo ${stamp}` })).toBeVisible();
  await expect(page.getByText("Yes: $21,955/month, $263,460/year").first()).toBeVisible();

  for (const tab of ["Calculator", "Visitors", "Audits", "Newsletter"]) {
    await page.getByRole("tab", { name: tab }).click();
    const panel = page.getByRole("tabpanel", { name: tab });
    await expect(panel.getByRole("table", { name: tab, exact: true })).toBeVisible();
  }
});

test("the sitemap manager starts from the live sitemap, says it only previews, and downloads sitemap.xml", async ({
  page,
}) => {
  await signInAsAdmin(page, "en");
  await page.goto("/sitemap-manager");
  await expect(page.getByText(/your changes here are a preview and do not change the live sitemap/)).toBeVisible();
  const entries = page.getByRole("list", { name: "Sitemap entries" }).getByRole("listitem");
  await expect(entries).toHaveCount(LOCALIZED_PUBLIC_PATHS.length);
  const preview = page.locator("pre");
  await expect(preview).toContainText("/details</loc>");
  await expect(preview).toContainText("/privacy</loc>");
  await expect(preview).toContainText("/fr/optimaite</loc>");
  await expect(preview).toContainText("<priority>1.0</priority>");
  await page.getByRole("button", { name: "Remove entry 1", exact: true }).click();
  await expect(entries).toHaveCount(LOCALIZED_PUBLIC_PATHS.length - 1);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download sitemap.xml" }).click();
  expect((await download).suggestedFilename()).toBe("sitemap.xml");
  await expect(page.getByRole("link", { name: "View live sitemap.xml" })).toHaveAttribute("href", "/sitemap.xml");
  // Its header leads back to the dashboard and signs out, as the dashboard's does.
  await expect(page.getByRole("banner").getByRole("link", { name: "Admin" })).toHaveAttribute("href", "/admin");
  await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe("the back office at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the sitemap manager does not scroll sideways", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/sitemap-manager");
    // In the shared admin's language, French (the longer words must fit too).
    await expect(page.getByRole("list", { name: "Entrées du plan du site" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
