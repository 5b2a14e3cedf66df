import { validAuditRequest } from "../../src/shared/schemas/audit.fixture";
import { signInAsAdmin } from "./support/auth";
import { expect, test } from "./support/test";

test.describe("the audits tab on a 1280 px screen", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("shows each audit's language, fits without sideways scrolling and opens the other answers in a detail view", async ({
    page,
    request,
  }) => {
    const email = `desktop.audit.${Date.now()}@example.com`;
    const audit = await request.post("/api/audit-requests", { data: { ...validAuditRequest, email, locale: "it" } });
    expect(audit.status()).toBe(201);

    await signInAsAdmin(page, "en");
    await page.goto("/admin");
    await page.getByRole("tab", { name: /^Audits/ }).click();
    const panel = page.getByRole("tabpanel", { name: /Audits/ });
    const row = panel.getByRole("row", { name: new RegExp(email) });
    await expect(row).toBeVisible();
    await expect(row.getByRole("cell", { name: "Italiano", exact: true })).toBeVisible();

    // The whole table is on screen: neither it nor the page scrolls sideways.
    const table = panel.getByRole("region", { name: /Audits table/ });
    const overflow = await table.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    const box = await row.getByRole("link", { name: "View" }).or(row.getByText("None")).first().boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(1280);

    // The secondary answers and the pipeline wait in the row's detail view, in words.
    await expect(panel.getByText("Tout optimiser")).toHaveCount(0);
    const details = row.getByRole("button", { name: `Details of ${email}` });
    await expect(details).toHaveAttribute("aria-expanded", "false");
    await details.click();
    const view = page.getByRole("dialog", { name: `Details of ${email}` });
    for (const term of ["Canton", "Situation", "Goal", "Income", "Pipeline"]) {
      await expect(view.getByRole("term").filter({ hasText: term }).first()).toBeVisible();
    }
    for (const value of [/^Genève$/, /^Frontalier/, /^Tout optimiser$/, /^CHF\s90\s000 – 120\s000$/]) {
      await expect(view.getByRole("definition").filter({ hasText: value })).toHaveCount(1);
    }
    await expect(view.getByLabel(`Status of ${email}`)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(view).toHaveCount(0);
    await expect(details).toBeFocused();
  });
});
