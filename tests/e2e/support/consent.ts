import type { Page } from "@playwright/test";

/** A visitor who already answered the cookie banner (necessary cookies only). */
export const withConsentGiven = (page: Page) =>
  page.addInitScript(() => {
    localStorage.setItem(
      "cookie_consent",
      JSON.stringify({ necessary: true, analytics: false, marketing: false, timestamp: new Date().toISOString() }),
    );
  });
