import path from "node:path";
import type { Page, TestInfo } from "@playwright/test";
import type { PaymentStandIn } from "../../src/server/testing/payment-stand-in";
import { addWorkingDays } from "../../src/shared/premium/working-days";
import { validAuditRequest } from "../../src/shared/schemas/audit.fixture";
import { signInAsAdmin } from "./support/auth";
import { withPayingServer } from "./support/paying-server";
import { expect } from "./support/test";

// Issue 57, the owner's side: a paid Premium order shows in the admin's Premium tab with its report's due day; the
// owner refunds it after a confirm step, reads "refund requested by … at …", and sees it "refunded" once the
// provider's webhook (the local stand-in's) arrives; marks another's report delivered and sees it no longer due. On a
// server of its own with the provider's keys.

const test = withPayingServer();

/** An order placed through the API and paid on the stand-in (its signed event reaches the server). */
async function paidOrder(
  page: Page,
  standIn: PaymentStandIn,
  baseUrl: string,
  name: string,
  email: string,
): Promise<string> {
  const created = await page.request.post("/api/premium/orders", {
    data: { name, email, locale: "fr", acceptTerms: true },
    headers: { origin: baseUrl },
  });
  expect(created.status()).toBe(201);
  const { orderId, checkoutUrl } = (await created.json()) as { orderId: string; checkoutUrl: string };
  await standIn.pay(checkoutUrl.split("/pay/")[1] ?? "");
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/premium/orders/${orderId}`)).json()) as { status: string }).status,
    )
    .toBe("paid");
  return orderId;
}

/** Where a screenshot goes: ADMIN_SHOTS_DIR when set (to look at them), else the test's output folder. */
const shot = (testInfo: TestInfo, file: string) => path.join(process.env.ADMIN_SHOTS_DIR ?? testInfo.outputDir, file);

/** The report's day as the French admin writes it: 5 working days after today (Zurich). */
function dueDayInFrench(): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Zurich" }).format(new Date());
  return new Intl.DateTimeFormat("fr-CH", {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${addWorkingDays(today, 5)}T12:00:00Z`));
}

