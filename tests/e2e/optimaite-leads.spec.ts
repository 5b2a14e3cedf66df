import { waitForEmail } from "./support/outbox";
import { expect, test } from "./support/test";

test("demo booking: missing fields toast, then 'Booking Demo...', success toast, reset and closed dialog", async ({
  page,
}) => {
  await page.goto("/optimaite");
  await page.getByRole("main").getByRole("button", { name: "Book Free Demo" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Book your free demo" });
  await dialog.getByRole("button", { name: "Book Demo" }).click();
  await expect(page.getByText("Missing Information")).toBeVisible();
  await expect(page.getByText("Please fill in all required fields.")).toBeVisible();

  await dialog.getByLabel("Name").fill("Dr. Grace Hopper");
  await dialog.getByLabel("Email").fill("grace.e2e@example.com");
  await dialog.getByLabel("Company / practice").fill("Hopper Dental");
  await dialog.getByLabel("What would you like OptimAIte to handle?").fill("After-hours calls and reminders.");
  await dialog.getByLabel("How did you hear about us?").selectOption("referral");

  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/submit-demo-booking", async (route) => {
    await held;
    await route.continue();
  });
  await dialog.getByRole("button", { name: "Book Demo" }).click();
  await expect(dialog.getByRole("button", { name: "Booking Demo..." })).toBeDisabled();
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeDisabled();
  release();
  await expect(page.getByText("Demo Booked Successfully! 🎉")).toBeVisible();
  await expect(page.getByText("We'll contact you within 24 hours to schedule your personalized demo.")).toBeVisible();
  await expect(dialog).toBeHidden();
  const email = await waitForEmail("grace.e2e@example.com", /Your OptimAIte demo request/);
  expect(email.text).toContain("within 24 hours");
});

test("a failed demo booking keeps what was typed and says why", async ({ page }) => {
  await page.route("**/api/submit-demo-booking", (route) =>
    route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({ error: "Database unavailable" }),
    }),
  );
  await page.goto("/optimaite");
  await page.getByRole("banner").getByRole("button", { name: "Book Free Demo" }).click();
  const dialog = page.getByRole("dialog", { name: "Book your free demo" });
  await dialog.getByLabel("Name").fill("Kept Name");
  await dialog.getByLabel("Email").fill("kept@example.com");
  await dialog.getByLabel("What would you like OptimAIte to handle?").fill("Kept project");
  await dialog.getByRole("button", { name: "Book Demo" }).click();
  await expect(page.getByText("Failed to book demo: Database unavailable")).toBeVisible();
  await expect(dialog.getByLabel("Name")).toHaveValue("Kept Name");
});

test("a proxy error without a message gives SPEC's fallback texts", async ({ page }) => {
  for (const path of ["**/api/submit-demo-booking", "**/api/submit-contact-form"]) {
    await page.route(path, (route) =>
      route.fulfill({ status: 502, contentType: "text/html", body: "<html><body>Bad Gateway</body></html>" }),
    );
  }
  await page.goto("/optimaite");
  await page.getByRole("banner").getByRole("button", { name: "Book Free Demo" }).click();
  const demo = page.getByRole("dialog", { name: "Book your free demo" });
  await demo.getByLabel("Name").fill("Proxy Demo");
  await demo.getByLabel("Email").fill("proxy.demo@example.com");
  await demo.getByLabel("What would you like OptimAIte to handle?").fill("Calls");
  await demo.getByRole("button", { name: "Book Demo" }).click();
  await expect(page.getByText("Failed to book demo: Please try again or contact us directly.")).toBeVisible();
  await expect(page.getByText(/Request failed/)).toHaveCount(0);
  await demo.getByRole("button", { name: "Cancel" }).click();

  await page.goto("/integrations");
  await page.getByRole("button", { name: "Request Custom Integration" }).click();
  const contact = page.getByRole("dialog", { name: "Contact us" });
  await contact.getByLabel("Name").fill("Proxy Contact");
  await contact.getByLabel("Email").fill("proxy.contact@example.com");
  await contact.getByLabel("Your message").fill("Hello");
  await contact.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Something went wrong. Please try again.")).toBeVisible();
  await expect(page.getByText(/Request failed/)).toHaveCount(0);
});

