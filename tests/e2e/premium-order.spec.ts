import { validAuditRequest } from "../../src/shared/schemas/audit.fixture";
import type { AdminPremiumOrder } from "../../src/shared/schemas/premium-order";
import { createPreAnalysis } from "./support/audit";
import { signInAsAdmin } from "./support/auth";
import { withPayingServer } from "./support/paying-server";
import { test as base, expect } from "./support/test";

// Issue 57: a person orders the Premium audit from /de/premium, pays on the provider's page (the local stand-in) and
// comes back to a confirmation in German that turns paid when the provider's event arrives; the owner sees the paid
// order. On a server of its own with the provider's keys: the default server has none, and shows no order action.

/** The provider's event reaches the server a few seconds after the person is sent back, as it may in real life. */
const EVENT_DELAY_MS = 6_000;

const test = withPayingServer(EVENT_DELAY_MS);

// One paying server for the file's tests (each worker would start its own).
test.describe.configure({ mode: "default" });

test("a person orders the Premium audit in German, pays, and reads the confirmation; the owner sees it paid", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto("/de/premium");
  // Tapped as soon as it shows: the page's button takes the tap, hydrated or not.
  await page.getByRole("button", { name: "Premium-Check bestellen" }).click();
  const dialog = page.getByRole("dialog", { name: "Premium-Check bestellen" });
  await expect(dialog).toContainText("CHF 590.00, inkl. 8.1\u00a0% MWST (CHF 44.21)");
  await expect(dialog).toContainText("30 Tage Geld-zurück-Garantie");
  await expect(dialog).toContainText("spätestens 5 Arbeitstage nach der Zahlung");

  // A form sent without the box ticked says so in German, and keeps what was typed.
  await dialog.getByLabel("Vor- und Nachname").fill("Lena Meier");
  await dialog.getByLabel("E-Mail").fill("lena.meier@example.ch");
  await dialog.getByRole("button", { name: "CHF 590.00 bezahlen" }).click();
  await expect(dialog.getByText("Bitte akzeptieren Sie die Bedingungen, um zu bestellen")).toBeVisible();
  await expect(dialog.getByLabel("Vor- und Nachname")).toHaveValue("Lena Meier");
  await expect(dialog.getByRole("checkbox", { name: /Ich akzeptiere die Bedingungen/ })).toBeFocused();

  await dialog.getByRole("checkbox", { name: /Ich akzeptiere die Bedingungen/ }).check();
  await dialog.getByRole("button", { name: "CHF 590.00 bezahlen" }).click();

  // The provider's page (the stand-in's), then back to the confirmation in German.
  await expect(page.getByRole("heading", { name: "Stand-in checkout" })).toBeVisible();
  await page.getByRole("button", { name: "Pay 590.00 CHF" }).click();
  await expect(page).toHaveURL(/\/de\/premium\/bestellung\?order=[0-9a-f-]{36}$/);
  const orderId = new URL(page.url()).searchParams.get("order") ?? "";
  await expect(page.getByRole("heading", { name: "Zahlung wird bestätigt" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Vielen Dank, Ihr Premium-Check ist bestellt" })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(/^Quittung Nr\. \d+$/)).toBeVisible();
  await expect(
    page.getByText(/^Ihr Bericht erreicht Sie spätestens am \d{1,2}\. [A-Z][a-zä]+ 20\d\d\.$/),
  ).toBeVisible();
  await expect(page.getByText("Die Bestätigung und Ihre Quittung haben wir Ihnen per E-Mail gesendet.")).toBeVisible();

  // The owner: the order, paid, in the admin's list.
  await signInAsAdmin(page);
  const listed = await page.request.get("/api/admin/premium/orders");
  expect(listed.status()).toBe(200);
  const { orders } = (await listed.json()) as { orders: AdminPremiumOrder[] };
  expect(orders.find((order) => order.id === orderId)).toMatchObject({
    status: "paid",
    name: "Lena Meier",
    email: "lena.meier@example.ch",
    locale: "de",
    amountCentimes: 59_000,
    receiptNumber: expect.any(Number),
  });
});

test("the expert's payment link opens the order form by itself, linked to the audit request", async ({ page }) => {
  await page.goto(`/premium?audit=${crypto.randomUUID()}`);
  const dialog = page.getByRole("dialog", { name: "Commander l'audit Premium" });
  await expect(dialog).toContainText("CHF 590,00, TVA 8,1\u00a0% incluse (CHF 44,21)");
  await expect(dialog).toContainText("Cette commande complète votre demande d'audit");
});

test("the pre-analysis page offers the order, linked to its audit request, in the document's language", async ({
  page,
  request,
}) => {
  const token = await createPreAnalysis(
    request,
    { ...validAuditRequest, canton: "VD", status: "resident", email: "order-from-analysis@example.ch", locale: "it" },
    { paid3aThisYear: 0, expectedCosts: "low" },
  );
  await page.goto(`/pre-analyse/${token}?lang=it`);
  // The document loads first (a busy machine takes a while to write it); the order action comes with it.
  const order = page.getByRole("button", { name: "Ordinare l'audit Premium" });
  await order.click({ timeout: 15_000 });
  const dialog = page.getByRole("dialog", { name: "Ordinare l'audit Premium" });
  await expect(dialog).toContainText("CHF 590.00, IVA 8.1 % inclusa (CHF 44.21)");
  await expect(dialog).toContainText("Questo ordine completa la sua richiesta di audit");
  await page.keyboard.press("Escape");
  await page.setViewportSize({ width: 375, height: 800 });
  await order.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/premium-order-pre-analysis-phone.png" });
});

test("the order form works from the keyboard alone", async ({ page }) => {
  await page.goto("/it/premium");
  const order = page.getByRole("button", { name: "Ordinare l'audit Premium" });
  await order.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Ordinare l'audit Premium" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Nome e cognome")).toBeFocused();
  await page.keyboard.type("Giulia Rossi");
  await page.keyboard.press("Tab");
  await expect(dialog.getByLabel("E-mail")).toBeFocused();
  await page.keyboard.type("giulia@example");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Space");
  await expect(dialog.getByRole("checkbox")).toBeChecked();
  await page.keyboard.press("Enter");
  await expect(dialog.getByText("Indirizzo e-mail non valido")).toBeVisible();
  await expect(dialog.getByLabel("E-mail")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(order).toBeFocused();
});

test("an unknown order's confirmation says so, in Italian", async ({ page }) => {
  await page.goto(`/it/premium/ordine?order=${crypto.randomUUID()}`);
  await expect(page.getByRole("heading", { name: "Ordine non trovato" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Tornare alla pagina Premium" })).toHaveAttribute("href", "/it/premium");
});

base("without the provider's keys, /premium keeps its buttons and has no order action", async ({ page }) => {
  await page.goto("/premium");
  await expect(page.getByRole("button", { name: "Commencer par l'audit gratuit" }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Commander l'audit Premium" })).toHaveCount(0);
  const html = await (await page.request.get("/premium")).text();
  expect(html).not.toContain("onlineOrdering");
});

test("the order's pages at desktop and phone widths", async ({ page, standIn }) => {
  test.setTimeout(90_000);
  const created = await page.request.post("/api/premium/orders", {
    data: { name: "Lena Meier", email: "lena.screens@example.ch", locale: "de", acceptTerms: true },
  });
  expect(created.status()).toBe(201);
  const { orderId, checkoutUrl } = (await created.json()) as { orderId: string; checkoutUrl: string };
  await standIn.pay(checkoutUrl.split("/pay/")[1] ?? "");
  for (const [name, width] of [
    ["desktop", 1280],
    ["phone", 375],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/de/premium");
    const order = page.getByRole("button", { name: "Premium-Check bestellen" });
    await expect(order).toBeVisible();
    await page.screenshot({ path: `test-results/premium-order-page-${name}.png` });
    await order.click();
    const dialog = page.getByRole("dialog", { name: "Premium-Check bestellen" });
    await dialog.getByRole("button", { name: "CHF 590.00 bezahlen" }).click();
    await expect(dialog.getByText("Bitte geben Sie Ihren Namen an")).toBeVisible();
    await page.screenshot({ path: `test-results/premium-order-form-${name}.png` });
    await page.goto(`/de/premium/bestellung?order=${orderId}`);
    await expect(page.getByRole("heading", { name: "Vielen Dank, Ihr Premium-Check ist bestellt" })).toBeVisible({
      timeout: 20_000,
    });
    // Nothing wider than the screen.
    const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(wide).toBe(false);
    await page.screenshot({ path: `test-results/premium-order-confirmation-${name}.png`, fullPage: true });
  }
});
