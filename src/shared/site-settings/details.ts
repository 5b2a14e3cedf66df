// A brand's details, with no validator attached: the pages read this module (the schemas, libphonenumber's
// metadata and zod stay out of the public pages' scripts).

export const BRANDS = ["swisshack", "optimaite"] as const;
export type Brand = (typeof BRANDS)[number];

/** Every detail a brand's pages, emails and PDF may show, in the form's order. */
export const DETAIL_KEYS = [
  "company",
  "address",
  "ide",
  "director",
  "host",
  "contactEmail",
  "contactPhone",
  "whatsappNumber",
  "linkedin",
  "instagram",
  "facebook",
] as const;
export type DetailKey = (typeof DETAIL_KEYS)[number];

/** A brand's details: null where unset (the element that shows it is left out, never filled with a made-up value). */
export type SiteDetails = Record<DetailKey, string | null>;

export const NO_DETAILS: SiteDetails = Object.fromEntries(DETAIL_KEYS.map((key) => [key, null])) as SiteDetails;
