import { waitForEmail } from "./support/outbox";
import { expect, test } from "./support/test";

test("the FAQ keeps a single answer open and can close it", async ({ page }) => {
  await page.goto("/");
  const first = page.locator("details", { hasText: "L'audit est-il vraiment gratuit ?" });
  const second = page.locator("details", { hasText: "Combien de temps cela prend-il ?" });
  const firstAnswer = page.getByText(/Nous sommes rémunérés par l'audit Premium/);
  await expect(firstAnswer).toBeHidden();
  await first.locator("summary").click();
  await expect(first).toHaveAttribute("open", "");
  await expect(firstAnswer).toBeVisible();
  await second.locator("summary").click();
  await expect(second).toHaveAttribute("open", "");
  await expect(first).not.toHaveAttribute("open");
  await expect(firstAnswer).toBeHidden();
  await second.locator("summary").click();
  await expect(second).not.toHaveAttribute("open");
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the hamburger menu opens, lists the anchors and closes on navigation", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Ouvrir le menu" });
    await expect(page.getByRole("navigation", { name: "Navigation principale" })).toBeHidden();
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Navigation mobile" });
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Comment ça marche" }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/#process$/);
    await expect(page.getByRole("heading", { name: "Comment ça marche", level: 2 })).toBeInViewport();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  });
});

test("the newsletter: validation, 'Inscription...', cleared input, welcome toast, then the emailed confirmation link and its button", async ({
  page,
}) => {
  await page.goto("/#newsletter");
  const form = page.getByRole("form", { name: "Inscription à la newsletter" });
  const input = form.getByLabel("Votre adresse e-mail");
  await input.fill("pas-un-email");
  await form.getByRole("button", { name: "S'inscrire" }).click();
  await expect(form.getByText("Adresse e-mail invalide")).toBeVisible();

  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/newsletter", async (route) => {
    await held;
    await route.continue();
  });
  await input.fill("news.e2e@example.com");
  await form.getByRole("button", { name: "S'inscrire" }).click();
  await expect(form.getByRole("button", { name: "Inscription..." })).toBeDisabled();
  release();
  await expect(page.getByText("Bienvenue dans SwissHack ! 🇨🇭")).toBeVisible();
  await expect(input).toHaveValue("");

  const email = await waitForEmail("news.e2e@example.com", /Confirmez votre inscription/);
  const confirmLink = email.links.find((link) => link.includes("/api/newsletter/confirm"));
  expect(confirmLink).toBeDefined();
  // The link opens a page whose one button confirms: a mail scanner fetching the link confirms nothing.
  await page.goto(new URL(confirmLink ?? "").pathname + new URL(confirmLink ?? "").search);
  await page.getByRole("button", { name: "Confirmer mon inscription" }).click();
  await expect(page.getByRole("heading", { name: /Inscription confirmée/ })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CH");
});

test("the legal pages say what the code does", async ({ page }) => {
  await page.goto("/confidentialite");
  await expect(page.getByText(/12 mois au plus tard/)).toBeVisible();
  await expect(page.getByText(/conservé six mois/)).toBeVisible();
  await expect(page.getByText(/Global Privacy Control/)).toBeVisible();
  await expect(page.getByText(/adresse IP n'est jamais enregistrée/)).toBeVisible();
  await page.getByRole("link", { name: "Mentions légales" }).click();
  await expect(page.getByRole("heading", { name: "Mentions légales", level: 1 })).toBeVisible();
  await expect(page.getByText(/IP Geolocation by DB-IP/).first()).toBeVisible();
});

test("the newsletter result page shows each status without a hydration error", async ({ page }) => {
  const titles = {
    confirmed: "Inscription confirmée 🇨🇭",
    unsubscribed: "Vous êtes désinscrit",
    expired: "Lien expiré",
    invalid: "Lien non valable",
  };
  for (const [status, title] of Object.entries(titles)) {
    await page.goto(`/newsletter/confirmation?status=${status}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  }
});
