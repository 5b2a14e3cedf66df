import { type Citation, FIGURE_SOURCES } from "../finance/figures";
import type { SourceRef } from "./document";

export const ANSWERS_SOURCE_ID = "answers";
export const ASSUMPTIONS_SOURCE_ID = "swisshack-assumptions";

/**
 * The document's list of sources, built as figures are cited: an official source is listed once per year it is
 * cited for, so each figure's year shows beside it.
 */
export class SourceList {
  readonly #refs = new Map<string, SourceRef>();
  readonly #year: number;

  constructor(year: number) {
    this.#year = year;
  }

  official(citation: Citation): string {
    const id = `${citation.source}-${citation.year}`;
    const { label, reference } = FIGURE_SOURCES[citation.source];
    this.#refs.set(id, { id, label, year: citation.year, reference });
    return id;
  }

  answers(): string {
    this.#refs.set(ANSWERS_SOURCE_ID, {
      id: ANSWERS_SOURCE_ID,
      label: "Vos réponses",
      year: this.#year,
      reference: "Vos réponses au questionnaire SwissHack (première étape et « Affiner mon estimation »)",
    });
    return ANSWERS_SOURCE_ID;
  }

  assumptions(): string {
    this.#refs.set(ASSUMPTIONS_SOURCE_ID, {
      id: ASSUMPTIONS_SOURCE_ID,
      label: "Hypothèses SwissHack",
      year: this.#year,
      reference:
        "Hypothèses de calcul SwissHack (taux marginaux d'imposition, frais de santé attendus, revenu estimé, ordres de grandeur des trois leviers), indiquées dans le texte ; ce ne sont pas des chiffres officiels",
    });
    return ASSUMPTIONS_SOURCE_ID;
  }

  list(): SourceRef[] {
    return [...this.#refs.values()];
  }
}
