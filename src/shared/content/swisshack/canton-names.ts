import type { SwissHackLocale } from "../../i18n/locales";
import type { SwissCanton } from "../../schemas/residence";

/** The 26 cantons under their French names. */
export const CANTON_NAMES_FR: Record<SwissCanton, string> = {
  AG: "Argovie",
  AI: "Appenzell Rhodes-Intérieures",
  AR: "Appenzell Rhodes-Extérieures",
  BE: "Berne",
  BL: "Bâle-Campagne",
  BS: "Bâle-Ville",
  FR: "Fribourg",
  GE: "Genève",
  GL: "Glaris",
  GR: "Grisons",
  JU: "Jura",
  LU: "Lucerne",
  NE: "Neuchâtel",
  NW: "Nidwald",
  OW: "Obwald",
  SG: "Saint-Gall",
  SH: "Schaffhouse",
  SO: "Soleure",
  SZ: "Schwytz",
  TG: "Thurgovie",
  TI: "Tessin",
  UR: "Uri",
  VD: "Vaud",
  VS: "Valais",
  ZG: "Zoug",
  ZH: "Zurich",
};

/** The 26 cantons under their German names. */
export const CANTON_NAMES_DE: Record<SwissCanton, string> = {
  AG: "Aargau",
  AI: "Appenzell Innerrhoden",
  AR: "Appenzell Ausserrhoden",
  BE: "Bern",
  BL: "Basel-Landschaft",
  BS: "Basel-Stadt",
  FR: "Freiburg",
  GE: "Genf",
  GL: "Glarus",
  GR: "Graubünden",
  JU: "Jura",
  LU: "Luzern",
  NE: "Neuenburg",
  NW: "Nidwalden",
  OW: "Obwalden",
  SG: "St. Gallen",
  SH: "Schaffhausen",
  SO: "Solothurn",
  SZ: "Schwyz",
  TG: "Thurgau",
  TI: "Tessin",
  UR: "Uri",
  VD: "Waadt",
  VS: "Wallis",
  ZG: "Zug",
  ZH: "Zürich",
};

/** The 26 cantons under their Italian names. */
export const CANTON_NAMES_IT: Record<SwissCanton, string> = {
  AG: "Argovia",
  AI: "Appenzello Interno",
  AR: "Appenzello Esterno",
  BE: "Berna",
  BL: "Basilea Campagna",
  BS: "Basilea Città",
  FR: "Friburgo",
  GE: "Ginevra",
  GL: "Glarona",
  GR: "Grigioni",
  JU: "Giura",
  LU: "Lucerna",
  NE: "Neuchâtel",
  NW: "Nidvaldo",
  OW: "Obvaldo",
  SG: "San Gallo",
  SH: "Sciaffusa",
  SO: "Soletta",
  SZ: "Svitto",
  TG: "Turgovia",
  TI: "Ticino",
  UR: "Uri",
  VD: "Vaud",
  VS: "Vallese",
  ZG: "Zugo",
  ZH: "Zurigo",
};

export const CANTON_NAMES: Record<SwissHackLocale, Record<SwissCanton, string>> = {
  fr: CANTON_NAMES_FR,
  de: CANTON_NAMES_DE,
  it: CANTON_NAMES_IT,
};

/** The cantons most of each page's readers work in: the French pages' Romandy and Basel, the German pages' Basel,
 * Zurich and the north-east, the Italian pages' Ticino, Grisons and Valais. */
export const MOST_READERS_FIRST: Record<SwissHackLocale, readonly SwissCanton[]> = {
  fr: ["GE", "VD", "VS", "NE", "JU", "FR", "BE", "BS", "BL"],
  de: ["BS", "BL", "ZH", "AG", "SG", "SH", "TG", "SO", "BE"],
  it: ["TI", "GR", "VS", "GE", "ZH"],
};

/**
 * The others, in the alphabetical order of their names in the page's language. Written out rather than sorted when
 * the module loads: `localeCompare` in three languages built three collators, 56 ms at 4x CPU as the audit dialog
 * opened. canton-names.test.ts checks this order against `localeCompare`.
 */
// biome-ignore format: one line per language reads as the list it is
const THEN_ALPHABETICALLY: Record<SwissHackLocale, readonly SwissCanton[]> = {
  fr: ["AR", "AI", "AG", "GL", "GR", "LU", "NW", "OW", "SG", "SH", "SZ", "SO", "TI", "TG", "UR", "ZG", "ZH"],
  de: ["AR", "AI", "FR", "GE", "GL", "GR", "JU", "LU", "NE", "NW", "OW", "SZ", "TI", "UR", "VD", "VS", "ZG"],
  it: ["AR", "AI", "AG", "BL", "BS", "BE", "FR", "JU", "GL", "LU", "NE", "NW", "OW", "SG", "SH", "SO", "SZ", "TG", "UR", "VD", "ZG"],
};

/** All 26 cantons named in the page's language, the page's audience's most common first, then alphabetically. */
export function cantonLabelsFor(locale: SwissHackLocale): Record<SwissCanton, string> {
  const names = CANTON_NAMES[locale];
  const order = [...MOST_READERS_FIRST[locale], ...THEN_ALPHABETICALLY[locale]];
  return Object.fromEntries(order.map((canton) => [canton, names[canton]])) as Record<SwissCanton, string>;
}
