import type { Page } from "@playwright/test";
import { inviteOf } from "../../src/server/testing/ics-reader";
import { formatMeetingTime, formatSlotTime } from "../../src/shared/demo-slots/meeting-time";
import type { SlotDays } from "../../src/shared/schemas/demo-slots";
import { signInAsAdmin } from "./support/auth";
import { axe } from "./support/axe";
import { waitForEmail } from "./support/outbox";
import { expect, test } from "./support/test";

// The visitor is in Tokyo; the team's hours are New York's (the defaults).
test.use({ timezoneId: "Asia/Tokyo" });

const ZONE = "Asia/Tokyo";
const VIDEO = "https://meet.optimaite.example/demo?room=team,1";

test.beforeEach(async ({ page }) => {
  // People who already answered the cookie banner: it covers none of the buttons the tests press.
  await page.addInitScript(() => {
    localStorage.setItem(
      "cookie_consent",
      JSON.stringify({ necessary: true, analytics: false, marketing: false, timestamp: new Date().toISOString() }),
    );
  });
});

async function openStarts(page: Page): Promise<string[]> {
  const res = await page.request.get(`/api/demo-slots?timeZone=${ZONE}`);
  const body = (await res.json()) as SlotDays;
  return body.days.flatMap((day) => day.slots.map((slot) => slot.start));
}

async function openDemoFromCalculator(page: Page, email: string) {
  await page.goto("/optimaite");
  const calculator = page.locator("#roi-calculator");
  await calculator.scrollIntoViewIfNeeded();
  await expect(calculator.getByText("$21,955")).toBeVisible();
  await page.getByRole("button", { name: "Get Your Custom Demo" }).click();
  const dialog = page.getByRole("dialog", { name: "Book your free demo" });
  await dialog.getByLabel("Name").fill("Dr. Kenji Sato");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("What would you like OptimAIte to handle?").fill("Night calls from overseas patients.");
  return dialog;
}

