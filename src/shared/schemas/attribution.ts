import { redactPrivateLinks } from "../routes";
import { cutText } from "./cut-text";
import { storableString } from "./storable";
import { z } from "./zod";

/** Long values are cut rather than refused: a lead must never fail because of its source. */
const sourceText = (max: number, clean = (value: string) => value) =>
  storableString()
    .trim()
    .transform((value) => clean(cutText(value, max)) || null)
    .optional()
    .nullable();

/**
 * Where a visitor session came from (issue 16): the referrer's host and the UTM parameters, which identify nobody,
 * and the landing page (a path of this site, sent only with analytics consent).
 */
export const touchSchema = z.object({
  landing_page: sourceText(512, redactPrivateLinks),
  referrer_host: sourceText(255),
  utm_source: sourceText(200),
  utm_medium: sourceText(200),
  utm_campaign: sourceText(200),
  utm_term: sourceText(200),
  utm_content: sourceText(200),
});

export type Touch = z.infer<typeof touchSchema>;
export type TouchInput = z.input<typeof touchSchema>;

/** First touch: the session's first page. Last touch: the page the lead was sent from. */
export const attributionSchema = z.object({
  first_touch: touchSchema.optional().nullable(),
  last_touch: touchSchema.optional().nullable(),
});

export type Attribution = z.infer<typeof attributionSchema>;
export type AttributionInput = z.input<typeof attributionSchema>;

/** Spread into a lead form's schema, like the honeypot. */
export const attributionShape = { attribution: attributionSchema.optional().nullable() };
