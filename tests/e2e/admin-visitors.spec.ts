import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { signInAsAdmin } from "./support/auth";
import { expect, test } from "./support/test";

/** Resolves once the page's beacon (POST) and its load pixel (GET) have both been answered. */
function beaconAndPixelAnswered(page: Page) {
  const answered = new Set<string>();
  return new Promise<void>((resolve) => {
    page.on("response", (response) => {
      if (!response.url().includes("/api/track-visit")) return;
      answered.add(response.request().method());
      if (answered.has("POST") && answered.has("GET")) resolve();
    });
  });
}

async function openVisitorsTab(page: Page) {
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Visitors" }).click();
  return page.getByRole("tabpanel", { name: "Visitors" });
}

async function searchVisitors(page: Page, text: string) {
  const tab = page.getByRole("tabpanel", { name: "Visitors" });
  await tab.getByRole("textbox", { name: "Search Visitors" }).fill(text);
  await tab.getByRole("button", { name: "Search" }).click();
  return tab.getByRole("table").locator("tbody tr");
}

test("one page load is one visit in the visitors tab and its CSV, the query in its own column", async ({
  page,
  browser,
  baseURL,
}) => {
  const campaign = `once${Date.now()}`;
  const visitor = await browser.newPage();
  const tracked = beaconAndPixelAnswered(visitor);
  await visitor.goto(`${baseURL}/optimaite?utm_source=${campaign}`);
  await tracked;
  await visitor.close();

  await signInAsAdmin(page, "en");
  const tab = await openVisitorsTab(page);
  const rows = await searchVisitors(page, campaign);
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByRole("cell", { name: "/optimaite", exact: true })).toBeVisible();
  await expect(rows.first().getByRole("cell", { name: `utm_source=${campaign}` })).toBeVisible();

  const download = page.waitForEvent("download");
  await tab.getByRole("link", { name: "Export CSV" }).click();
  const csv = await readFile((await (await download).path()) ?? "", "utf8");
  expect(csv.split("\n").filter((line) => line.includes(campaign))).toHaveLength(1);
});

test("the visitors tab filters by site and page", async ({ page, browser, baseURL }) => {
  const visitor = await browser.newPage();
  for (const path of ["/premium", "/details"]) {
    const tracked = beaconAndPixelAnswered(visitor);
    await visitor.goto(`${baseURL}${path}`);
    await tracked;
  }
  await visitor.close();

  await signInAsAdmin(page, "en");
  const tab = await openVisitorsTab(page);
  await expect(tab.getByRole("cell", { name: "/premium", exact: true }).first()).toBeVisible();
  await tab.getByLabel("Site").selectOption("optimaite");
  await expect(tab.getByRole("cell", { name: "/details", exact: true }).first()).toBeVisible();
  await expect(tab.getByRole("cell", { name: "/premium", exact: true })).toHaveCount(0);
  await tab.getByLabel("Page").selectOption("/details");
  await expect(tab.getByRole("cell", { name: "/optimaite", exact: true })).toHaveCount(0);
  await expect(tab.getByRole("cell", { name: "/details", exact: true }).first()).toBeVisible();
});

test("the first page a signed-in person loads carries their identity", async ({ page }) => {
  await signInAsAdmin(page, "en");
  const marker = `signed${Date.now()}`;
  const tracked = beaconAndPixelAnswered(page);
  await page.goto(`/premium?from=${marker}`);
  await tracked;

  await openVisitorsTab(page);
  const rows = await searchVisitors(page, marker);
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByRole("cell", { name: process.env.E2E_ENGLISH_ADMIN_EMAIL ?? "" })).toBeVisible();
});
