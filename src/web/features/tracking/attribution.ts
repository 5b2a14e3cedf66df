import type { AttributionInput, TouchInput } from "@shared/schemas/attribution";
import { UTM_KEYS } from "@shared/utm-keys";
import { analyticsConsent } from "./analytics-consent";

const SESSION_SOURCE_KEY = "session_source";

interface PageFacts {
  href: string;
  referrer: string;
}

/** The referrer's host, unless it is this site (moving between our pages is not a source). */
function externalHost(referrer: string, ownHost: string): string | null {
  try {
    const host = new URL(referrer).host;
    return host && host !== ownHost ? host : null;
  } catch {
    return null;
  }
}

/** A page's source: its UTM parameters and the referrer's host, and its path only with analytics consent. */
export function touchOf(page: PageFacts, withLandingPage: boolean): TouchInput {
  const url = new URL(page.href);
  const touch: TouchInput = { referrer_host: externalHost(page.referrer, url.host) };
  for (const key of UTM_KEYS) touch[key] = url.searchParams.get(key) || null;
  if (withLandingPage) touch.landing_page = url.pathname;
  return touch;
}

const currentPage = (): PageFacts => ({ href: window.location.href, referrer: document.referrer });

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The first page's source, kept for the browser session (session storage: gone when the tab closes). */
export function sessionSource(): TouchInput {
  const store = sessionStore();
  const consent = analyticsConsent();
  try {
    const stored = store?.getItem(SESSION_SOURCE_KEY);
    if (stored) {
      const touch = JSON.parse(stored) as TouchInput;
      return consent ? touch : { ...touch, landing_page: null };
    }
  } catch {
    // Unreadable: start over from this page.
  }
  const touch = touchOf(currentPage(), true);
  store?.setItem(SESSION_SOURCE_KEY, JSON.stringify(touch));
  return consent ? touch : { ...touch, landing_page: null };
}

/** First touch (the session's first page) and last touch (this page), sent with every lead. */
export function leadAttribution(): AttributionInput {
  return { first_touch: sessionSource(), last_touch: touchOf(currentPage(), analyticsConsent()) };
}

/** A lead form's body with its attribution. */
export function withAttribution<T extends object>(body: T): T & { attribution: AttributionInput } {
  return { ...body, attribution: leadAttribution() };
}
