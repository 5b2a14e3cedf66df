import { CONSENT_COPY_IT } from "../../src/web/features/consent/consent-copy-it";
import { waitForEmail } from "./support/outbox";
import { expect, test } from "./support/test";

test("a visitor who comes from SwissHack's German pages signs up, is refused and confirms in German", async ({
  page,
  baseURL,
}) => {
  const email = `konto.${Date.now()}@example.com`;
  const password = "ein langer Passsatz für mich";
  await page.goto("/auth", { referer: `${baseURL}/de/premium` });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Willkommen");
  await expect(page.locator("html")).toHaveAttribute("lang", "de-CH");
  // The brand leads back to the German pages; the header lists no links, so it has no (empty) navigation landmark.
  await expect(page.getByRole("banner").getByRole("link", { name: "SwissHack" })).toHaveAttribute("href", "/de");
  await expect(page.getByRole("banner").getByRole("navigation")).toHaveCount(0);
  await page.getByRole("tab", { name: "Konto erstellen" }).click();
  const signUp = page.getByRole("tabpanel", { name: "Konto erstellen" });
  await signUp.getByLabel("E-Mail").fill(email);
  await signUp.getByLabel("Passwort").fill(password);
  await signUp.getByRole("button", { name: "Mein Konto erstellen" }).click();
  await expect(page.getByText("Schauen Sie in Ihr E-Mail-Postfach, um Ihr Konto zu bestätigen.")).toBeVisible();

  // Not confirmed yet: the server's refusal is said in German.
  await page.getByRole("tab", { name: "Anmelden" }).click();
  const signIn = page.getByRole("tabpanel", { name: "Anmelden" });
  await signIn.getByLabel("E-Mail").fill(email);
  await signIn.getByLabel("Passwort").fill("not the password");
  await signIn.getByRole("button", { name: "Anmelden" }).click();
  await expect(page.getByText("E-Mail oder Passwort ist falsch.")).toBeVisible();
  await expect(page.getByText(/Invalid email or password/)).toHaveCount(0);

  const confirmation = await waitForEmail(email, /Bestätigen Sie Ihr SwissHack-Konto/);
  const link = confirmation.links.find((l) => l.includes("/verify-email?token="));
  await page.goto(link ?? "");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bestätigen Sie Ihre E-Mail-Adresse");
  await expect(page).toHaveTitle("Bestätigen Sie Ihre E-Mail-Adresse");
  await page.getByRole("button", { name: "Meine E-Mail-Adresse bestätigen" }).click();
  await expect(page.getByRole("status")).toContainText("Ihre Adresse ist bestätigt.");
  await page.getByRole("link", { name: "Anmelden" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Willkommen");
});

test("an Italian visitor asks for a new password in Italian and is led back to an Italian sign-in", async ({
  page,
}) => {
  await page.goto("/auth?site=swisshack&lang=it");
  await expect(page.getByRole("tab", { name: "Accedere" })).toBeVisible();
  await page.getByRole("link", { name: "Password dimenticata?" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reimpostare la password");
  await expect(page).toHaveTitle("Reimpostare la password");
  await page.getByLabel("E-mail").fill("nessuno.qui@example.com");
  await page.getByRole("button", { name: "Inviatemi un link per reimpostarla" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Se un account usa questo indirizzo, un link per reimpostare la password è in arrivo.",
  );
  await expect(page.getByRole("link", { name: "Tornare all'accesso" })).toHaveAttribute(
    "href",
    "/auth?site=swisshack&lang=it",
  );
});

test("a German reset link that has expired says so in German", async ({ page }) => {
  await page.goto(`/reset-password?token=${"x".repeat(24)}&lang=de`);
  await expect(page).toHaveTitle("Passwort zurücksetzen");
  await page.getByLabel("Neues Passwort (8 bis 128 Zeichen)").fill("ein ganz neuer Passsatz");
  await page.getByRole("button", { name: "Mein neues Passwort speichern" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Dieser Link zum Zurücksetzen ist ungültig oder abgelaufen. Fordern Sie auf dieser Seite einen neuen an.",
  );
});

test("an Italian confirmation link opens a page titled in Italian", async ({ page }) => {
  await page.goto(`/verify-email?token=${"x".repeat(24)}&site=swisshack&lang=it`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confermi il suo indirizzo e-mail");
  await expect(page).toHaveTitle("Confermi il suo indirizzo e-mail");
  await expect(page.locator("html")).toHaveAttribute("lang", "it-CH");
});

test("a Quebec French visitor signs in from OptimAIte's French pages, signs up and confirms in Quebec French", async ({
  page,
}) => {
  const email = `compte.${Date.now()}@example.com`;
  await page.goto("/fr/optimaite");
  await page
    .getByRole("navigation", { name: "Navigation principale" })
    .getByRole("link", { name: "Connexion" })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bienvenue");
  await expect(page).toHaveTitle("Connexion – OptimAIte");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  await page.getByRole("tab", { name: "Créer un compte" }).click();
  const signUp = page.getByRole("tabpanel", { name: "Créer un compte" });
  await signUp.getByLabel("Courriel").fill(email);
  await signUp.getByLabel("Mot de passe").fill("une longue phrase de passe");
  await signUp.getByRole("button", { name: "Créer mon compte" }).click();
  await expect(page.getByText("Consultez votre boîte de réception pour confirmer votre compte.")).toBeVisible();

  const confirmation = await waitForEmail(email, /^Confirmez votre compte OptimAIte$/);
  expect(confirmation.text).toContain("Veuillez confirmer votre adresse courriel");
  const link = confirmation.links.find((l) => l.includes("/verify-email?token="));
  await page.goto(link ?? "");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirmez votre adresse courriel");
  await expect(page).toHaveTitle("Confirmez votre adresse courriel");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  await page.getByRole("button", { name: "Confirmer mon adresse courriel" }).click();
  await expect(page.getByRole("status")).toContainText("Votre adresse est confirmée.");
  await page.getByRole("link", { name: "Se connecter" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bienvenue");
  await expect(page.getByRole("tab", { name: "Se connecter" })).toBeVisible();
});

test("a Quebec French visitor asks for a new password in Quebec French and is led back to a Quebec French sign-in", async ({
  page,
}) => {
  await page.goto("/auth?site=optimaite&lang=fr-CA");
  await page.getByRole("link", { name: "Mot de passe oublié?" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Réinitialiser votre mot de passe");
  await expect(page).toHaveTitle("Réinitialiser votre mot de passe");
  await page.getByLabel("Courriel").fill("personne.ici@example.com");
  await page.getByRole("button", { name: "M'envoyer un lien de réinitialisation" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Si un compte utilise cette adresse, un lien de réinitialisation vient d'y être envoyé.",
  );
  await expect(page.getByRole("link", { name: "Retour à la connexion" })).toHaveAttribute(
    "href",
    "/auth?site=optimaite&lang=fr-CA",
  );
});

test("the cookie banner over an Italian sign-in page asks in Italian and links to the Italian privacy page", async ({
  page,
}) => {
  await page.goto("/auth?site=swisshack&lang=it");
  const banner = page.getByRole("region", { name: CONSENT_COPY_IT.title });
  await expect(banner.getByRole("heading", { name: "Le sue scelte sui cookie" })).toBeVisible();
  await expect(banner).not.toContainText("Your cookie choices");
  await expect(banner.getByRole("link", { name: CONSENT_COPY_IT.more })).toHaveAttribute("href", "/it/privacy");
  await banner.getByRole("button", { name: CONSENT_COPY_IT.refuse }).click();
  await expect(banner).toBeHidden();
});
