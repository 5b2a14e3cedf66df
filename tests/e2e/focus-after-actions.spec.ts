import { formatMeetingTime } from "../../src/shared/demo-slots/meeting-time";
import { waitForEmail } from "./support/outbox";
import { expect, test } from "./support/test";

// After an action removes or disables the control that had the focus, the focus lands on what a person reads next,
// never on <body> (a keyboard user would start over from the top of the page).

// People who already answered the cookie banner: it covers none of the controls the tests use.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem(
      "cookie_consent",
      JSON.stringify({ necessary: true, analytics: false, marketing: false, timestamp: new Date().toISOString() }),
    );
  });
});

const focusedText = (page: import("@playwright/test").Page) =>
  page.evaluate(() => (document.activeElement === document.body ? "<body>" : document.activeElement?.textContent));

test.describe("a browser that prefers German", () => {
  test.use({ locale: "de-CH" });

  test("'Nein danke' on the language suggestion moves the focus on to the header", async ({ page }) => {
    await page.goto("/");
    const suggestion = page.getByRole("region", { name: "Diese Seite gibt es auch auf Deutsch." });
    await suggestion.getByRole("button", { name: "Nein danke" }).focus();
    await page.keyboard.press("Enter");
    await expect(suggestion).toBeHidden();
    await expect(page.getByRole("banner").getByRole("link", { name: "SwissHack" })).toBeFocused();
  });
});

test.describe("the private demo page", () => {
  const ZONE = "America/New_York";
  test.use({ timezoneId: ZONE });

  test("moving and cancelling keep the focus on the page, and cancelling asks first", async ({ page }) => {
    // A whole journey across several pages and an email: more than one page's 30 s on a busy 2-core machine.
    test.slow();
    const email = "focus.walk@example.com";
    await page.goto("/optimaite");
    await page.getByRole("button", { name: "Book Free Demo", exact: true }).first().click();
    const dialog = page.getByRole("dialog", { name: "Book your free demo" });
    await dialog.getByLabel("Name").fill("Dr. Focus Walker");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("What would you like OptimAIte to handle?").fill("Calls during surgery.");
    // Times of its own, so that other tests booking meanwhile never take them first.
    const chosen = dialog.getByRole("group", { name: "Pick a time for your demo" }).getByRole("radio").nth(18);
    await chosen.locator("xpath=..").click();
    await dialog.getByRole("button", { name: "Book Demo" }).click();
    const mail = await waitForEmail(email, /^Your OptimAIte demo: /);
    const link = new URL(mail.links.find((l) => new URL(l).pathname.startsWith("/demo/")) as string);
    await page.goto(link.pathname);

    const other = page.getByRole("group", { name: "Pick a time for your demo" }).getByRole("radio").nth(19);
    await other.locator("xpath=..").click();
    const moved = (await other.getAttribute("value")) as string;
    const time = formatMeetingTime(moved, ZONE, "en");
    await page.getByRole("button", { name: "Move my demo" }).click();
    await expect(page.getByText("Demo moved")).toBeVisible();
    await expect.poll(() => focusedText(page)).toBe(time);

    await page.getByRole("button", { name: "Cancel my demo" }).click();
    const question = page.getByRole("region", { name: "Cancel this demo?" });
    await expect(question.getByText("Cancel this demo?")).toBeFocused();
    await question.getByRole("button", { name: "Keep my demo" }).click();
    await expect(question).toBeHidden();
    await expect(page.getByRole("button", { name: "Cancel my demo" })).toBeFocused();
    await expect(page.getByText(time, { exact: true })).toBeVisible();

    await page.getByRole("button", { name: "Cancel my demo" }).click();
    await question.getByRole("button", { name: "Yes, cancel it" }).click();
    await expect(page.getByText("Demo cancelled", { exact: true })).toBeVisible();
    await expect.poll(() => focusedText(page)).toBe(`Cancelled: ${time}`);
  });
});

test("'Show more days' hands the focus to the first new day's first time, in sight; a chosen time keeps its colours under the pointer", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto("/optimaite");
  await page.getByRole("button", { name: "Book Free Demo", exact: true }).first().click();
  const dialog = page.getByRole("dialog", { name: "Book your free demo" });
  await expect(dialog.getByLabel("Your time zone")).toHaveValue(
    await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone),
  );
  const picker = dialog.getByRole("group", { name: "Pick a time for your demo" });
  const first = picker.getByRole("radio").first();
  await first.locator("xpath=..").click();
  await expect(first).toBeChecked();
  const chosenPill = first.locator("xpath=following-sibling::span");
  await chosenPill.hover();
  // Read once the pill's colour transition has ended, as a person sees it.
  const colour = (property: "color" | "backgroundColor") =>
    chosenPill.evaluate((pill, name) => getComputedStyle(pill)[name], property);
  await expect.poll(() => colour("color"), { message: "white text" }).toBe("rgb(255, 255, 255)");
  await expect
    .poll(() => colour("backgroundColor"), { message: "on the brand's blue, not an unchosen time's light grey" })
    .not.toBe("rgb(241, 245, 249)");

  const times = picker.locator('input[type="radio"]:not([value="none"])');
  const shownBefore = await times.count();
  await picker.getByRole("button", { name: "Show more days" }).focus();
  await page.keyboard.press("Enter");
  const focused = page.locator(":focus");
  await expect(focused).toHaveAttribute("type", "radio");
  await expect(focused).toHaveValue((await times.nth(shownBefore).getAttribute("value")) as string);
  await expect(focused.locator("xpath=following-sibling::span")).toBeInViewport();
});

test("at 375 px, the newsletter's success toast does not hide the control that has the focus", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto("/#newsletter");
  const form = page.getByRole("form", { name: "Inscription à la newsletter" });
  await form.getByLabel("Votre adresse e-mail").fill("focus.toast@example.com");
  const submit = form.getByRole("button", { name: "S'inscrire" });
  await submit.focus();
  // Scrolled as far as the page lets a control go: just below the sticky header, where the toasts slide in.
  await submit.evaluate((button) => button.scrollIntoView({ block: "start", behavior: "instant" }));
  await page.keyboard.press("Enter");
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Bienvenue dans SwissHack ! 🇨🇭" });
  await expect(toast).toBeVisible();
  await expect
    .poll(async () => {
      const focused = await page.evaluate(() => {
        const rect = document.activeElement?.getBoundingClientRect();
        return rect && document.activeElement !== document.body ? { top: rect.top, bottom: rect.bottom } : null;
      });
      const box = await toast.boundingBox();
      if (!focused || !box) return "no focused control or no toast";
      return focused.top < box.y + box.height && focused.bottom > box.y ? "hidden under the toast" : "in sight";
    })
    .toBe("in sight");
});