test("ROI calculator → a slot in the visitor's time zone → the toast names it → the invite → the admin → cancel frees it", async ({
  page,
}) => {
  // A whole journey across several pages and an email: more than one page's 30 s on a busy 2-core machine.
  test.slow();
  // A retry books again in the same database: its own address keeps the admin's row for it one row.
  const email = `kenji.slots.${test.info().retry}@example.com`;
  const dialog = await openDemoFromCalculator(page, email);
  await expect(dialog.getByLabel("Your time zone")).toHaveValue(ZONE);
  const picker = dialog.getByRole("group", { name: "Pick a time for your demo" });
  const radios = picker.getByRole("radio");
  await expect(radios.first()).toBeVisible();

  // By keyboard: into the group, then the arrow key moves to the next time.
  await radios.first().focus();
  await page.keyboard.press("ArrowRight");
  const chosen = radios.nth(1);
  await expect(chosen).toBeChecked();
  const start = (await chosen.getAttribute("value")) as string;
  await expect(picker.getByText(formatSlotTime(start, ZONE), { exact: true }).first()).toBeVisible();
  expect((await axe(page).include('[role="dialog"]').analyze()).violations).toEqual([]);

  await dialog.getByRole("button", { name: "Book Demo" }).click();
  await expect(page.getByText("Demo Booked Successfully! 🎉")).toBeVisible();
  await expect(
    page.getByText(
      `Your demo is booked for ${formatMeetingTime(start, ZONE)}. The calendar invitation is in your inbox.`,
    ),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  // The person's invite, read by an independent parser: the right UTC time.
  const mail = await waitForEmail(email, /^Your OptimAIte demo: /);
  const invite = inviteOf(mail);
  expect(invite).toMatchObject({ method: "REQUEST", start, inUtc: true, sequence: 0 });
  expect(await openStarts(page)).not.toContain(start);

  // The owner sees it with the ROI.
  await signInAsAdmin(page, "en");
  await page.goto("/admin");
  await page.getByRole("tab", { name: /^Demos/ }).click();
  const meetings = page.getByRole("region", { name: /^Meetings/ });
  const row = meetings.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("Dr. Kenji Sato");
  await expect(row).toContainText("$21,955/month");
  await expect(row).toContainText("Booked (upcoming)");

  // The person cancels from the link: the page changes nothing until the button is pressed (a POST).
  const link = mail.links.find((l) => new URL(l).pathname.startsWith("/demo/")) as string;
  const answer = await page.goto(new URL(link).pathname);
  expect(answer?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(answer?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.getByRole("button", { name: "Cancel my demo" })).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
  expect(await openStarts(page)).not.toContain(start);
  await page.getByRole("button", { name: "Cancel my demo" }).click();
  await page.getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(page.getByText("This demo is cancelled.")).toBeVisible();
  expect(await openStarts(page)).toContain(start);
  const cancel = inviteOf(await waitForEmail(email, /^Your OptimAIte demo is cancelled/));
  expect(cancel).toMatchObject({ method: "CANCEL", uid: invite.uid, sequence: 1 });
});

test("a slot taken meanwhile: 'This time was just taken', fresh times, and what was typed stays", async ({ page }) => {
  const dialog = await openDemoFromCalculator(page, "late.slots@example.com");
  const radios = dialog.getByRole("group", { name: "Pick a time for your demo" }).getByRole("radio");
  const chosen = radios.nth(2);
  // A tap on the time (its label; the radio itself is visually hidden behind it).
  await chosen.locator("xpath=..").click();
  await expect(chosen).toBeChecked();
  const start = (await chosen.getAttribute("value")) as string;
  // Someone else books that time first.
  const other = await page.request.post("/api/submit-demo-booking", {
    data: { name: "Quick", email: "quick@example.com", project: "Calls", slot: { start, timeZone: ZONE } },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(other.status()).toBe(201);

  await dialog.getByRole("button", { name: "Book Demo" }).click();
  await expect(dialog.getByRole("alert")).toContainText("This time was just taken");
  await expect(dialog.getByLabel("Name")).toHaveValue("Dr. Kenji Sato");
  await expect(dialog.locator(`input[value="${start}"]`)).toHaveCount(0);
  await expect(radios.first()).toBeVisible();
  await expect(dialog).toBeVisible();
});

// Both save the whole availability form: one after the other, so that neither saves over the other's change.
test.describe("the owner's availability", () => {
  test.describe.configure({ mode: "default" });

  test("the owner's Availability screen shows the defaults and saves a day off", async ({ page }) => {
    await signInAsAdmin(page, "en");
    await page.goto("/admin");
    await page.getByRole("tab", { name: "Availability" }).click();
    const form = page.getByRole("form", { name: "Availability for demos" });
    await expect(form.getByLabel("Time zone of these hours")).toHaveValue("America/New_York");
    await expect(form.getByRole("checkbox", { name: "Monday" })).toBeChecked();
    await expect(form.getByRole("checkbox", { name: "Sunday" })).not.toBeChecked();
    await expect(form.getByLabel("Monday from")).toHaveValue("09:00");
    await expect(form.getByLabel("Meeting length")).toHaveValue("30");
    await expect(form.getByLabel("Minimum notice (hours)")).toHaveValue("12");
    // A day off beyond the horizon: the other tests' slots stay as they are.
    await form.getByLabel("Add a day off").fill("2099-12-24");
    await form.getByRole("button", { name: "Add", exact: true }).click();
    await form.getByRole("button", { name: "Save availability" }).click();
    await expect(page.getByText("Availability saved")).toBeVisible();
    await page.reload();
    await page.getByRole("tab", { name: "Availability" }).click();
    await expect(form.getByText("2099-12-24")).toBeVisible();
    await form.getByRole("button", { name: "Remove the day off 2099-12-24" }).click();
    await form.getByRole("button", { name: "Save availability" }).click();
    await expect(page.getByText("Availability saved")).toBeVisible();
    expect((await axe(page).include("form").analyze()).violations).toEqual([]);
  });

  test("the owner sets where demos happen; focus follows Add and Remove; the person's email and page say it", async ({
    page,
  }) => {
    test.slow();
    await signInAsAdmin(page, "en");
    await page.goto("/admin");
    await page.getByRole("tab", { name: "Availability" }).click();
    const form = page.getByRole("form", { name: "Availability for demos" });
    await expect(form.getByLabel("Meeting length")).toHaveValue("30");

    // Days off: the focus goes to the new day, then to the next one, then back to the date to add.
    const dateToAdd = form.getByLabel("Add a day off");
    for (const day of ["2099-12-21", "2099-12-20"]) {
      await dateToAdd.fill(day);
      await form.getByRole("button", { name: "Add", exact: true }).click();
      await expect(form.getByRole("button", { name: `Remove the day off ${day}` })).toBeFocused();
    }
    await form.getByRole("button", { name: "Remove the day off 2099-12-20" }).click();
    await expect(form.getByRole("button", { name: "Remove the day off 2099-12-21" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dateToAdd).toBeFocused();

    // A place that is not an https address is refused beside its field, which takes the focus.
    await form.getByLabel("Where demos happen").selectOption({ label: "Video call" });
    const address = form.getByLabel("Video meeting address");
    await address.fill("http://meet.optimaite.example/demo");
    await form.getByRole("button", { name: "Save availability" }).click();
    await expect(form.getByText("A video meeting address starting with https://", { exact: false })).toBeVisible();
    await expect(address).toBeFocused();
    await address.fill(VIDEO);
    await form.getByRole("button", { name: "Save availability" }).click();
    await expect(page.getByText("Availability saved")).toBeVisible();
    await page.reload();
    await page.getByRole("tab", { name: "Availability" }).click();
    await expect(form.getByLabel("Video meeting address")).toHaveValue(VIDEO);
    expect((await axe(page).include("form").analyze()).violations).toEqual([]);

    // A person books: the email and the private page say how long and where.
    const email = "place.walk@example.com";
    const [start] = (await openStarts(page)).slice(-1);
    const booked = await page.request.post("/api/submit-demo-booking", {
      data: { name: "Dr. Ines Place", email, project: "Calls", slot: { start, timeZone: ZONE } },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(booked.status()).toBe(201);
    const mail = await waitForEmail(email, /^Your OptimAIte demo: /);
    expect(mail.text).toContain("Length: 30 minutes");
    expect(mail.text).toContain(`Video call: ${VIDEO}`);
    const link = mail.links.find((l) => new URL(l).pathname.startsWith("/demo/")) as string;
    await page.goto(new URL(link).pathname);
    await expect(page.getByText("Length: 30 minutes")).toBeVisible();
    await expect(page.getByRole("link", { name: VIDEO })).toHaveAttribute("href", VIDEO);

    // Cancelled: the email's link opens the demo dialog again.
    await page.getByRole("button", { name: "Cancel my demo" }).click();
    await page.getByRole("button", { name: "Yes, cancel it" }).click();
    const cancelled = await waitForEmail(email, /^Your OptimAIte demo is cancelled/);
    const again = cancelled.links.find((l) => new URL(l).search === "?demo=open") as string;
    await page.goto(new URL(again).pathname + new URL(again).search);
    await expect(page.getByRole("dialog", { name: "Book your free demo" })).toBeVisible();
  });
});