test("the demo and contact dialogs each keep their own text", async ({ page }) => {
  const sent: Record<string, unknown>[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/submit-contact-form")) sent.push(request.postDataJSON());
  });
  await page.goto("/integrations");
  await page.getByRole("banner").getByRole("button", { name: "Book Free Demo" }).click();
  const demo = page.getByRole("dialog", { name: "Book your free demo" });
  await demo.getByLabel("Name").fill("Demo Typist");
  await demo.getByLabel("What would you like OptimAIte to handle?").fill("Typed into the demo dialog");
  await demo.getByRole("button", { name: "Cancel" }).click();
  await expect(demo).toBeHidden();

  await page.getByRole("button", { name: "Request Custom Integration" }).click();
  const contact = page.getByRole("dialog", { name: "Contact us" });
  await expect(contact.getByLabel("Name")).toHaveValue("");
  await expect(contact.getByLabel("Your message")).toHaveValue("");
  await contact.getByLabel("Name").fill("Contact Writer");
  await contact.getByLabel("Email").fill("contact.writer@example.com");
  await contact.getByLabel("Your message").fill("Only the contact message");
  await contact.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message Sent Successfully!")).toBeVisible();
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ name: "Contact Writer", project: "Only the contact message" });

  // The demo dialog still holds what was typed into it before Cancel.
  await page.getByRole("banner").getByRole("button", { name: "Book Free Demo" }).click();
  await expect(demo.getByLabel("Name")).toHaveValue("Demo Typist");
});

test("contact from /integrations sends the message", async ({ page }) => {
  await page.goto("/integrations");
  await expect(page.getByRole("heading", { name: "Square Appointments" })).toBeVisible();
  await page.getByRole("button", { name: "Request Custom Integration" }).click();
  const dialog = page.getByRole("dialog", { name: "Contact us" });
  await dialog.getByLabel("Name").fill("Linus");
  await dialog.getByLabel("Email").fill("linus.e2e@example.com");
  await dialog.getByLabel("Your message").fill("We use a custom EHR.");
  await dialog.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message Sent Successfully!")).toBeVisible();
  await expect(page.getByText("We'll get back to you within 24 hours.")).toBeVisible();
  await expect(dialog).toBeHidden();
});

test("the FAQ opens several answers at once and embeds FAQPage data", async ({ page, request }) => {
  const html = await (await request.get("/faq")).text();
  const data = JSON.parse(
    html
      .match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)
      ?.map((s) => s.replace(/<[^>]+>/g, ""))
      .find((s) => s.includes("FAQPage")) ?? "{}",
  );
  expect(data.mainEntity).toHaveLength(6);

  await page.goto("/faq");
  await page.getByText("How long does implementation take?").click();
  await page.getByText("Which booking platforms do you integrate with?").click();
  await expect(page.getByText(/Most practices are fully set up within 1-2 weeks/)).toBeVisible();
  await expect(page.getByText(/OptimAIte integrates with Fresha, Vagaro/)).toBeVisible();
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the mobile menu mirrors the navigation and closes on navigation", async ({ page }) => {
    await page.goto("/optimaite");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile navigation" });
    await expect(menu.getByRole("link", { name: "Integrations" })).toBeVisible();
    await expect(menu.getByRole("button", { name: "ROI Calculator" })).toBeVisible();
    await menu.getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL(/\/details$/);
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test("OptimAIte's footer leads to its own English privacy policy and legal notice", async ({ page }) => {
  await page.goto("/faq");
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("link", { name: "Privacy policy" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy policy" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your rights" })).toBeVisible();
  await page.getByRole("contentinfo").getByRole("link", { name: "Legal notice" }).click();
  await expect(page).toHaveURL(/\/legal-notice$/);
  await expect(page.getByRole("heading", { level: 1, name: "Legal notice" })).toBeVisible();
});

test("on /fr/optimaite the demo dialog speaks Quebec French and sends the page's locale", async ({ page }) => {
  await page.goto("/fr/optimaite");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  await page.getByRole("main").getByRole("button", { name: "Réserver une démo gratuite" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Réservez votre démo gratuite" });
  await expect(dialog.getByRole("group", { name: "Choisissez un moment pour votre démo" })).toBeVisible();
  await dialog.getByRole("button", { name: "Réserver la démo" }).click();
  await expect(page.getByText("Renseignements manquants")).toBeVisible();
  await expect(dialog.getByText("Le nom est obligatoire")).toBeVisible();

  await dialog.getByLabel("Nom").fill("Dre Marie Tremblay");
  await dialog.getByLabel("Courriel").fill("marie.e2e@example.com");
  await dialog.getByLabel("Que souhaitez-vous confier à OptimAIte?").fill("Les appels après les heures d'ouverture.");
  const request = page.waitForRequest("**/api/submit-demo-booking");
  await dialog.getByRole("button", { name: "Réserver la démo" }).click();
  expect((await request).postDataJSON()).toMatchObject({ locale: "fr", name: "Dre Marie Tremblay" });
  await expect(page.getByText("Démo réservée avec succès! 🎉")).toBeVisible();
  await expect(dialog).toBeHidden();
});
