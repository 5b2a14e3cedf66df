import { type Brand, DETAIL_KEYS, type DetailKey, type SiteDetails } from "./details.ts";

/**
 * The environment variable that seeds each detail (the first start's default, decision 0042): SwissHack keeps the
 * original names, OptimAIte reads the same names prefixed with OPTIMAITE_.
 */
export const DETAIL_VARIABLES = {
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
} as const satisfies Record<DetailKey, string>;

type SwissHackVariable = (typeof DETAIL_VARIABLES)[DetailKey];
/** Every brand's detail variable: CONTACT_PHONE, OPTIMAITE_CONTACT_PHONE… */
export type DetailVariable = SwissHackVariable | `OPTIMAITE_${SwissHackVariable}`;

export function detailVariable(brand: Brand, key: DetailKey): DetailVariable {
  return brand === "swisshack" ? DETAIL_VARIABLES[key] : `OPTIMAITE_${DETAIL_VARIABLES[key]}`;
}

/** A brand's details as the environment sets them (null where unset). */
export function detailsFromEnv(brand: Brand, source: Record<string, string | undefined>): SiteDetails {
  return Object.fromEntries(
    DETAIL_KEYS.map((key) => [key, source[detailVariable(brand, key)]?.trim() || null]),
  ) as SiteDetails;
}

export function sameDetails(a: SiteDetails, b: SiteDetails): boolean {
  return DETAIL_KEYS.every((key) => a[key] === b[key]);
}

/** What the pages leave out while a detail is unset. */
export const DETAIL_HIDES: Record<DetailKey, string> = {
  company: "the publisher's company name (legal notice)",
  address: "the publisher's address (legal notice)",
  ide: "the publisher's business identification number, CHE-… (legal notice)",
  director: "the person responsible for publication (legal notice)",
  host: "the hosting provider (legal notice)",
  contactEmail: "the contact address in the footers and legal pages",
  contactPhone: "the expert's phone number (Premium page, legal notice)",
  whatsappNumber: "the WhatsApp buttons",
  linkedin: "the LinkedIn link in the footers",
  instagram: "the Instagram link in the footers",
  facebook: "the Facebook link in the footers",
};
