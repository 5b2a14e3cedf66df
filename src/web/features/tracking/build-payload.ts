import type { TouchInput } from "@shared/schemas/attribution";
import type { TrackVisitPayload } from "@shared/schemas/tracking";

export interface BrowserFacts {
  pagePath: string;
  /** One page load's id: its beacon and its pixel carry it, so the load is counted once. */
  pageViewId: string;
  userAgent: string;
  referrer: string;
  sessionId: string;
  now: Date;
  isMobile: boolean;
}

export interface Enhanced {
  persistentUserId: string;
  fingerprint: string;
  visitCount: number;
  firstSeenAt: string;
  isReturningVisitor: boolean;
}

export interface SignedInUser {
  id: string;
  email: string;
  name: string;
}

/** SPEC section 3: the visit payload; the enhanced fields only exist with analytics consent. */
export function buildVisitPayload(
  facts: BrowserFacts,
  enhanced: Enhanced | null,
  user: SignedInUser | null,
): TrackVisitPayload {
  return {
    page_path: facts.pagePath,
    page_view_id: facts.pageViewId,
    user_agent: facts.userAgent.slice(0, 512),
    referrer: facts.referrer || null,
    session_id: facts.sessionId,
    visit_timestamp: facts.now.toISOString(),
    ...(user ? { current_user_id: user.id, current_user_email: user.email, current_user_name: user.name } : {}),
    ...(enhanced
      ? {
          persistent_user_id: enhanced.persistentUserId,
          browser_fingerprint: enhanced.fingerprint,
          visit_count: enhanced.visitCount,
          first_seen_at: enhanced.firstSeenAt,
          device_type: facts.isMobile ? "Mobile" : "Desktop",
          is_returning_visitor: enhanced.isReturningVisitor,
        }
      : {}),
  };
}

/**
 * SPEC section 7: the pixel's query, user agent cut to 200 characters, with the session's source. Without analytics
 * consent it carries the page and the page-view id only, as the privacy pages say (decision 0028).
 */
export function buildPixelQuery(
  facts: BrowserFacts & { screen: string; lang: string; tz: string },
  enhanced: Enhanced | null,
  sessionSource: TouchInput = {},
): URLSearchParams {
  if (!enhanced) return new URLSearchParams({ page: facts.pagePath, pv: facts.pageViewId });
  const query = new URLSearchParams({
    page: facts.pagePath,
    pv: facts.pageViewId,
    session: facts.sessionId,
    ref: facts.referrer,
    ts: String(facts.now.getTime()),
    ua: facts.userAgent.slice(0, 200),
    screen: facts.screen,
    lang: facts.lang,
    tz: facts.tz,
  });
  query.set("persistent_user_id", enhanced.persistentUserId);
  query.set("browser_fingerprint", enhanced.fingerprint);
  query.set("visit_count", String(enhanced.visitCount));
  query.set("first_seen_at", enhanced.firstSeenAt);
  query.set("device_type", facts.isMobile ? "Mobile" : "Desktop");
  query.set("is_returning_visitor", String(enhanced.isReturningVisitor));
  if (!facts.referrer) query.delete("ref");
  for (const [key, value] of Object.entries(sessionSource)) if (value) query.set(key, value);
  return query;
}
