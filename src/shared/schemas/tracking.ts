import { redactPrivateLinks } from "../routes";
import { z } from "./zod";

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .transform((value) => value.slice(0, max))
    .optional()
    .nullable();

/** A path on this site with its query string, e.g. "/faq?utm_source=x". */
export const pagePathSchema = text(2048)
  .regex(/^\/[^\s]*$/, "page_path must be a path starting with /")
  .transform(redactPrivateLinks);
const referrerSchema = (max: number) => optionalText(max).transform((value) => value && redactPrivateLinks(value));

/** SPEC section 3: the visit tracking payload, plus `track_only` (answer the location, store nothing). */
export const trackVisitSchema = z.object({
  page_path: pagePathSchema,
  user_agent: optionalText(512),
  referrer: referrerSchema(2048),
  session_id: text(100).min(1).optional().nullable(),
  visit_timestamp: z.iso.datetime({ offset: true }).optional().nullable(),
  current_user_id: text(100).optional().nullable(),
  current_user_email: z.email().max(254).optional().nullable(),
  current_user_name: text(200).optional().nullable(),
  // Enhanced fields: only sent with analytics consent.
  persistent_user_id: text(100).optional().nullable(),
  browser_fingerprint: text(128).optional().nullable(),
  visit_count: z.number().int().min(0).max(1_000_000).optional().nullable(),
  first_seen_at: z.iso.datetime({ offset: true }).optional().nullable(),
  device_type: z.enum(["Mobile", "Desktop"]).optional().nullable(),
  is_returning_visitor: z.boolean().optional().nullable(),
  track_only: z.boolean().optional(),
});

export type TrackVisitPayload = z.infer<typeof trackVisitSchema>;

const queryNumber = z.coerce.number().int().min(0).max(1_000_000);
const queryBoolean = z.enum(["true", "false"]).transform((value) => value === "true");

/** SPEC section 7: the pixel's query fields. */
export const trackPixelSchema = z.object({
  page: pagePathSchema,
  session: text(100).optional(),
  persistent_user_id: text(100).optional(),
  browser_fingerprint: text(128).optional(),
  visit_count: queryNumber.optional(),
  first_seen_at: z.iso.datetime({ offset: true }).optional(),
  device_type: z.enum(["Mobile", "Desktop"]).optional(),
  is_returning_visitor: queryBoolean.optional(),
  ref: text(2048).transform(redactPrivateLinks).optional(),
  ts: z.string().max(40).optional(),
  // The client cuts the user agent to 200 characters; longer ones are cut here too rather than refused.
  ua: z
    .string()
    .transform((value) => value.slice(0, 200))
    .optional(),
  screen: text(20).optional(),
  lang: text(35).optional(),
  tz: text(64).optional(),
});

export type TrackPixelQuery = z.infer<typeof trackPixelSchema>;

export const locationSchema = z.object({
  city_name: z.string().nullable(),
  country_name: z.string().nullable(),
  country_code: z.string().nullable(),
  region: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  timezone: z.string().nullable(),
});

export type VisitLocation = z.infer<typeof locationSchema>;
