import { validAuditRequest } from "../../src/shared/schemas/audit.fixture";
import { signInAsAdmin } from "./support/auth";
import { expect, test } from "./support/test";

test.describe("the audits tab on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("shows readable answers, keeps the row's actions in view and walks the 48-hour report", async ({
    page,
    request,
  }) => {
    const email = `report.status.${Date.now()}@example.com`;
    const audit = await request.post("/api/audit-requests", { data: { ...validAuditRequest, email } });
    expect(audit.status()).toBe(201);

    await signInAsAdmin(page, "en");
    await page.goto("/admin");
    await page.getByRole("tab", { name: /^Audits/ }).click();
    const panel = page.getByRole("tabpanel", { name: /Audits/ });
    const row = panel.getByRole("row", { name: new RegExp(email) });
    await expect(row).toBeVisible();

    // The stored codes GE, frontalier, 90000-120000 and all are shown as words, in the row's detail view.
    await row.getByRole("button", { name: `Details of ${email}` }).click();
    const details = page.getByRole("dialog", { name: `Details of ${email}` });
    for (const label of [/^Genève$/, /^Frontalier/, /^CHF\s90\s000 – 120\s000$/, /^Tout optimiser$/]) {
      await expect(details.getByRole("definition").filter({ hasText: label })).toHaveCount(1);
    }
    for (const code of ["GE", "frontalier", "90000-120000", "all"]) {
      await expect(details.getByRole("definition").filter({ hasText: new RegExp(`^${code}$`) })).toHaveCount(0);
    }
    await page.keyboard.press("Escape");

    // The row's actions stay at the right edge of the screen while the table scrolls sideways.
    const actions = row.getByRole("cell").last();
    await expect(actions).toHaveText("None");
    const box = await actions.boundingBox();
    expect(box, "the actions cell is laid out").not.toBeNull();
    if (!box) return;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(box.x).toBeGreaterThan(375 / 2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    const report = row.getByLabel(`48-hour report of ${email}`);
    await expect(report).toHaveValue("new");
    await expect(row.getByText(/^Due /)).toBeVisible();
    await report.selectOption({ label: "Report sent" });
    await expect(page.getByText(`${email} · Report sent`).first()).toBeVisible();
    await expect(row.getByText(/^Due /)).toHaveCount(0);

    await page.reload();
    await page.getByRole("tab", { name: /^Audits/ }).click();
    const reloaded = page.getByRole("tabpanel", { name: /Audits/ }).getByLabel(`48-hour report of ${email}`);
    await expect(reloaded).toHaveValue("report-sent");
    await reloaded.selectOption({ label: "Called" });
    await expect(page.getByText(`${email} · Called`).first()).toBeVisible();
  });
});