test("the owner sees a paid order with its report's day, refunds it, and sees it refunded once the provider confirms", async ({
  page,
  standIn,
  payingServer,
}, testInfo) => {
  test.setTimeout(90_000);
  await paidOrder(page, standIn, payingServer.baseUrl, "Léa Remboursement", "lea.refund@example.ch");

  await signInAsAdmin(page);
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Premium" }).click();
  const row = page.getByRole("row", { name: /Léa Remboursement/ });
  await expect(row).toContainText("Payée");
  await expect(row).toContainText(dueDayInFrench());
  await expect(row).toContainText(/n°\s\d+/);

  await row.getByRole("button", { name: /Rembourser/ }).click();
  const dialog = page.getByRole("dialog", { name: /Rembourser cette commande/ });
  await expect(dialog).toContainText("CHF\u00a0590,00 seront remboursés à Léa Remboursement (lea.refund@example.ch)");
  await page.screenshot({ path: shot(testInfo, "admin-premium-refund-confirm.png") });
  await dialog.getByRole("button", { name: "Confirmer le remboursement" }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(`Remboursement demandé par ${process.env.E2E_ADMIN_EMAIL}`);
  // The stand-in confirms the refund by its signed charge.refunded event; the tab reads the list again meanwhile.
  await expect(row).toContainText("Remboursée", { timeout: 15_000 });
  await page.screenshot({ path: shot(testInfo, "admin-premium-refunded.png"), fullPage: true });
  await expect(row.getByRole("button", { name: /Rembourser|Redemander/ })).toHaveCount(0);
  expect(standIn.refunds).toHaveLength(1);

  // Filtered by status: the refunded order shows among the refunded, not among the paid.
  await page.getByLabel("Statut").selectOption({ label: "Remboursée" });
  await expect(row).toBeVisible();
  await page.getByLabel("Statut").selectOption({ label: "Payée" });
  await expect(row).toBeHidden();
});

test("the owner marks a paid order's report delivered: the row says when and by whom, no longer due", async ({
  page,
  standIn,
  payingServer,
}, testInfo) => {
  test.setTimeout(90_000);
  await paidOrder(page, standIn, payingServer.baseUrl, "Noé Livraison", "noe.delivered@example.ch");

  await signInAsAdmin(page);
  await page.goto("/admin?tab=premium");
  const row = page.getByRole("row", { name: /Noé Livraison/ });
  await expect(row).toContainText(dueDayInFrench());
  await row.getByRole("button", { name: /Rapport livré/ }).click();
  const dialog = page.getByRole("dialog", { name: /Le rapport est-il livré/ });
  await expect(dialog).toContainText("Le rapport de Noé Livraison (n°");
  await dialog.getByRole("button", { name: "Confirmer la livraison" }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(new RegExp(`Livré le .+ par ${process.env.E2E_ADMIN_EMAIL}`));
  await expect(row.getByRole("button", { name: /Rapport livré/ })).toHaveCount(0);
  // Read again from the server, it stays delivered; the status filter shows it among the delivered, not the paid.
  await page.reload();
  await expect(row).toContainText("Rapport livré");
  await page.getByLabel("Statut").selectOption({ label: "Rapport livré" });
  await expect(row).toBeVisible();
  for (const [name, width] of [
    ["desktop", 1280],
    ["phone", 375],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: shot(testInfo, `admin-premium-delivered-${name}.png`), fullPage: true });
  }
  await page.getByLabel("Statut").selectOption({ label: "Payée" });
  await expect(row).toBeHidden();
});

test("the Premium tab at desktop and phone widths", async ({ page, standIn, payingServer }, testInfo) => {
  test.setTimeout(90_000);
  await paidOrder(page, standIn, payingServer.baseUrl, "Jean-Marc Écran-Large", "jm@example.ch");
  await signInAsAdmin(page);
  for (const [name, width] of [
    ["desktop", 1280],
    ["phone", 375],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin?tab=premium");
    await expect(page.getByRole("row", { name: /Jean-Marc Écran-Large/ })).toBeVisible();
    // Nothing of the tab wider than the screen: the table scrolls sideways in its own box, its actions kept in view.
    const wide = await page.evaluate((limit) => {
      return [...document.querySelectorAll('[role="tabpanel"] *')]
        .filter((el) => el.getBoundingClientRect().right > limit + 1 && !el.closest(".overflow-x-auto"))
        .slice(0, 5)
        .map((el) => `${el.tagName}.${el.className}`.slice(0, 120));
    }, width);
    expect(wide).toEqual([]);
    // The refund stays within the screen's width (kept at the scrolling table's right edge).
    const refund = await page
      .getByRole("button", { name: /Rembourser/ })
      .first()
      .boundingBox();
    expect(refund && refund.x >= 0 && refund.x + refund.width <= width).toBe(true);
    await page.screenshot({ path: shot(testInfo, `admin-premium-${name}.png`), fullPage: true });
  }
});

test("the expert emails an audit request its Premium payment link, in the request's language", async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const email = `premium.link.${Date.now()}@example.com`;
  const audit = await page.request.post("/api/audit-requests", { data: { ...validAuditRequest, email, locale: "de" } });
  expect(audit.status()).toBe(201);

  await signInAsAdmin(page);
  await page.goto("/admin");
  await page.getByRole("tab", { name: /^Audits/ }).click();
  await page
    .getByRole("row", { name: new RegExp(email) })
    .getByRole("button", { name: `Détails de ${email}` })
    .click();
  const view = page.getByRole("dialog", { name: `Détails de ${email}` });
  const link = view.getByRole("textbox", { name: "Lien de paiement Premium" });
  await expect(link).toHaveValue(/^http:\/\/127\.0\.0\.1:\d+\/de\/premium\?audit=[0-9a-f-]{36}$/);
  await expect(view).toContainText("La page Premium en Deutsch");
  await view.getByRole("button", { name: `L'envoyer par e-mail à ${email}` }).click();
  await expect(view.getByText(`par ${process.env.E2E_ADMIN_EMAIL}`)).toContainText("Dernier envoi le");
  for (const [name, width] of [
    ["desktop", 1280],
    ["phone", 375],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await link.scrollIntoViewIfNeeded();
    // The long address neither widens the dialog past the screen nor makes it scroll sideways.
    expect(await view.evaluate((dialog) => dialog.scrollWidth - dialog.clientWidth)).toBeLessThanOrEqual(0);
    const box = await view.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(width);
    await page.screenshot({ path: shot(testInfo, `admin-premium-link-${name}.png`) });
  }
});
