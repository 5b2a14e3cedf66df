import { z } from "zod";

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .transform((value) => value.slice(0, max))
    .optional()
    .nullable();

/** A path on this site with its query string, e.g. "/faq?utm_source=x". */
export const pagePathSchema = text(2048).regex(/^\/[^\s]*$/, "page_path must be a path starting with /");

/** SPEC section 3: the visit tracking payload, plus `track_only` (answer the location, store nothing). */
export const trackVisitSchema = z.object({
  page_path: pagePathSchema,
  user_agent: optionalText(512),
  referrer: optionalText(2048),
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

/** SPEC section 7: the pixel's query fields. Bad optional values are dropped, not refused: it is an image. */
export const trackPixelSchema = z.object({
  page: pagePathSchema,
  session: text(100).optional().catch(undefined),
  persistent_user_id: text(100).optional().catch(undefined),
  browser_fingerprint: text(128).optional().catch(undefined),
  visit_count: queryNumber.optional().catch(undefined),
  first_seen_at: z.iso.datetime({ offset: true }).optional().catch(undefined),
  device_type: z.enum(["Mobile", "Desktop"]).optional().catch(undefined),
  is_returning_visitor: queryBoolean.optional().catch(undefined),
  ref: optionalText(2048).catch(undefined),
  ts: z.string().max(40).optional().catch(undefined),
  ua: optionalText(200).catch(undefined),
  screen: text(20).optional().catch(undefined),
  lang: text(35).optional().catch(undefined),
  tz: text(64).optional().catch(undefined),
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
