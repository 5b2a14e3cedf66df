import type { Touch } from "@shared/schemas/attribution";
import {
  MAX_PAGE_PATH_BYTES,
  type TrackPixelQuery,
  type TrackVisitPayload,
  utf8Bytes,
  type VisitLocation,
} from "@shared/schemas/tracking";
import { uuidV7 } from "@shared/time-ordered-id";
import type { websiteVisits } from "../db/schema";
import { browserFamily, deviceTypeOf } from "../lib/browser-family";

export type NewVisit = typeof websiteVisits.$inferInsert;

/** The signed-in person a visit belongs to, read from the session cookie (never from the request body). */
export interface VisitorIdentity {
  id: string;
  email: string;
  name: string;
}

export interface VisitContext {
  location: VisitLocation;
  /** User agent of the request itself, used when the payload has none. */
  requestUserAgent: string | undefined;
  /**
   * Sec-GPC: 1. The visitor asked not to be tracked: no enhanced (cross-visit) fields, and of the user agent only
   * the browser family and device type.
   */
  globalPrivacyControl: boolean;
  identity: VisitorIdentity | null;
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

interface ReportedFields {
  pageViewId: string | null | undefined;
  userAgent: string | null | undefined;
  persistentUserId: string | null | undefined;
  browserFingerprint: string | null | undefined;
  visitCount: number | null | undefined;
  firstSeenAt: string | null | undefined;
  deviceType: "Mobile" | "Desktop" | null | undefined;
  isReturningVisitor: boolean | null | undefined;
}

/**
 * What both kinds of visit share. The visit time is the server's (a browser clock can be wrong); the enhanced fields
 * are present only when the browser sent them with consent, and dropped under a Global Privacy Control signal.
 */
function commonColumns(reported: ReportedFields, ctx: VisitContext, userAgentMax: number) {
  const userAgent = reported.userAgent ?? ctx.requestUserAgent?.slice(0, userAgentMax) ?? null;
  const gpc = ctx.globalPrivacyControl;
  return {
    // Time-ordered: each new row lands at the end of the primary key's index (see time-ordered-id.ts).
    id: uuidV7(ctx.now.getTime()),
    pageViewId: reported.pageViewId ?? null,
    userAgent: gpc ? browserFamily(userAgent) : userAgent,
    visitTimestamp: ctx.now,
    currentUserId: ctx.identity?.id ?? null,
    identifiedEmail: ctx.identity?.email.toLowerCase() ?? null,
    identifiedName: ctx.identity?.name ?? null,
    persistentUserId: gpc ? null : (reported.persistentUserId ?? null),
    browserFingerprint: gpc ? null : (reported.browserFingerprint ?? null),
    visitCount: gpc ? null : (reported.visitCount ?? null),
    firstSeenAt: gpc ? null : date(reported.firstSeenAt),
    deviceType: gpc ? deviceTypeOf(userAgent) : (reported.deviceType ?? null),
    isReturningVisitor: gpc ? null : (reported.isReturningVisitor ?? null),
    ...locationColumns(ctx.location),
  };
}

/** The session's source; under a Global Privacy Control signal only what identifies nobody (no landing page). */
function sessionSourceColumns(source: Touch | null | undefined, ctx: VisitContext) {
  return {
    landingPage: ctx.globalPrivacyControl ? null : (source?.landing_page ?? null),
    referrerHost: source?.referrer_host ?? null,
    utmSource: source?.utm_source ?? null,
    utmMedium: source?.utm_medium ?? null,
    utmCampaign: source?.utm_campaign ?? null,
    utmTerm: source?.utm_term ?? null,
    utmContent: source?.utm_content ?? null,
  };
}

/**
 * Why PostgreSQL would refuse this row, or undefined: checked before the row joins a batch, since a refused row
 * makes its whole batch be written again row by row. The schemas bound the same values; this keeps rows built by
 * any other path honest too.
 */
export function unstorableVisit(row: NewVisit): string | undefined {
  if (utf8Bytes(row.pagePath) > MAX_PAGE_PATH_BYTES) return `page_path is over ${MAX_PAGE_PATH_BYTES} bytes`;
  return undefined;
}

/** The row of a beacon visit (POST). */
export function beaconVisitRow(payload: TrackVisitPayload, ctx: VisitContext): NewVisit {
  return {
    ...sessionSourceColumns(payload.session_source, ctx),
    pagePath: payload.page_path,
    referrer: payload.referrer || null,
    sessionId: payload.session_id ?? null,
    source: "beacon",
    ...commonColumns(
      {
        pageViewId: payload.page_view_id,
        userAgent: payload.user_agent,
        persistentUserId: payload.persistent_user_id,
        browserFingerprint: payload.browser_fingerprint,
        visitCount: payload.visit_count,
        firstSeenAt: payload.first_seen_at,
        deviceType: payload.device_type,
        isReturningVisitor: payload.is_returning_visitor,
      },
      ctx,
      512,
    ),
  };
}

/** The row of a pixel visit (GET with query fields, the fallback path). */
export function pixelVisitRow(query: TrackPixelQuery, ctx: VisitContext): NewVisit {
  return {
    ...sessionSourceColumns(query, ctx),
    pagePath: query.page,
    referrer: query.ref || null,
    sessionId: query.session ?? null,
    source: "pixel",
    ...commonColumns(
      {
        pageViewId: query.pv,
        userAgent: query.ua,
        persistentUserId: query.persistent_user_id,
        browserFingerprint: query.browser_fingerprint,
        visitCount: query.visit_count,
        firstSeenAt: query.first_seen_at,
        deviceType: query.device_type,
        isReturningVisitor: query.is_returning_visitor,
      },
      ctx,
      200,
    ),
  };
}
