import { redactPrivateLinks } from "../routes";
import { touchSchema } from "./attribution";
import { cutText } from "./cut-text";
import { reportedDateTime, storableString } from "./storable";
import { z } from "./zod";

const text = (max: number) => storableString().trim().max(max);
const optionalText = (max: number) =>
  storableString()
    .trim()
    .transform((value) => cutText(value, max))
    .optional()
    .nullable();

/**
 * The most a page path may take in UTF-8. PostgreSQL indexes it (the visitors tab's page index), and an index
 * entry holds at most 2,704 bytes: 2,047 CJK characters are 6,141 bytes, so a bound in characters is not enough.
 */
export const MAX_PAGE_PATH_BYTES = 2048;

const utf8 = new TextEncoder();
export const utf8Bytes = (value: string) => utf8.encode(value).length;

/** A path on this site with its query string, e.g. "/faq?utm_source=x". */
export const pagePathSchema = text(2048)
  .regex(/^\/[^\s]*$/, "page_path must be a path starting with /")
  .refine((path) => utf8Bytes(path) <= MAX_PAGE_PATH_BYTES, `page_path is over ${MAX_PAGE_PATH_BYTES} bytes`)
  .transform(redactPrivateLinks);
/**
 * One page load's id, shared by its beacon and its pixel so that the load is counted once (decision 0013).
 * Random, made by the browser: it identifies nothing beyond the page view.
 */
export const pageViewIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, "Invalid page view id");

const referrerSchema = (max: number) => optionalText(max).transform((value) => value && redactPrivateLinks(value));

/** SPEC section 3: the visit tracking payload, plus `track_only` (answer the location, store nothing). */
export const trackVisitSchema = z.object({
  page_path: pagePathSchema,
  user_agent: optionalText(512),
  referrer: referrerSchema(2048),
  session_id: text(100).min(1).optional().nullable(),
  page_view_id: pageViewIdSchema.optional().nullable(),
  visit_timestamp: reportedDateTime().optional().nullable(),
  current_user_id: text(100).optional().nullable(),
  current_user_email: z.email().max(254).optional().nullable(),
  current_user_name: text(200).optional().nullable(),
  // Enhanced fields: only sent with analytics consent.
  persistent_user_id: text(100).optional().nullable(),
  browser_fingerprint: text(128).optional().nullable(),
  visit_count: z.number().int().min(0).max(1_000_000).optional().nullable(),
  first_seen_at: reportedDateTime().optional().nullable(),
  device_type: z.enum(["Mobile", "Desktop"]).optional().nullable(),
  is_returning_visitor: z.boolean().optional().nullable(),
  /** The session's source (issue 16), from its first page. */
  session_source: touchSchema.optional().nullable(),
  track_only: z.boolean().optional(),
});

export type TrackVisitPayload = z.infer<typeof trackVisitSchema>;

const queryNumber = z.coerce.number().int().min(0).max(1_000_000);
const queryBoolean = z.enum(["true", "false"]).transform((value) => value === "true");

/**
 * SPEC section 7: the pixel's query fields, plus the session's source (issue 16) under the touch's own keys
 * (referrer_host, utm_*, landing_page), so that a page view the pixel stores first is counted with its source.
 */
export const trackPixelSchema = z.object({
  ...touchSchema.shape,
  page: pagePathSchema,
  pv: pageViewIdSchema.optional(),
  session: text(100).optional(),
  persistent_user_id: text(100).optional(),
  browser_fingerprint: text(128).optional(),
  visit_count: queryNumber.optional(),
  first_seen_at: reportedDateTime().optional(),
  device_type: z.enum(["Mobile", "Desktop"]).optional(),
  is_returning_visitor: queryBoolean.optional(),
  ref: text(2048).transform(redactPrivateLinks).optional(),
  ts: text(40).optional(),
  // The client cuts the user agent to 200 characters; longer ones are cut here too rather than refused.
  ua: storableString()
    .transform((value) => cutText(value, 200))
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
