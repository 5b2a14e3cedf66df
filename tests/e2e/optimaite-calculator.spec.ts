import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";

const field = (page: Page, label: string) => page.locator("#roi-calculator").getByLabel(label);
const calculator = (page: Page) => page.locator("#roi-calculator");

test("the calculator shows the defaults' ROI, hides savings without a receptionist cost, congratulates without missed calls", async ({
  page,
}) => {
  await page.goto("/optimaite");
  // The figures count up when the calculator comes into view, as a person scrolling to it sees them.
  await calculator(page).scrollIntoViewIfNeeded();
  await expect(calculator(page).getByText("$21,955")).toBeVisible();
  await expect(calculator(page).getByText("$263,460")).toBeVisible();
  await expect(calculator(page).getByText("Receptionist savings per month")).toBeVisible();

  await field(page, "Monthly receptionist cost ($)").fill("0");
  await expect(calculator(page).getByText("Receptionist savings per month")).toHaveCount(0);
  await expect(calculator(page).getByText("$17,955").first()).toBeVisible();

  await field(page, "Missed call rate (%)").fill("0");
  await expect(calculator(page).getByRole("heading", { name: "Congratulations!" })).toBeVisible();
  await expect(calculator(page).getByText("Annual ROI")).toHaveCount(0);
});

test("typing -5 or letters gives 0", async ({ page }) => {
  await page.goto("/optimaite");
  const calls = field(page, "Calls per day");
  await calls.fill("-5");
  await calls.blur();
  await expect(calls).toHaveValue("0");
  await expect(
    calculator(page).getByText("Lost clients per month").locator("..").getByText("0", { exact: true }),
  ).toBeVisible();

  const revenue = field(page, "Average revenue per client ($)");
  await revenue.click();
  await revenue.press("Control+a");
  await page.keyboard.type("abc");
  await revenue.blur();
  await expect(revenue).toHaveValue("0");
  await expect(field(page, "Missed call rate (%)")).toHaveAttribute("max", "100");
  await expect(field(page, "Missed call rate (%)")).toHaveAttribute("min", "0");
  await expect(field(page, "Missed call rate (%)")).toHaveAttribute("step", "1");
});

test("the calculator session is created and updated, and the demo carries the estimate", async ({ page }) => {
  const updates: unknown[] = [];
  page.on("request", (request) => {
    if (request.method() === "PATCH" && request.url().includes("/api/calculator-sessions/"))
      updates.push(request.postDataJSON());
  });
  const created = page.waitForResponse((res) => res.url().endsWith("/api/calculator-sessions") && res.status() === 201);
  await page.goto("/optimaite");
  await created;
  await field(page, "Calls per day").fill("40");
  await expect
    .poll(() =>
      updates.some(
        (u) =>
          (u as { final_roi_data?: { results: { monthlyROI: number } } }).final_roi_data &&
          Math.round(
            (u as { final_roi_data: { results: { monthlyROI: number } } }).final_roi_data.results.monthlyROI,
          ) === 39910,
      ),
    )
    .toBe(true);
  expect(updates.at(-1)).toMatchObject({ inputs_changed: 1, calculations_performed: 1 });

  await page.getByRole("button", { name: "Get Your Custom Demo" }).click();
  const dialog = page.getByRole("dialog", { name: "Book your free demo" });
  await expect(dialog.getByText("$39,910")).toBeVisible();
});

test("ROI Calculator from /details lands scrolled at the calculator", async ({ page }) => {
  await page.goto("/details");
  await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("button", { name: "ROI Calculator" })
    .click();
  await expect(page).toHaveURL(/\/optimaite$/);
  await expect(page.getByRole("heading", { name: "ROI Calculator" })).toBeInViewport();
});

test("the figures count up from 0 when the calculator first comes into view", async ({ page }) => {
  await page.goto("/optimaite");
  const monthly = calculator(page).getByText("Monthly ROI").locator("..").locator("p").nth(1);
  // Record every text the figure shows from now on, then bring it into view as a person scrolling would.
  await monthly.evaluate((element) => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    new MutationObserver(() => seen.push(element.textContent ?? "")).observe(element, {
      characterData: true,
      childList: true,
      subtree: true,
    });
  });
  await page.locator("#roi-calculator").scrollIntoViewIfNeeded();
  await expect(monthly).toHaveText("$21,955");
  const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
  const amounts = seen.map((text) => Number(text.replace(/[^0-9]/g, "")));
  expect(amounts.some((amount) => amount > 0 && amount < 21955)).toBe(true);
  expect(amounts.at(-1)).toBe(21955);
});
