/**
 * The population a finance rule applies to, and whether a person is in it. A rule applies only to its population;
 * where the answers do not tell, the answer is "unknown" and the document says what it depends on.
 */

/** Residents of Switzerland (the self-employed included) or frontaliers (living abroad, working in Switzerland). */
export type PersonStatus = "resident" | "frontalier";
/** A frontalier's country of residence: France, Italy, Germany, Austria, or another country. */
export type ResidenceCountry = "FR" | "IT" | "DE" | "AT" | "other";
/** Employed (taxed at source when not resident) or self-employed (never taxed at source). */
export type Employment = "employee" | "self-employed";
/** A resident's taxation: ordinary (Swiss, C permit, self-employed) or at source (e.g. permit B). */
export type ResidentTaxation = "ordinary" | "source";
export type Insurance = "lamal" | "other";

export interface Population {
  status: readonly PersonStatus[];
  /** Frontaliers living in one of these countries; any country when absent. */
  residenceCountries?: readonly ResidenceCountry[];
  /** Working (frontaliers) or living (residents) in one of these cantons; any canton when absent. */
  cantons?: readonly string[];
  /** Residents taxed this way; any taxation when absent. */
  residentTaxation?: readonly ResidentTaxation[];
  /** Insured this way; anyone when absent. */
  insurance?: readonly Insurance[];
  /** Employed or self-employed; either when absent. */
  employment?: readonly Employment[];
}

/** What the answers tell about the person; null where they do not tell. */
export interface Person {
  status: PersonStatus;
  residenceCountry: ResidenceCountry | null;
  /** Canton of work (frontaliers) or of residence (residents). */
  canton: string | null;
  residentTaxation: ResidentTaxation | null;
  insurance: Insurance | null;
  employment: Employment | null;
}

export type Applies = "yes" | "no" | "unknown";

function criterion<T>(allowed: readonly T[] | undefined, value: T | null): Applies {
  if (allowed === undefined) return "yes";
  if (value === null) return "unknown";
  return allowed.includes(value) ? "yes" : "no";
}

/** "no" as soon as one criterion excludes the person; "unknown" when one cannot be told; else "yes". */
export function appliesTo(population: Population, person: Person): Applies {
  if (!population.status.includes(person.status)) return "no";
  const frontalier = person.status === "frontalier";
  const results: Applies[] = [
    frontalier ? criterion(population.residenceCountries, person.residenceCountry) : "yes",
    criterion(population.cantons, person.canton),
    frontalier ? "yes" : criterion(population.residentTaxation, person.residentTaxation),
    criterion(population.insurance, person.insurance),
    criterion(population.employment, person.employment),
  ];
  if (results.includes("no")) return "no";
  return results.includes("unknown") ? "unknown" : "yes";
}
