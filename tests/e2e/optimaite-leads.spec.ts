import { expect, test } from "@playwright/test";
import { waitForEmail } from "./support/outbox";

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
