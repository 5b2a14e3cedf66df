import type { AdminPremiumOrder } from "@shared/schemas/premium-order";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { type AdminLanguage, AdminLanguageProvider } from "../shared/admin-language";
import { type OrderFormats, OrderRow } from "./order-row";

// Issue 57: a paid order's row offers "Report delivered"; once delivered, it says when and by whom, not the due day's
// warning.

const PAID: AdminPremiumOrder = {
  id: "00000000-0000-4000-8000-000000000001",
  status: "paid",
  name: "Léa Müller",
  email: "lea@example.ch",
  locale: "fr",
  auditRequestId: null,
  amountCentimes: 59_000,
  receiptNumber: 12,
  createdAt: "2026-11-20T09:00:00.000Z",
  paidAt: "2026-11-20T09:05:00.000Z",
  reportDueOn: "2026-11-27",
  refundRequestedAt: null,
  refundRequestedBy: null,
  refundedAt: null,
  reportDeliveredAt: null,
  reportDeliveredBy: null,
};
const DELIVERED = { ...PAID, reportDeliveredAt: "2026-11-26T15:00:00.000Z", reportDeliveredBy: "owner@example.com" };

const FORMATS: OrderFormats = {
  moment: (iso) => `<${iso.slice(0, 10)}>`,
  day: (isoDay) => isoDay,
  today: "2026-11-28",
  now: new Date("2026-11-28T10:00:00Z"),
};

const rowText = (order: AdminPremiumOrder, language: AdminLanguage) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <AdminLanguageProvider language={language}>
        <table>
          <tbody>
            <OrderRow order={order} formats={FORMATS} refundsEnabled onChanged={() => {}} />
          </tbody>
        </table>
      </AdminLanguageProvider>
    </MemoryRouter>,
  )
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replace(/\s+/g, " ");

describe("a Premium order's row", () => {
  it("offers to mark an overdue paid report delivered, in English and French", () => {
    expect(rowText(PAID, "en")).toContain("overdue");
    expect(rowText(PAID, "en")).toContain("Report delivered (Léa Müller)");
    expect(rowText(PAID, "fr")).toContain("en retard");
    expect(rowText(PAID, "fr")).toContain("Rapport livré (Léa Müller)");
  });

  it("says when and by whom a delivered report was delivered, no longer overdue nor offered", () => {
    const en = rowText(DELIVERED, "en");
    expect(en).toContain("Delivered on <2026-11-26> by owner@example.com");
    expect(en).not.toContain("overdue");
    expect(en).not.toContain("Report delivered (");
    const fr = rowText(DELIVERED, "fr");
    expect(fr).toContain("Livré le <2026-11-26> par owner@example.com");
    expect(fr).not.toContain("en retard");
  });
});
