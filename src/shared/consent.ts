/** SPEC section 3: the cookie consent record, kept in local storage under `cookie_consent`. */
export interface ConsentRecord {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  /** ISO date of the choice. */
  timestamp: string;
}

export const CONSENT_STORAGE_KEY = "cookie_consent";
/** The privacy page promises the choice is kept six months, then asked again. */
export const CONSENT_VALID_MONTHS = 6;
export const BANNER_DELAY_MS = 1000;
export const CONSENT_EVENT_DELAY_MS = 100;

export type ConsentChoice = "accept-all" | "refuse" | { analytics: boolean; marketing: boolean };

export function consentFor(choice: ConsentChoice, now: Date, globalPrivacyControl = false): ConsentRecord {
  const wanted =
    choice === "accept-all"
      ? { analytics: true, marketing: true }
      : choice === "refuse"
        ? { analytics: false, marketing: false }
        : choice;
  // Global Privacy Control is a refusal of analytics and marketing, whatever the buttons say.
  return {
    necessary: true,
    analytics: wanted.analytics && !globalPrivacyControl,
    marketing: wanted.marketing && !globalPrivacyControl,
    timestamp: now.toISOString(),
  };
}

export function consentExpiry(record: ConsentRecord): Date {
  const expiry = new Date(record.timestamp);
  expiry.setMonth(expiry.getMonth() + CONSENT_VALID_MONTHS);
  return expiry;
}

/** The stored record when it is well-formed and younger than six months, else null (ask again). */
export function readConsent(raw: string | null, now: Date): ConsentRecord | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ConsentRecord>;
    if (
      typeof value.analytics !== "boolean" ||
      typeof value.marketing !== "boolean" ||
      typeof value.timestamp !== "string"
    ) {
      return null;
    }
    const record: ConsentRecord = {
      necessary: true,
      analytics: value.analytics,
      marketing: value.marketing,
      timestamp: value.timestamp,
    };
    const taken = new Date(record.timestamp);
    if (Number.isNaN(taken.getTime()) || taken > now || consentExpiry(record) <= now) return null;
    return record;
  } catch {
    return null;
  }
}

/** Paths where the consent-granted event must not retrigger tracking. */
export function tracksAfterConsent(pathname: string): boolean {
  return !pathname.startsWith("/admin") && !pathname.startsWith("/auth");
}
