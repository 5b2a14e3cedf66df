import { formatChfIn, formatWholeNumber } from "../../i18n/format";
import type { SwissHackLocale } from "../../i18n/locales";
import type {
  ANNUAL_INCOMES,
  CALLBACK_TIMES,
  CANTONS,
  HAS_3A_OPTIONS,
  MAIN_GOALS,
  STATUSES,
} from "../../schemas/audit";
import type { LIVING_COUNTRIES } from "../../schemas/residence";
import {
  CALLBACK_TIME_LABELS,
  CANTON_LABELS,
  GOAL_LABELS,
  HAS_3A_LABELS,
  INCOME_LABELS,
  RESIDENCE_COUNTRY_LABELS,
  STATUS_LABELS,
} from "./audit-options";
import { cantonLabelsFor } from "./canton-names";

type Labels<T extends readonly string[]> = Record<T[number], string>;

/** The audit form's answers as a person reads them back in an email or a document, in each SwissHack language. */
export interface AuditOptionLabels {
  canton: Labels<typeof CANTONS>;
  status: Labels<typeof STATUSES>;
  residenceCountry: Labels<typeof LIVING_COUNTRIES>;
  income: Labels<typeof ANNUAL_INCOMES>;
  has3a: Labels<typeof HAS_3A_OPTIONS>;
  goal: Labels<typeof MAIN_GOALS>;
  callbackTime: Labels<typeof CALLBACK_TIMES>;
}

/** "CHF 60'000 – 90'000", as the French labels write their ranges. */
const range = (low: number, high: number, locale: "de" | "it") =>
  `${formatChfIn(low, locale)} – ${formatWholeNumber(high, locale)}`;

const incomes = (locale: "de" | "it", below: string, above: string): Labels<typeof ANNUAL_INCOMES> => ({
  "<60000": `${below} ${formatChfIn(60_000, locale)}`,
  "60000-90000": range(60_000, 90_000, locale),
  "90000-120000": range(90_000, 120_000, locale),
  "120000-150000": range(120_000, 150_000, locale),
  "150000+": `${above} ${formatChfIn(150_000, locale)}`,
});

const FR: AuditOptionLabels = {
  canton: CANTON_LABELS,
  status: STATUS_LABELS,
  residenceCountry: RESIDENCE_COUNTRY_LABELS,
  income: INCOME_LABELS,
  has3a: HAS_3A_LABELS,
  goal: GOAL_LABELS,
  callbackTime: CALLBACK_TIME_LABELS,
};

const DE: AuditOptionLabels = {
  canton: { ...cantonLabelsFor("de"), other: "Anderer Kanton" },
  status: {
    frontalier: "Grenzgänger (ich wohne im Ausland und arbeite in der Schweiz)",
    resident: "Wohnhaft in der Schweiz",
    independant: "Selbständigerwerbend",
  },
  residenceCountry: {
    CH: "Schweiz",
    FR: "Frankreich",
    IT: "Italien",
    DE: "Deutschland",
    AT: "Österreich",
    other: "Anderes Land",
  },
  income: incomes("de", "Unter", "Über"),
  has3a: { yes: "Ja", no: "Nein", "not-sure": "Weiss nicht" },
  goal: {
    "reduce-taxes": "Steuern senken",
    "optimize-retirement": "Vorsorge optimieren",
    "compare-insurance": "Versicherungen vergleichen",
    all: "Alles optimieren",
  },
  callbackTime: { morning: "Vormittag (8–12 Uhr)", afternoon: "Nachmittag (12–17 Uhr)", evening: "Abend (17–20 Uhr)" },
};

const IT: AuditOptionLabels = {
  canton: { ...cantonLabelsFor("it"), other: "Altro cantone" },
  status: {
    frontalier: "Frontaliere (vivo all'estero, lavoro in Svizzera)",
    resident: "Residente in Svizzera",
    independant: "Indipendente",
  },
  residenceCountry: {
    CH: "Svizzera",
    FR: "Francia",
    IT: "Italia",
    DE: "Germania",
    AT: "Austria",
    other: "Altro Paese",
  },
  income: incomes("it", "Meno di", "Più di"),
  has3a: { yes: "Sì", no: "No", "not-sure": "Non lo so" },
  goal: {
    "reduce-taxes": "Ridurre le imposte",
    "optimize-retirement": "Ottimizzare la previdenza",
    "compare-insurance": "Confrontare le assicurazioni",
    all: "Ottimizzare tutto",
  },
  callbackTime: { morning: "Mattino (8–12)", afternoon: "Pomeriggio (12–17)", evening: "Sera (17–20)" },
};

const LABELS: Record<SwissHackLocale, AuditOptionLabels> = { fr: FR, de: DE, it: IT };

export const auditOptionLabels = (locale: SwissHackLocale): AuditOptionLabels => LABELS[locale];
