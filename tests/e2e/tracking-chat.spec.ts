import { openChat } from "./support/chat";
import { withConsentGiven } from "./support/consent";
import { expect, test } from "./support/test";

test("navigating three pages sends three visits, with the enhanced fields only after consent", async ({ page }) => {
  const visits: { status: number; body: Record<string, unknown> }[] = [];
  page.on("response", async (response) => {
    const request = response.request();
    if (request.method() === "POST" && request.url().endsWith("/api/track-visit")) {
      visits.push({ status: response.status(), body: request.postDataJSON() });
    }
  });
  await page.goto("/optimaite");
  await expect.poll(() => visits.length).toBe(1);
  expect(visits[0]?.body).not.toHaveProperty("persistent_user_id");

  await page.getByRole("region", { name: "Your cookie choices" }).getByRole("button", { name: "Accept all" }).click();
  // Granting analytics retriggers tracking after 0.1 s.
  await expect.poll(() => visits.length).toBe(2);
  expect(visits[1]?.body).toHaveProperty("persistent_user_id");

  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Services" }).click();
  // A person sees each page before the next click (a navigation superseded while loading is no visit).
  await expect(page).toHaveURL(/\/details$/);
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "FAQ" }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect.poll(() => visits.length).toBe(4);
  expect(visits.map((v) => v.body.page_path)).toEqual(["/optimaite", "/optimaite", "/details", "/faq"]);
  expect(visits.every((v) => v.status === 200)).toBe(true);
  expect(
    await page.evaluate(() => [
      localStorage.getItem("visit_count"),
      sessionStorage.getItem("visitor_session_id") !== null,
    ]),
  ).toEqual(["1", true]);
});

test("a failed visit POST is recorded through the pixel", async ({ page }) => {
  await page.route("**/api/track-visit", (route) =>
    route.request().method() === "POST" ? route.fulfill({ status: 500, body: "{}" }) : route.continue(),
  );
  const pixels: number[] = [];
  page.on("response", (response) => {
    if (response.request().method() === "GET" && response.url().includes("/api/track-visit?page="))
      pixels.push(response.status());
  });
  await page.goto("/details");
  // One pixel on load, one as the fallback of the failed POST.
  await expect.poll(() => pixels.length).toBe(2);
  expect(pixels).toEqual([204, 204]);
});

/** A visitor who answered the cookie banner already: the floating button is there from the start. */
test.beforeEach(async ({ page }, testInfo) => {
  if (/chat|assistant|answer/.test(testInfo.title)) await withConsentGiven(page);
});

test("the chat assistant: greeting, Enter sends, Shift+Enter makes a new line, blank is not sent", async ({ page }) => {
  await page.goto("/faq");
  await openChat(page, "Open the chat assistant");
  const chat = page.getByRole("region", { name: "OptimAIte assistant" });
  await expect(chat.getByText(/I'm the OptimAIte assistant/)).toBeVisible();

  const input = chat.getByLabel("Your message");
  await input.press("Enter");
  await expect(chat.getByRole("log").locator("p")).toHaveCount(1);

  await input.fill("Which booking platforms");
  await input.press("Shift+Enter");
  await input.pressSequentially("do you integrate with?");
  await expect(input).toHaveValue("Which booking platforms\ndo you integrate with?");
  await input.press("Enter");
  await expect(input).toHaveValue("");
  await expect(chat.getByText(/OptimAIte integrates with Fresha, Vagaro/)).toBeVisible();
});

test("a chat failure shows the Error toast and the apology bubble", async ({ page }) => {
  await page.route("**/api/ai-chat", (route) => route.fulfill({ status: 500, body: "{}" }));
  await page.goto("/optimaite");
  await openChat(page, "Open the chat assistant");
  const chat = page.getByRole("region", { name: "OptimAIte assistant" });
  await chat.getByLabel("Your message").fill("Hello?");
  await chat.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Failed to send message. Please try again.")).toBeVisible();
  await expect(chat.getByText(/having trouble responding/)).toBeVisible();
});

test("SwissHack's assistant speaks French, gives the 3a maximum and a link to the audit", async ({ page }) => {
  await page.goto("/");
  await openChat(page, "Ouvrir l'assistant");
  const chat = page.getByRole("region", { name: "Assistant SwissHack" });
  await expect(chat.getByText(/Je suis l'assistant SwissHack/)).toBeVisible();
  await chat.getByLabel("Votre message").fill("Combien puis-je verser sur mon 3e pilier ?");
  await chat.getByLabel("Votre message").press("Enter");
  await expect(chat.getByText(/CHF\s7\s258/)).toBeVisible();
  await chat.getByRole("link", { name: "Demander l'audit gratuit" }).click();
  await expect(page).toHaveURL(/\/#audit$/);
});

test("an OptimAIte answer's demo link opens the demo dialog", async ({ page }) => {
  await page.goto("/faq");
  await openChat(page, "Open the chat assistant");
  const chat = page.getByRole("region", { name: "OptimAIte assistant" });
  await chat.getByLabel("Your message").fill("What does it cost?");
  await chat.getByLabel("Your message").press("Enter");
  await expect(chat.getByText(/exact quote/)).toBeVisible();
  await chat.getByRole("link", { name: "Book a free demo" }).click();
  await expect(page.getByRole("dialog", { name: "Book your free demo" })).toBeVisible();
});
