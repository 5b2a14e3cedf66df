import type {
  CIVIL_STATUSES,
  DEDUCTIBLES,
  EMPLOYMENTS,
  EXPECTED_COSTS,
  PERMITS,
  SWISS_CANTONS,
} from "../../pre-analysis/answers";

import { formatChf } from "../../pre-analysis/format";
import { ASSUMED_YEARLY_COSTS } from "../../pre-analysis/lamal";

type Labels<T extends readonly (string | number)[]> = Record<T[number], string>;

/** French labels of the second step, "Affiner mon estimation". */
export const CIVIL_STATUS_LABELS: Labels<typeof CIVIL_STATUSES> = {
  single: "Célibataire, divorcé·e ou veuf·ve",
  married: "Marié·e ou partenariat enregistré",
};

export const EMPLOYMENT_LABELS: Labels<typeof EMPLOYMENTS> = {
  "employee-with-pension-fund": "Salarié·e avec caisse de pension (LPP)",
  "employee-without-pension-fund": "Salarié·e sans caisse de pension",
  "self-employed": "Indépendant·e",
};

export const PERMIT_LABELS: Labels<typeof PERMITS> = {
  "swiss-or-c": "Suisse ou permis C",
  "taxed-at-source": "Imposé·e à la source (permis B ou autre)",
};

export { RESIDENCE_COUNTRY_LABELS } from "./audit-options";

export const DEDUCTIBLE_LABELS: Record<`${(typeof DEDUCTIBLES)[number]}` | "unknown", string> = {
  "300": "CHF 300",
  "500": "CHF 500",
  "1000": "CHF 1 000",
  "1500": "CHF 1 500",
  "2000": "CHF 2 000",
  "2500": "CHF 2 500",
  unknown: "Je ne sais pas",
};

/** Short names of the cost levels (the summary of the answers). */
export const EXPECTED_COSTS_LEVELS = { low: "Faibles", medium: "Moyens", high: "Élevés" } as const;

const level = (key: keyof typeof EXPECTED_COSTS_LEVELS) =>
  `${EXPECTED_COSTS_LEVELS[key]} (environ ${formatChf(ASSUMED_YEARLY_COSTS[key])} par an)`;

export const EXPECTED_COSTS_LABELS: Labels<typeof EXPECTED_COSTS> = {
  low: level("low"),
  medium: level("medium"),
  high: level("high"),
  amount: "Je connais le montant",
};

export { CANTON_NAMES_FR as SWISS_CANTON_LABELS } from "./canton-names";

/** "le canton de Genève", "le canton du Tessin", "le canton d'Argovie", "le canton des Grisons": after "canton". */
export const CANTON_OF: Labels<typeof SWISS_CANTONS> = {
  AG: "d'Argovie",
  AI: "d'Appenzell Rhodes-Intérieures",
  AR: "d'Appenzell Rhodes-Extérieures",
  BE: "de Berne",
  BL: "de Bâle-Campagne",
  BS: "de Bâle-Ville",
  FR: "de Fribourg",
  GE: "de Genève",
  GL: "de Glaris",
  GR: "des Grisons",
  JU: "du Jura",
  LU: "de Lucerne",
  NE: "de Neuchâtel",
  NW: "de Nidwald",
  OW: "d'Obwald",
  SG: "de Saint-Gall",
  SH: "de Schaffhouse",
  SO: "de Soleure",
  SZ: "de Schwytz",
  TG: "de Thurgovie",
  TI: "du Tessin",
  UR: "d'Uri",
  VD: "de Vaud",
  VS: "du Valais",
  ZG: "de Zoug",
  ZH: "de Zurich",
};
