/** The 26 cantons, in the order of their official abbreviations. */
export const SWISS_CANTONS = [
  "AG",
  "AI",
  "AR",
  "BE",
  "BL",
  "BS",
  "FR",
  "GE",
  "GL",
  "GR",
  "JU",
  "LU",
  "NE",
  "NW",
  "OW",
  "SG",
  "SH",
  "SO",
  "SZ",
  "TG",
  "TI",
  "UR",
  "VD",
  "VS",
  "ZG",
  "ZH",
] as const;
export type SwissCanton = (typeof SWISS_CANTONS)[number];

/** A frontalier's country of residence: the rules differ for France, Italy, Germany and Austria. */
export const RESIDENCE_COUNTRIES = ["FR", "IT", "DE", "AT", "other"] as const;
export type ResidenceCountryAnswer = (typeof RESIDENCE_COUNTRIES)[number];

/** Where a person lives: Switzerland, or one of the frontaliers' countries. Asked of the self-employed too. */
export const LIVING_COUNTRIES = ["CH", ...RESIDENCE_COUNTRIES] as const;
export type LivingCountryAnswer = (typeof LIVING_COUNTRIES)[number];
