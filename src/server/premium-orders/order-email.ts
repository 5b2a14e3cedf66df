import { formatCentimesIn, formatLongDate } from "@shared/i18n/format";
import { LANGUAGE_TAGS, type SwissHackLocale } from "@shared/i18n/locales";
import { includedVat } from "@shared/premium/price";
import type { SiteDetails } from "@shared/site-settings/details";
import { brandedEmail } from "../mail/email-layout";
import type { EmailMessage } from "../mail/email-message";
import { greeting } from "../mail/greeting";
import { ORDER_EMAIL_WORDS } from "./order-email-words";
import type { PremiumOrder } from "./order-store";

/**
 * The paid order's confirmation, with its receipt (number, seller as the Settings name it, amount with the VAT it
 * holds, day paid) and the day the report is due, in the person's language. Sent once, when the payment is confirmed.
 */
export function orderConfirmationEmail(order: PremiumOrder, seller: SiteDetails, siteUrl: string): EmailMessage {
  const locale = order.locale as SwissHackLocale;
  const w = ORDER_EMAIL_WORDS[locale];
  const receipt = order.receiptNumber ?? 0;
  const colon = locale === "fr" ? "\u00a0:" : ":";
  const line = (label: string, value: string) => `${label}${colon} ${value}`;
  const rate = (order.vatRateBasisPoints / 100).toFixed(1).replace(".", locale === "fr" ? "," : ".");
  const sellerLines = [seller.company, seller.address, seller.ide && `IDE ${seller.ide}`].filter(Boolean) as string[];
  const text = [
    greeting(order.name, locale),
    "",
    w.thanks,
    "",
    w.receiptTitle(receipt),
    w.product,
    line(w.amount, formatCentimesIn(order.amountCentimes, locale)),
    line(w.vat(rate), formatCentimesIn(includedVat(order.amountCentimes, order.vatRateBasisPoints), locale)),
    ...(order.paidAt ? [line(w.paidOn, formatLongDate(order.paidAt, locale))] : []),
    ...(sellerLines.length > 0 ? [line(w.seller, sellerLines.join(", "))] : []),
    "",
    ...(order.reportDueOn ? [w.reportDue(formatLongDate(new Date(`${order.reportDueOn}T12:00:00Z`), locale))] : []),
    w.nextSteps,
    w.guarantee,
    "",
    `SwissHack – ${siteUrl}`,
  ].join("\n");
  return brandedEmail(
    "swisshack",
    {
      template: "premium-order-confirmation",
      to: order.email,
      subject: w.subject(receipt),
      text,
      pendingAttachment: { kind: "premium-receipt", orderId: order.id, seller },
    },
    { links: [siteUrl], lang: LANGUAGE_TAGS.swisshack[locale] },
  );
}
