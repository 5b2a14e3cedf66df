import { CONSENT_EVENT_DELAY_MS, tracksAfterConsent } from "@shared/consent";
import { timeOrderedHex } from "@shared/time-ordered-id";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { type SessionUser, useSessionUser } from "~/lib/session";
import { analyticsConsent } from "./analytics-consent";
import { sessionSource } from "./attribution";
import { type BrowserFacts, buildPixelQuery, buildVisitPayload, type Enhanced } from "./build-payload";
import { browserTimeZone } from "./time-zone";
import { enhancedIdentity, forgetEnhancedIdentity, rememberSignedInUser, sessionIds } from "./visitor-storage";

const NOT_TRACKED = ["/admin", "/auth", "/sitemap-manager"];
export const PIXEL_TIMEOUT_MS = 3000;
/** Fired on window when analytics consent is granted (the consent banner's choice). */
const CONSENT_CHANGED_EVENT = "consent:changed";

const tracked = (pathname: string) => !NOT_TRACKED.some((path) => pathname.startsWith(path));

async function fingerprint(): Promise<string> {
  const facts = [navigator.userAgent, navigator.language, `${screen.width}x${screen.height}`, browserTimeZone()];
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(facts.join("|")));
  return [...new Uint8Array(digest)]
    .slice(0, 8)
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("");
}

async function currentEnhanced(): Promise<Enhanced | null> {
  if (!analyticsConsent()) return null;
  try {
    return { ...enhancedIdentity(), fingerprint: await fingerprint() };
  } catch {
    return null;
  }
}

/**
 * A fresh id for each page view, time first so the database's unique index on it grows at its end (not
 * crypto.randomUUID: it needs a secure context, and is random throughout).
 */
const newPageViewId = () => `pv_${timeOrderedHex()}`;

/** The page view on screen: a route change starts a new one; the pixel and a consent retrigger reuse it. */
let currentPageViewId = "";

function facts(pagePath: string, sessionId: string): BrowserFacts {
  return {
    pagePath,
    pageViewId: currentPageViewId,
    userAgent: navigator.userAgent,
    referrer: document.referrer,
    sessionId,
    now: new Date(),
    isMobile: window.matchMedia("(max-width: 768px)").matches || /Mobi|Android/i.test(navigator.userAgent),
  };
}

/**
 * The pixel: a GET with query fields (the session's source too), abandoned after 3 s. Also the fallback when the
 * POST fails.
 */
async function sendPixel(pagePath: string) {
  const enhanced = await currentEnhanced();
  const query = buildPixelQuery(
    {
      ...facts(pagePath, sessionIds().pixelSessionId),
      screen: `${screen.width}x${screen.height}`,
      lang: navigator.language,
      tz: browserTimeZone(),
    },
    enhanced,
    sessionSource(),
  );
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), PIXEL_TIMEOUT_MS);
  try {
    await fetch(`/api/track-visit?${query}`, {
      signal: controller.signal,
      credentials: "same-origin",
      keepalive: true,
    });
  } catch (error) {
    console.warn("Pixel tracking failed:", error);
  } finally {
    clearTimeout(timer);
  }
}

async function sendVisit(pagePath: string, user: SessionUser | null) {
  const enhanced = await currentEnhanced();
  if (!enhanced) forgetEnhancedIdentity();
  else rememberSignedInUser(user?.id);
  const payload = {
    ...buildVisitPayload(facts(pagePath, sessionIds().visitorSessionId), enhanced, user),
    session_source: sessionSource(),
  };
  try {
    const res = await fetch("/api/track-visit", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bearer anonymous" },
      body: JSON.stringify(payload),
      credentials: "same-origin",
      keepalive: true,
    });
    if (!res.ok) throw new Error(`tracking answered ${res.status}`);
  } catch (error) {
    console.warn("Visit tracking failed, recording through the pixel:", error);
    await sendPixel(pagePath);
  }
}

/** SPEC section 2 and 7: a visit on every route change (path and query), the pixel on load and on return to the tab. */
export function VisitTracker() {
  const location = useLocation();
  const user = useSessionUser();
  const userRef = useRef(user);
  userRef.current = user;
  const pagePath = `${location.pathname}${location.search}`;

  useEffect(() => {
    currentPageViewId = newPageViewId();
    if (tracked(location.pathname)) void sendVisit(pagePath, userRef.current);
  }, [pagePath, location.pathname]);

  useEffect(() => {
    if (tracked(window.location.pathname)) void sendPixel(window.location.pathname + window.location.search);
    const onVisible = () => {
      if (document.visibilityState === "visible" && tracked(window.location.pathname)) {
        void sendPixel(window.location.pathname + window.location.search);
      }
    };
    // Granting analytics retriggers tracking after 0.1 s, except on /admin and /auth.
    const onConsent = (event: Event) => {
      const record = (event as CustomEvent<{ analytics: boolean }>).detail;
      const path = window.location.pathname;
      if (record?.analytics && tracksAfterConsent(path) && tracked(path)) {
        setTimeout(() => void sendVisit(path + window.location.search, userRef.current), CONSENT_EVENT_DELAY_MS);
      }
    };
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener(CONSENT_CHANGED_EVENT, onConsent);
    return () => {
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener(CONSENT_CHANGED_EVENT, onConsent);
    };
  }, []);

  return null;
}
