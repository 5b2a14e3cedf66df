import { CONSENT_STORAGE_KEY, type ConsentChoice, type ConsentRecord, consentFor, readConsent } from "@shared/consent";

/** Fired on window when the visitor makes a choice (detail: the record). */
export const CONSENT_CHANGED_EVENT = "consent:changed";

export function globalPrivacyControl(): boolean {
  return (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
}

export function storedConsent(): ConsentRecord | null {
  try {
    return readConsent(localStorage.getItem(CONSENT_STORAGE_KEY), new Date());
  } catch {
    return null;
  }
}

export function saveConsent(choice: ConsentChoice): ConsentRecord {
  const record = consentFor(choice, new Date(), globalPrivacyControl());
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
  } catch {
    // Storage can be disabled: the choice still applies to this page view.
  }
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGED_EVENT, { detail: record }));
  return record;
}
