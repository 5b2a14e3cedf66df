import { derivedToken } from "../lib/tokens";

/** A subscriber's unsubscribe secret: derived from their id, so every email can carry it; the database keeps its hash. */
export const unsubscribeToken = (secret: string, subscriptionId: string) =>
  derivedToken(secret, "newsletter-unsubscribe", subscriptionId);

/** The emailed unsubscribe link (a page with one button; mail clients POST to it for one-click unsubscribe). */
export const unsubscribeUrl = (siteUrl: string, token: string) =>
  `${siteUrl}/api/newsletter/unsubscribe?token=${token}`;

/** RFC 8058: mail clients offer a one-click unsubscribe that POSTs to this address. */
export const oneClickUnsubscribeHeaders = (url: string) => ({
  "List-Unsubscribe": `<${url}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});
