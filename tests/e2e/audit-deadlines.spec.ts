import { validAuditRequest } from "../../src/shared/schemas/audit.fixture";
import { signInAsAdmin } from "./support/auth";
import { waitForEmail } from "./support/outbox";
import { expect, test } from "./support/test";

// Issue 55: the 48 hours visible (decision 0041). The back office is French until the account chooses.

// Where the screenshots go (test-results/ is emptied by the next Playwright run): E2E_SHOTS_DIR to keep them.
const SHOTS = process.env.E2E_SHOTS_DIR ?? "test-results/audit-deadlines";

for (const { name, viewport } of [
  { name: "desktop", viewport: { width: 1280, height: 900 } },
  { name: "phone", viewport: { width: 375, height: 740 } },
]) {
  test.describe(`the 48 hours on the ${name}`, () => {
    test.use({ viewport });

    test("a French audit request shows 47 h left, the overview counts what is due, the digest covers today", async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const email = `delai.${name}.${Date.now()}@example.com`;
      const sent = await request.post("/api/audit-requests", {
        data: { ...validAuditRequest, email, locale: "fr" },
      });
      expect(sent.status()).toBe(201);
      const { id } = (await sent.json()) as { id: string };

      await signInAsAdmin(page);
      await page.goto("/admin");

      // The overview counts the reports overdue and due today; each count opens the Audits tab.
      const reports = page.getByRole("region", { name: "Rapports sous 48\u00a0h" });
      await expect(reports).toBeVisible();
      await expect(reports.getByRole("link", { name: /en retard$/ })).toBeVisible();
      await expect(reports.getByRole("link", { name: /à rendre aujourd'hui$/ })).toBeVisible();
      await reports.screenshot({ path: `${SHOTS}/overview-${name}.png` });
      await page.screenshot({ path: `${SHOTS}/overview-page-${name}.png` });
      await reports.getByRole("link", { name: /en retard$/ }).click();
      await expect(page).toHaveURL(/\/admin\?tab=audits$/);
      await expect(page.getByRole("tab", { name: /^Audits/ })).toHaveAttribute("aria-selected", "true");

      // The digest's link to the request opens its row, highlighted, with the hours left.
      await page.goto(`/admin?tab=audits&id=${id}`);
      const row = page.getByRole("row", { name: new RegExp(email) });
      await expect(row).toHaveAttribute("aria-current", "true");
      await expect(row.getByTestId("report-time-left")).toHaveText("47 h restantes");
      await page.screenshot({ path: `${SHOTS}/audits-${name}.png` });

      // Once the report is marked sent, the promise is kept: the hours stop.
      await row.getByLabel(`Rapport sous 48\u00a0h de ${email}`).selectOption({ label: "Rapport envoyé" });
      await expect(row.getByTestId("report-time-left")).toHaveCount(0);

      // "Send now" sends today's digest so far and says which day, until when.
      await page.goto("/admin");
      await page.getByRole("button", { name: "Envoyer le résumé du jour maintenant" }).click();
      await expect(
        page.getByText(/^Résumé pour aujourd'hui, \S+ \d{1,2} \S+ jusqu'à \d\d:\d\d \(heure de Zurich\)/),
      ).toBeVisible();
      const digest = await waitForEmail(process.env.E2E_ADMIN_EMAIL ?? "", /^Résumé quotidien, aujourd'hui, /);
      expect(digest.text).toContain(email);
      expect(digest.text).toContain(`/admin?tab=audits&id=${id}`);
    });
  });
}
