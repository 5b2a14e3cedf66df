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

const NAMES: Record<SwissHackLocale, Record<SwissCanton, string>> = {
  fr: CANTON_NAMES_FR,
  de: CANTON_NAMES_DE,
  it: CANTON_NAMES_IT,
};

/** The cantons most of each page's readers work in: the French pages' Romandy and Basel, the German pages' Basel,
 * Zurich and the north-east, the Italian pages' Ticino, Grisons and Valais. */
const FIRST: Record<SwissHackLocale, readonly SwissCanton[]> = {
  fr: ["GE", "VD", "VS", "NE", "JU", "FR", "BE", "BS", "BL"],
  de: ["BS", "BL", "ZH", "AG", "SG", "SH", "TG", "SO", "BE"],
  it: ["TI", "GR", "VS", "GE", "ZH"],
};

/** All 26 cantons named in the page's language, the page's audience's most common first, then alphabetically. */
export function cantonLabelsFor(locale: SwissHackLocale): Record<SwissCanton, string> {
  const names = NAMES[locale];
  const first = FIRST[locale];
  const rest = (Object.keys(names) as SwissCanton[])
    .filter((canton) => !first.includes(canton))
    .sort((a, b) => names[a].localeCompare(names[b], locale));
  return Object.fromEntries([...first, ...rest].map((canton) => [canton, names[canton]])) as Record<
    SwissCanton,
    string
  >;
}
