import { CONSENT_STORAGE_KEY, readConsent } from "@shared/consent";

/** Analytics consent given in the banner and no Global Privacy Control signal. */
export function analyticsConsent(): boolean {
  try {
    const consent = readConsent(localStorage.getItem(CONSENT_STORAGE_KEY), new Date());
    const gpc = (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
    return Boolean(consent?.analytics) && !gpc;
  } catch {
    return false;
  }
}
