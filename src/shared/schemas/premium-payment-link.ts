import { z } from "./zod";

// The Premium payment link the expert sends to one audit request from the admin (issue 57): the /premium page in the
// request's language, opening the order form linked to that request.

export const premiumPaymentLinkSchema = z.object({
  auditRequestId: z.uuid(),
  /** `<SITE_URL><the localized /premium>?audit=<auditRequestId>`. */
  url: z.url(),
  /** The request's language (fr, de, it): the page and the email are in it. */
  locale: z.enum(["fr", "de", "it"]),
  /** Where the email goes: the address the person gave in their request. */
  email: z.string(),
  /** The last time the expert emailed it, and who (the lead's trail keeps every time). */
  lastSent: z.object({ at: z.string(), by: z.string() }).nullable(),
});
export type PremiumPaymentLink = z.infer<typeof premiumPaymentLinkSchema>;
