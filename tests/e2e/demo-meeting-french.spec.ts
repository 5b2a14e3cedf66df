import { formatMeetingTime } from "../../src/shared/demo-slots/meeting-time";
import { waitForEmail } from "./support/outbox";
import { expect, test } from "./support/test";

// A practice in Montreal: the team's hours are New York's, the same zone.
const ZONE = "America/Toronto";
test.use({ timezoneId: ZONE, locale: "fr-CA" });

// Someone whose demo was cancelled meanwhile (another tab) gets the server's refusal, as an error toast.
test.use({ allowedConsoleErrors: [/status of 409/] });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem(
      "cookie_consent",
      JSON.stringify({ necessary: true, analytics: false, marketing: false, timestamp: new Date().toISOString() }),
    );
  });
});

const bookedText = (start: string) =>
  `Votre démo est réservée pour le ${formatMeetingTime(start, ZONE, "fr")}. L'invitation à l'agenda est dans votre boîte de réception.`;

test("booked on /fr: the toast, then the private page to move and cancel the demo, all in Quebec French", async ({
  page,
}) => {
  // A whole journey across several pages and an email: more than one page's 30 s on a busy 2-core machine.
  test.slow();
  const email = "josee.tremblay@example.com";
  await page.goto("/fr/optimaite");
  await page.getByRole("button", { name: "Réserver une démo", exact: true }).first().click();
  const dialog = page.getByRole("dialog", { name: "Réservez votre démo gratuite" });
  await dialog.getByLabel("Nom").fill("Dre Josée Tremblay");
  await dialog.getByLabel("Courriel").fill(email);
  await dialog.getByLabel("Que souhaitez-vous confier à OptimAIte?").fill("Les appels du soir et les rappels.");
  // Times of their own, so that the other tests booking meanwhile never take them first.
  const chosen = dialog.getByRole("group", { name: "Choisissez un moment pour votre démo" }).getByRole("radio").nth(12);
  await chosen.locator("xpath=..").click();
  const start = (await chosen.getAttribute("value")) as string;
  await dialog.getByRole("button", { name: "Réserver la démo" }).click();
  await expect(page.getByText("Démo réservée avec succès! 🎉")).toBeVisible();
  await expect(page.getByText(bookedText(start))).toBeVisible();

  // The link of the French confirmation opens the page in French, in the lead's language.
  const mail = await waitForEmail(email, /^Votre démo OptimAIte\u00a0: /);
  const link = new URL(mail.links.find((l) => new URL(l).pathname.startsWith("/demo/")) as string);
  expect(link.search).toBe("?lang=fr");
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole("heading", { level: 1, name: "Votre démo OptimAIte" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  // What root renders around the page follows the lead's language too: the chat's launcher.
  await expect(page.getByRole("complementary", { name: "Contact et clavardage" })).toBeVisible();
  await expect(page.getByText(formatMeetingTime(start, ZONE, "fr"), { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Réserver une démo", exact: true }).first()).toBeVisible();

  // Moved to another time.
  const picker = page.getByRole("group", { name: "Choisissez un moment pour votre démo" });
  const other = picker.getByRole("radio").nth(13);
  await other.locator("xpath=..").click();
  const moved = (await other.getAttribute("value")) as string;
  await page.getByRole("button", { name: "Déplacer ma démo" }).click();
  await expect(page.getByText("Démo déplacée")).toBeVisible();
  await expect(page.getByText(bookedText(moved))).toBeVisible();
  await expect(page.getByText(formatMeetingTime(moved, ZONE, "fr"), { exact: true })).toBeVisible();

  // Cancelled meanwhile from another tab: the refusal is in French too.
  const token = link.pathname.split("/").at(-1) as string;
  const elsewhere = await page.request.post(`/api/demo-meetings/${token}/cancel`, {
    headers: { origin: link.origin },
  });
  expect(elsewhere.status()).toBe(200);
  await page.getByRole("button", { name: "Annuler ma démo" }).click();
  await expect(page.getByText("Annuler cette démo?")).toBeFocused();
  await page.getByRole("button", { name: "Oui, l'annuler" }).click();
  await expect(page.getByText("Erreur", { exact: true })).toBeVisible();
  await expect(
    page.getByText("Cette démo ne peut plus être modifiée\u00a0: elle a été annulée ou elle est déjà commencée."),
  ).toBeVisible();

  await page.reload();
  await expect(page.getByText("Annulée\u00a0:")).toBeVisible();
  await expect(
    page.getByText("Cette démo est annulée. Réservez un autre moment quand cela vous conviendra."),
  ).toBeVisible();
  await page.getByRole("button", { name: "Réserver un autre moment" }).click();
  await expect(page.getByRole("dialog", { name: "Réservez votre démo gratuite" })).toBeVisible();

  // Leaving by the site's own links: the next page keeps its own language and title.
  await page.keyboard.press("Escape");
  await page.getByRole("contentinfo").getByRole("link", { name: "Accueil" }).click();
  await expect(page).toHaveURL(/\/fr\/optimaite$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  await expect(page).toHaveTitle("OptimAIte\u00a0: réceptionniste IA pour cliniques et médispas");
});

test("an English lead's page stays in English", async ({ page }) => {
  const email = "english.lead@example.com";
  await page.goto("/optimaite");
  await page.getByRole("button", { name: "Book Free Demo", exact: true }).first().click();
  const dialog = page.getByRole("dialog", { name: "Book your free demo" });
  await dialog.getByLabel("Name").fill("Dr. Ann Lee");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("What would you like OptimAIte to handle?").fill("Calls at night.");
  const chosen = dialog.getByRole("group", { name: "Pick a time for your demo" }).getByRole("radio").nth(15);
  await chosen.locator("xpath=..").click();
  await dialog.getByRole("button", { name: "Book Demo" }).click();
  const mail = await waitForEmail(email, /^Your OptimAIte demo: /);
  const link = new URL(mail.links.find((l) => new URL(l).pathname.startsWith("/demo/")) as string);
  await page.goto(link.pathname);
  await expect(page.getByRole("button", { name: "Cancel my demo" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Your OptimAIte demo" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
});

test.describe("a link to no demo", () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("a French link that leads to no demo says so in French", async ({ page }) => {
    await page.goto("/demo/this-link-leads-to-no-demo-at-all?lang=fr");
    await expect(
      page.getByText("Ce lien ne correspond à aucune démo. Vérifiez le lien dans votre courriel."),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Votre démo OptimAIte" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    await page.getByRole("button", { name: "Réserver une démo", exact: true }).first().click();
    await expect(page.getByRole("dialog", { name: "Réservez votre démo gratuite" })).toBeVisible();
  });
});

test("the French page states no length of its own; the dialog says the owner's, and names time zones in French", async ({
  page,
}) => {
  await page.goto("/fr/optimaite");
  // The closing call to action: the length is the owner's setting, which a prerendered page cannot know.
  await expect(page.getByText("Réservez une démo gratuite\u00a0: nous vous montrerons")).toBeVisible();
  await expect(page.locator("main")).not.toContainText(/\d+\s?minutes?\s?:/);
  await page.getByRole("button", { name: "Réserver une démo", exact: true }).first().click();
  const dialog = page.getByRole("dialog", { name: "Réservez votre démo gratuite" });
  // The defaults: 30-minute meetings, as long as the invite.
  await expect(dialog.getByText("Chaque démo dure 30\u00a0minutes.")).toBeVisible();
  const zone = dialog.getByLabel("Votre fuseau horaire");
  await expect(zone).toHaveValue(ZONE);
  await expect(zone.locator("option:checked")).toHaveText("Heure de l'Est (Toronto)");
  await expect(zone.locator("option").first()).toHaveText("Heure de l'Est (Toronto)");
  await expect(zone.locator("option", { hasText: "(Zurich)" })).toHaveText("Heure de l'Europe centrale (Zurich)");
  // A person picks another zone by its name; the value sent stays the IANA zone.
  await zone.selectOption({ label: "Heure de l'Europe centrale (Zurich)" });
  await expect(zone).toHaveValue("Europe/Zurich");
});
