/**
 * SPEC section 3's browser storage: in local storage three user-id keys, the first-seen date, the visit count and
 * enhanced_tracking_enabled; in session storage a visitor session id and a pixel session id.
 */
export const STORAGE_KEYS = {
  persistentUserId: "persistent_user_id",
  visitorId: "visitor_id",
  trackedUserId: "tracked_user_id",
  firstSeenAt: "first_seen_at",
  visitCount: "visit_count",
  enhancedTrackingEnabled: "enhanced_tracking_enabled",
  visitorSessionId: "visitor_session_id",
  pixelSessionId: "pixel_session_id",
} as const;

const randomId = () =>
  crypto.randomUUID ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

function storage(kind: "local" | "session"): Storage | null {
  try {
    return kind === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

function getOrCreate(kind: "local" | "session", key: string, make: () => string): string {
  const store = storage(kind);
  const existing = store?.getItem(key);
  if (existing) return existing;
  const value = make();
  store?.setItem(key, value);
  return value;
}

export function sessionIds() {
  return {
    visitorSessionId: getOrCreate("session", STORAGE_KEYS.visitorSessionId, () => `session_${randomId()}`),
    pixelSessionId: getOrCreate("session", STORAGE_KEYS.pixelSessionId, () => `pixel_${randomId()}`),
  };
}

export interface EnhancedIdentity {
  persistentUserId: string;
  visitCount: number;
  firstSeenAt: string;
  isReturningVisitor: boolean;
}

/** Only with analytics consent: the persistent ids, counted once per browser session. */
export function enhancedIdentity(): EnhancedIdentity {
  const local = storage("local");
  const persistentUserId = getOrCreate("local", STORAGE_KEYS.persistentUserId, randomId);
  local?.setItem(STORAGE_KEYS.visitorId, persistentUserId);
  const firstSeenAt = getOrCreate("local", STORAGE_KEYS.firstSeenAt, () => new Date().toISOString());
  let visitCount = Number(local?.getItem(STORAGE_KEYS.visitCount) ?? "0") || 0;
  const session = storage("session");
  if (!session?.getItem("visit_counted")) {
    visitCount += 1;
    local?.setItem(STORAGE_KEYS.visitCount, String(visitCount));
    session?.setItem("visit_counted", "1");
  }
  local?.setItem(STORAGE_KEYS.enhancedTrackingEnabled, "true");
  return { persistentUserId, visitCount, firstSeenAt, isReturningVisitor: visitCount > 1 };
}

/** Without consent nothing persistent is kept: a refusal removes what an earlier consent stored. */
export function forgetEnhancedIdentity() {
  const local = storage("local");
  for (const key of [
    STORAGE_KEYS.persistentUserId,
    STORAGE_KEYS.visitorId,
    STORAGE_KEYS.trackedUserId,
    STORAGE_KEYS.firstSeenAt,
    STORAGE_KEYS.visitCount,
  ]) {
    local?.removeItem(key);
  }
  local?.setItem(STORAGE_KEYS.enhancedTrackingEnabled, "false");
}

export function rememberSignedInUser(userId: string | undefined) {
  if (userId) storage("local")?.setItem(STORAGE_KEYS.trackedUserId, userId);
}
