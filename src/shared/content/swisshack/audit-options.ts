import { formatChf, formatChfRange } from "../../pre-analysis/format";
import type {
  ANNUAL_INCOMES,
  CALLBACK_OPTIONS,
  CALLBACK_TIMES,
  CANTONS,
  HAS_3A_OPTIONS,
  INSURANCE_OPTIONS,
  MAIN_GOALS,
  STATUSES,
} from "../../schemas/audit";
import type { LIVING_COUNTRIES } from "../../schemas/residence";
import { cantonLabelsFor } from "./canton-names";

type Labels<T extends readonly string[]> = Record<T[number], string>;

/** French labels of the audit form's options; the stored values are the specification's. */
export const CANTON_LABELS: Labels<typeof CANTONS> = { ...cantonLabelsFor("fr"), other: "Autre canton" };

export const RESIDENCE_COUNTRY_LABELS: Labels<typeof LIVING_COUNTRIES> = {
  CH: "Suisse",
  FR: "France",
  IT: "Italie",
  DE: "Allemagne",
  AT: "Autriche",
  other: "Autre pays",
};

export const STATUS_LABELS: Labels<typeof STATUSES> = {
  frontalier: "Frontalier (je vis à l'étranger, je travaille en Suisse)",
  resident: "Résident en Suisse",
  independant: "Indépendant",
};

/** Written with the app's one CHF formatter, as every amount is. */
export const INCOME_LABELS: Labels<typeof ANNUAL_INCOMES> = {
  "<60000": `Moins de ${formatChf(60_000)}`,
  "60000-90000": formatChfRange({ low: 60_000, high: 90_000 }),
  "90000-120000": formatChfRange({ low: 90_000, high: 120_000 }),
  "120000-150000": formatChfRange({ low: 120_000, high: 150_000 }),
  "150000+": `Plus de ${formatChf(150_000)}`,
};

export const HAS_3A_LABELS: Labels<typeof HAS_3A_OPTIONS> = {
  yes: "Oui",
  no: "Non",
  "not-sure": "Je ne sais pas",
};

export const INSURANCE_LABELS: Labels<typeof INSURANCE_OPTIONS> = {
  lamal: "LAMal (assurance de base suisse)",
  private: "Assurance privée / CMU",
  "not-sure": "Je ne sais pas",
};

export const GOAL_LABELS: Labels<typeof MAIN_GOALS> = {
  "reduce-taxes": "Réduire mes impôts",
  "optimize-retirement": "Optimiser ma retraite",
  "compare-insurance": "Comparer mes assurances",
  all: "Tout optimiser",
};

export const CALLBACK_LABELS: Labels<typeof CALLBACK_OPTIONS> = {
  yes: "Oui, rappelez-moi",
  no: "Non, le rapport me suffit",
};

export const CALLBACK_TIME_LABELS: Labels<typeof CALLBACK_TIMES> = {
  morning: "Matin (8h – 12h)",
  afternoon: "Après-midi (12h – 17h)",
  evening: "Soir (17h – 20h)",
};

export function toOptions<T extends string>(labels: Record<T, string>) {
  return (Object.entries(labels) as [T, string][]).map(([value, label]) => ({ value, label }));
}
