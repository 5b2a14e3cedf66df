import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";

const field = (page: Page, label: string) => page.locator("#roi-calculator").getByLabel(label);
const calculator = (page: Page) => page.locator("#roi-calculator");

test("the calculator shows the defaults' ROI, hides savings without a receptionist cost, congratulates without missed calls", async ({
  page,
}) => {
  await page.goto("/optimaite");
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
  await expect(dialog.getByText("$478,920")).toBeVisible();
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

test("the figures are in the page's HTML, right, before any script runs", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/optimaite#roi-calculator");
  // SPEC's defaults: 20 calls a day, 30 % missed, 70 % lost, $150 a client, $4,000 of receptionist.
  const figures: [string, string][] = [
    ["Lost clients per month", "126"],
    ["Revenue lost per month", "$18,900"],
    ["Revenue recovered per month", "$17,955"],
    ["Receptionist savings per month", "$4,000"],
    ["Monthly ROI", "$21,955"],
    ["Annual ROI", "$263,460"],
  ];
  for (const [label, figure] of figures) {
    await expect(calculator(page).getByText(label, { exact: true }).locator("..")).toContainText(figure);
  }
  await context.close();
});

test("on a phone, the figures never show $0: right from the first paint, and a change counts from the old figure", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  // Every text the monthly figure shows, from the HTML's first bytes on.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    new MutationObserver(() => {
      const label = [...document.querySelectorAll("#roi-calculator p")].find((p) => p.textContent === "Monthly ROI");
      const text = label?.nextElementSibling?.textContent;
      if (text && text !== seen.at(-1)) seen.push(text);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto("/optimaite#roi-calculator");
  const monthly = calculator(page).getByText("Monthly ROI", { exact: true }).locator("..");
  await expect(monthly).toContainText("$21,955");
  // One more call a day, with the arrow key: $22,852.75 a month.
  await field(page, "Calls per day").press("ArrowUp");
  await expect(monthly).toContainText("$22,853");
  const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
  const amounts = seen.map((text) => Number(text.replace(/[^0-9]/g, "")));
  expect(amounts[0]).toBe(21955);
  expect(
    amounts.every((amount) => amount >= 21955 && amount <= 22853),
    seen.join(" → "),
  ).toBe(true);
  expect(amounts.at(-1)).toBe(22853);
});
