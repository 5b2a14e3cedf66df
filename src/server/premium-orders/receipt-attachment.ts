import type { SwissHackLocale } from "@shared/i18n/locales";
import { NO_DETAILS, type SiteDetails } from "@shared/site-settings/details";
import type { Db } from "../db/client";
import type { EmailAttachment, PendingAttachment } from "../db/schema";
import { findOrder } from "./order-store";
import { renderReceiptPdf } from "./receipt-pdf";
import { RECEIPT_WORDS } from "./receipt-words";

type ReceiptPending = Extract<PendingAttachment, { kind: "premium-receipt" }>;

/** The confirmation email's receipt, made when the email is sent (the webhook's transaction never waits for a PDF). */
export function premiumReceiptAttachments(db: Db, siteUrl: string) {
  return async ({ orderId, seller }: ReceiptPending): Promise<EmailAttachment> => {
    const order = await findOrder(db, orderId);
    if (!order?.receiptNumber || !order.paidAt) throw new Error(`order ${orderId} is not paid: no receipt to attach`);
    const locale = order.locale as SwissHackLocale;
    const pdf = await renderReceiptPdf({
      locale,
      receiptNumber: order.receiptNumber,
      name: order.name,
      email: order.email,
      amountCentimes: order.amountCentimes,
      vatRateBasisPoints: order.vatRateBasisPoints,
      paidAt: order.paidAt,
      reportDueOn: order.reportDueOn,
      seller: { ...NO_DETAILS, ...seller } as SiteDetails,
      siteUrl,
    });
    return {
      filename: RECEIPT_WORDS[locale].fileName(order.receiptNumber),
      contentType: "application/pdf",
      contentBase64: pdf.toString("base64"),
    };
  };
}
