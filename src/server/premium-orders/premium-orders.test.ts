import type { AdminPremiumOrder } from "@shared/schemas/premium-order";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { premiumOrders } from "../db/schema";
import {
  type PaymentStandIn,
  STAND_IN_SECRET_KEY,
  STAND_IN_WEBHOOK_SECRET,
  startPaymentStandIn,
} from "../testing/payment-stand-in";
import { readPdf } from "../testing/pdf-reader";
import { signedInCookie } from "../testing/sessions";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../testing/test-app";
import { databaseTargets } from "../testing/test-database";

const NBSP = "\u00a0";
const ORDER = { name: "Léa Muller", email: "lea@example.ch", locale: "fr", acceptTerms: true };

describe.each(databaseTargets())("the Premium audit ordered online, on %s (issue 57)", (target) => {
  let t: TestApp;
  let standIn: PaymentStandIn;
  let admin = "";
  const webhook = async (body: string, signature: string) =>
    t.app.request("/api/payments/webhook", {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      body,
    });
  const order = async (body: unknown = ORDER) => {
    const res = await t.postJson("/api/premium/orders", body);
    return { res, body: (await res.json()) as { orderId: string; checkoutUrl: string } };
  };
  const status = async (orderId: string) =>
    (await (await t.app.request(`/api/premium/orders/${orderId}`)).json()) as {
      status: string;
      receiptNumber: number | null;
    };
  const adminOrders = async () =>
    (
      (await (await t.app.request("/api/admin/premium/orders", { headers: { cookie: admin } })).json()) as {
        orders: AdminPremiumOrder[];
      }
    ).orders;
  const sessionOf = (checkoutUrl: string) => checkoutUrl.split("/pay/")[1] ?? "";

  beforeAll(async () => {
    standIn = await startPaymentStandIn();
    t = await createTestApp(target, {
      STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
      STRIPE_API_URL: standIn.url,
    });
    standIn.deliverTo([webhook]);
    admin = await signedInCookie(t, "owner@example.com", "admin");
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  it("opens the provider's checkout for CHF 590 by TWINT or card, in the person's language, and waits for it", async () => {
    const { res, body } = await order();
    expect(res.status).toBe(201);
    expect(body.checkoutUrl).toMatch(new RegExp(`^${standIn.url}/pay/cs_test_`));
    const session = standIn.sessions.get(sessionOf(body.checkoutUrl));
    expect(session).toMatchObject({
      mode: "payment",
      locale: "fr",
      customer_email: "lea@example.ch",
      allowed_payment_method_types: ["card", "twint"],
      line_items: [{ quantity: "1", price_data: { currency: "chf", unit_amount: "59000" } }],
      success_url: `${TEST_ORIGIN}/premium/commande?order=${body.orderId}`,
      cancel_url: `${TEST_ORIGIN}/premium`,
    });
    expect(await status(body.orderId)).toMatchObject({ status: "pending", receiptNumber: null });
  });

  it("is paid only by the provider's signed event, once, whatever the repeats: one confirmation with its receipt", async () => {
    await t.clearEmails();
    const { body } = await order({ ...ORDER, email: "paid@example.ch" });
    const session = await standIn.pay(sessionOf(body.checkoutUrl));
    // The provider retries: the same event twice more, then the async success for the same session.
    const completed = {
      id: "evt_test_repeat",
      object: "event",
      type: "checkout.session.completed",
      data: { object: session },
    };
    await standIn.send(completed, 2);
    await standIn.send({ ...completed, id: "evt_test_async", type: "checkout.session.async_payment_succeeded" });
    expect(await status(body.orderId)).toMatchObject({ status: "paid", receiptNumber: expect.any(Number) });
    const emails = (await t.sentEmails()).filter((email) => email.to === "paid@example.ch");
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email?.subject).toMatch(/^Votre audit Premium est commandé \(reçu n°.\d+\)$/);
    expect(email?.text).toContain(`Montant payé${NBSP}: CHF${NBSP}590,00`);
    expect(email?.text).toContain(`dont TVA 8,1${NBSP}%${NBSP}: CHF${NBSP}44,21`);
    expect(email?.text).toMatch(/Votre rapport vous parvient au plus tard le \d{1,2}\s\S+\s20\d\d\./);
    // The receipt as a PDF, numbered as the order is (its content: receipt-pdf.test.ts).
    const receipt = (await status(body.orderId)).receiptNumber;
    expect(email?.attachments).toEqual([`recu-swisshack-${receipt}.pdf`]);
    const pdf = email?.mail.attachments[0];
    expect(pdf?.contentType).toBe("application/pdf");
    expect((await readPdf(pdf?.content as Buffer)).pages.join(" ")).toContain(`Reçu n° ${receipt}`);
  });

  it("refuses an event without the provider's signature", async () => {
    const { body } = await order({ ...ORDER, email: "forged@example.ch" });
    const forged = JSON.stringify({
      id: "evt_forged",
      type: "checkout.session.completed",
      data: {
        object: { id: sessionOf(body.checkoutUrl), payment_status: "paid", metadata: { orderId: body.orderId } },
      },
    });
    const res = await webhook(forged, "t=1,v1=00");
    expect(res.status).toBe(400);
    expect((await status(body.orderId)).status).toBe("pending");
  });

  it("refuses an order without the accepted terms, and keeps nothing", async () => {
    const before = (await adminOrders()).length;
    const { res } = await order({ ...ORDER, acceptTerms: false });
    expect(res.status).toBe(400);
    expect(await adminOrders()).toHaveLength(before);
  });

  it("is refunded from the admin through the provider, and is refunded once the provider confirms it", async () => {
    const { body } = await order({ ...ORDER, email: "refund@example.ch" });
    const session = await standIn.pay(sessionOf(body.checkoutUrl));
    const res = await t.app.request(`/api/admin/premium/orders/${body.orderId}/refund`, {
      method: "POST",
      headers: { cookie: admin, origin: TEST_ORIGIN },
    });
    expect(res.status).toBe(202);
    expect(standIn.refunds.filter((refund) => refund.payment_intent === session.payment_intent)).toHaveLength(1);
    await expect.poll(async () => (await status(body.orderId)).status).toBe("refunded");
    const listed = (await adminOrders()).find((row) => row.id === body.orderId);
    expect(listed).toMatchObject({ status: "refunded", refundRequestedBy: "owner@example.com" });
    // Who asked and when, then when the provider confirmed it: asked first, confirmed after.
    const asked = Date.parse(listed?.refundRequestedAt ?? "");
    expect(Math.abs(asked - Date.now())).toBeLessThan(60_000);
    expect(Date.parse(listed?.refundedAt ?? "")).toBeGreaterThanOrEqual(asked);
    // A second press changes nothing: the order is refunded already.
    const again = await t.app.request(`/api/admin/premium/orders/${body.orderId}/refund`, {
      method: "POST",
      headers: { cookie: admin, origin: TEST_ORIGIN },
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: "order-not-paid" });
    expect(standIn.refunds.filter((refund) => refund.payment_intent === session.payment_intent)).toHaveLength(1);
  });

  it("are in the person's data export, and their deletion keeps only the paid order's accounting record", async () => {
    const email = "forget@example.ch";
    const paid = await order({ ...ORDER, email });
    await standIn.pay(sessionOf(paid.body.checkoutUrl));
    const unpaid = await order({ ...ORDER, email: "Forget@Example.ch" });
    const subject = `/api/admin/data-subject?email=${encodeURIComponent(email)}`;
    const exported = (await (await t.app.request(subject, { headers: { cookie: admin } })).json()) as {
      premiumOrders: { id: string }[];
    };
    expect(exported.premiumOrders.map((row) => row.id).sort()).toEqual([paid.body.orderId, unpaid.body.orderId].sort());
    const deleted = await t.app.request(subject, { method: "DELETE", headers: { cookie: admin, origin: TEST_ORIGIN } });
    expect(await deleted.json()).toMatchObject({ premium_orders: 1, premium_orders_erased_kept_for_accounting: 1 });
    const kept = (await adminOrders()).filter((row) => [paid.body.orderId, unpaid.body.orderId].includes(row.id));
    expect(kept).toEqual([
      expect.objectContaining({
        id: paid.body.orderId,
        status: "paid",
        name: "erased",
        email: "erased",
        amountCentimes: 59_000,
      }),
    ]);
  });

  it("marks a paid order's report delivered once, by the signed-in admin; a pending or refunded one is refused", async () => {
    const deliver = (orderId: string) =>
      t.app.request(`/api/admin/premium/orders/${orderId}/report-delivered`, {
        method: "POST",
        headers: { cookie: admin, origin: TEST_ORIGIN },
      });
    const { body } = await order({ ...ORDER, email: "delivered@example.ch" });
    const pending = await deliver(body.orderId);
    expect(pending.status).toBe(409);
    expect(await pending.json()).toMatchObject({ code: "report-order-not-paid" });
    await standIn.pay(sessionOf(body.checkoutUrl));
    const before = Date.now();
    const res = await deliver(body.orderId);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "paid", reportDeliveredBy: "owner@example.com" });
    const listed = (await adminOrders()).find((listedOrder) => listedOrder.id === body.orderId);
    expect(listed).toMatchObject({ status: "paid", reportDeliveredBy: "owner@example.com" });
    const deliveredAt = Date.parse(listed?.reportDeliveredAt ?? "");
    expect(deliveredAt).toBeGreaterThanOrEqual(before - 1000);
    // A second press keeps the first one's time.
    const again = await deliver(body.orderId);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: "report-already-delivered" });
    const kept = (await adminOrders()).find((listedOrder) => listedOrder.id === body.orderId);
    expect(kept?.reportDeliveredAt).toBe(listed?.reportDeliveredAt);
    const refunded = (await adminOrders()).find((listedOrder) => listedOrder.status === "refunded");
    expect((await deliver(refunded?.id ?? "")).status).toBe(409);
    expect((await deliver("00000000-0000-4000-8000-000000000000")).status).toBe(404);
    const stranger = await t.app.request(`/api/admin/premium/orders/${body.orderId}/report-delivered`, {
      method: "POST",
      headers: { origin: TEST_ORIGIN },
    });
    expect(stranger.status).toBe(401);
  });

  it("refunds only a paid order", async () => {
    const { body } = await order({ ...ORDER, email: "pending@example.ch" });
    const res = await t.app.request(`/api/admin/premium/orders/${body.orderId}/refund`, {
      method: "POST",
      headers: { cookie: admin, origin: TEST_ORIGIN },
    });
    expect(res.status).toBe(409);
  });
});

