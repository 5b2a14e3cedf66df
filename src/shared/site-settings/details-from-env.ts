import { type Brand, DETAIL_KEYS, type DetailKey, type SiteDetails } from "../schemas/site-settings";

/**
 * The environment variable that seeds each detail (the first start's default, decision 0042): SwissHack keeps the
 * original names, OptimAIte reads the same names prefixed with OPTIMAITE_.
 */
export const DETAIL_VARIABLES: Record<DetailKey, string> = {
  company: "LEGAL_COMPANY",
  address: "LEGAL_ADDRESS",
  ide: "LEGAL_IDE",
  director: "LEGAL_DIRECTOR",
  host: "LEGAL_HOST",
  contactEmail: "CONTACT_EMAIL",
  contactPhone: "CONTACT_PHONE",
  whatsappNumber: "WHATSAPP_NUMBER",
  linkedin: "SOCIAL_LINKEDIN_URL",
  instagram: "SOCIAL_INSTAGRAM_URL",
  facebook: "SOCIAL_FACEBOOK_URL",
};

export function detailVariable(brand: Brand, key: DetailKey): string {
  return brand === "swisshack" ? DETAIL_VARIABLES[key] : `OPTIMAITE_${DETAIL_VARIABLES[key]}`;
}

/** A brand's details as the environment sets them (null where unset). */
export function detailsFromEnv(brand: Brand, source: Record<string, string | undefined>): SiteDetails {
  return Object.fromEntries(
    DETAIL_KEYS.map((key) => [key, source[detailVariable(brand, key)]?.trim() || null]),
  ) as SiteDetails;
}

export const NO_DETAILS: SiteDetails = Object.fromEntries(DETAIL_KEYS.map((key) => [key, null])) as SiteDetails;

export function sameDetails(a: SiteDetails, b: SiteDetails): boolean {
  return DETAIL_KEYS.every((key) => a[key] === b[key]);
}
