import type { Overview } from "@shared/schemas/admin-cockpit";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { premiumOrders } from "../db/schema";
import { addDays, zurichDay } from "../lib/zurich-time";
import { signedInCookie } from "../testing/sessions";
import { createTestApp, type TestApp } from "../testing/test-app";
import { databaseTargets } from "../testing/test-database";
import { premiumOrderCounts } from "./premium-orders-due";

// Issue 57: the overview counts the Premium orders paid today (Zurich) and the reports due by tomorrow.

// Monday 23 November 2026, 07:30 in Zurich.
const MONDAY = new Date("2026-11-23T06:30:00Z");

describe.each(databaseTargets())("the overview's Premium counts on %s", (target) => {
  let t: TestApp;
  const order = (values: Partial<typeof premiumOrders.$inferInsert>) => ({
    name: "Léa",
    email: "lea@example.ch",
    locale: "fr",
    amountCentimes: 59_000,
    vatRateBasisPoints: 810,
    termsAcceptedAt: new Date("2026-11-01T10:00:00Z"),
    status: "paid" as const,
    ...values,
  });

  beforeAll(async () => {
    t = await createTestApp(target, {});
  });
  beforeEach(async () => {
    await t.runtime.database.db.delete(premiumOrders);
  });
  afterAll(() => t.close());

  it("counts today's payments, the reports due by tomorrow and the overdue, never a refunded, unpaid or delivered order", async () => {
    await t.runtime.database.db.insert(premiumOrders).values([
      // Paid at 07:00 this morning in Zurich (06:00 UTC), its report due next Monday.
      order({ paidAt: new Date("2026-11-23T06:00:00Z"), reportDueOn: "2026-11-30" }),
      // Sunday 23:30 in Zurich, which UTC still calls Sunday: yesterday's.
      order({ paidAt: new Date("2026-11-22T22:30:00Z"), reportDueOn: "2026-11-30" }),
      order({ paidAt: new Date("2026-11-17T09:00:00Z"), reportDueOn: "2026-11-24" }),
      order({ paidAt: new Date("2026-11-16T09:00:00Z"), reportDueOn: "2026-11-23" }),
      order({ paidAt: new Date("2026-11-13T09:00:00Z"), reportDueOn: "2026-11-20" }),
      order({ status: "refunded", paidAt: new Date("2026-11-13T09:00:00Z"), reportDueOn: "2026-11-20" }),
      order({ status: "pending" }),
      // Overdue and due tomorrow, but their reports are delivered: no longer due.
      ...["2026-11-20", "2026-11-24"].map((reportDueOn) =>
        order({
          paidAt: new Date("2026-11-13T09:00:00Z"),
          reportDueOn,
          reportDeliveredAt: new Date("2026-11-19T09:00:00Z"),
          reportDeliveredBy: "owner@example.com",
        }),
      ),
    ]);
    expect(await premiumOrderCounts(t.runtime.database.db, MONDAY)).toEqual({
      paidToday: 1,
      reportsDue: 3,
      overdue: 1,
    });
  });

  it("reach the admin's overview", async () => {
    const now = new Date();
    await t.runtime.database.db
      .insert(premiumOrders)
      .values([
        order({ paidAt: now, reportDueOn: addDays(zurichDay(now), 7) }),
        order({ paidAt: new Date(now.getTime() - 10 * 86_400_000), reportDueOn: addDays(zurichDay(now), -3) }),
      ]);
    const admin = await signedInCookie(t, "owner@example.com", "admin");
    const overview = (await (
      await t.app.request("/api/admin/overview", { headers: { cookie: admin } })
    ).json()) as Overview;
    expect(overview.premiumOrders).toEqual({ paidToday: 1, reportsDue: 1, overdue: 1 });
  });
});
