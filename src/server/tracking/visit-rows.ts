import type { TrackPixelQuery, TrackVisitPayload, VisitLocation } from "../../shared/schemas/tracking";
import type { websiteVisits } from "../db/schema";

export type NewVisit = typeof websiteVisits.$inferInsert;

export interface VisitContext {
  location: VisitLocation;
  /** User agent of the request itself, used when the payload has none. */
  requestUserAgent: string | undefined;
  /** Sec-GPC: 1, or no analytics consent: no enhanced (cross-visit) fields are kept. */
  enhancedAllowed: boolean;
  now: Date;
}

function locationColumns(location: VisitLocation) {
  return {
    cityName: location.city_name,
    countryName: location.country_name,
    countryCode: location.country_code,
    region: location.region,
    latitude: location.latitude,
    longitude: location.longitude,
    timezone: location.timezone,
  };
}

const date = (value: string | null | undefined) => (value ? new Date(value) : null);

/**
 * The row of a beacon visit. The visit time is the server's (a browser clock can be wrong); the enhanced fields
 * are kept only when the browser sent them with consent and without a Global Privacy Control signal.
 */
export function beaconVisitRow(payload: TrackVisitPayload, ctx: VisitContext): NewVisit {
  const enhanced = ctx.enhancedAllowed;
  return {
    pagePath: payload.page_path,
    userAgent: payload.user_agent ?? ctx.requestUserAgent?.slice(0, 512) ?? null,
    referrer: payload.referrer || null,
    sessionId: payload.session_id ?? null,
    visitTimestamp: ctx.now,
    currentUserId: payload.current_user_id ?? null,
    identifiedEmail: payload.current_user_email?.toLowerCase() ?? null,
    identifiedName: payload.current_user_name ?? null,
    persistentUserId: enhanced ? (payload.persistent_user_id ?? null) : null,
    browserFingerprint: enhanced ? (payload.browser_fingerprint ?? null) : null,
    visitCount: enhanced ? (payload.visit_count ?? null) : null,
    firstSeenAt: enhanced ? date(payload.first_seen_at) : null,
    deviceType: enhanced ? (payload.device_type ?? null) : null,
    isReturningVisitor: enhanced ? (payload.is_returning_visitor ?? null) : null,
    source: "beacon",
    ...locationColumns(ctx.location),
  };
}

/** The row of a pixel visit (GET with query fields, the fallback path). */
export function pixelVisitRow(query: TrackPixelQuery, ctx: VisitContext): NewVisit {
  const enhanced = ctx.enhancedAllowed;
  return {
    pagePath: query.page,
    userAgent: query.ua ?? ctx.requestUserAgent?.slice(0, 200) ?? null,
    referrer: query.ref || null,
    sessionId: query.session ?? null,
    visitTimestamp: ctx.now,
    persistentUserId: enhanced ? (query.persistent_user_id ?? null) : null,
    browserFingerprint: enhanced ? (query.browser_fingerprint ?? null) : null,
    visitCount: enhanced ? (query.visit_count ?? null) : null,
    firstSeenAt: enhanced ? date(query.first_seen_at) : null,
    deviceType: enhanced ? (query.device_type ?? null) : null,
    isReturningVisitor: enhanced ? (query.is_returning_visitor ?? null) : null,
    source: "pixel",
    ...locationColumns(ctx.location),
  };
}