describe("a refund the provider does not take (issue 57)", () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on the discard port: the provider's library gets its connection refused, retries, gives up.
    t = await createTestApp("pglite", {
      STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
      STRIPE_API_URL: "http://127.0.0.1:9",
    });
  });
  afterAll(() => t.close());

  it("answers 502 with its code and leaves the order paid, its refund not marked as asked, to be asked again", async () => {
    const [paid] = await t.runtime.database.db
      .insert(premiumOrders)
      .values({
        name: "Léa Muller",
        email: "lea@example.ch",
        locale: "fr",
        amountCentimes: 59_000,
        vatRateBasisPoints: 810,
        termsAcceptedAt: new Date(),
        status: "paid",
        paymentIntentId: "pi_test_unreachable",
        paidAt: new Date(),
        reportDueOn: "2026-12-04",
      })
      .returning({ id: premiumOrders.id });
    const admin = await signedInCookie(t, "owner@example.com", "admin");
    const res = await t.app.request(`/api/admin/premium/orders/${paid?.id}/refund`, {
      method: "POST",
      headers: { cookie: admin, origin: TEST_ORIGIN },
    });
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ code: "refund-provider-failed" });
    const listed = (await (
      await t.app.request("/api/admin/premium/orders", { headers: { cookie: admin } })
    ).json()) as { orders: AdminPremiumOrder[] };
    expect(listed.orders.find((order) => order.id === paid?.id)).toMatchObject({
      status: "paid",
      refundRequestedAt: null,
      refundRequestedBy: null,
    });
  }, 60_000);
});

describe("the Premium audit without the provider's keys", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(() => t.close());

  it("cannot be ordered online: the site works as before", async () => {
    const res = await t.postJson("/api/premium/orders", ORDER);
    expect(res.status).toBe(503);
  });
});
