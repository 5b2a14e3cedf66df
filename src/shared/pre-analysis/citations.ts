import type { Citation } from "../finance/figures";
import type { SourceRef } from "./document";
import { FR } from "./wording/fr";
import type { DocumentWording } from "./wording/types";

export const ANSWERS_SOURCE_ID = "answers";
export const ASSUMPTIONS_SOURCE_ID = "swisshack-assumptions";

/**
 * The document's list of sources, built as figures are cited: an official source is listed once per year it is
 * cited for, so each figure's year shows beside it.
 */
export class SourceList {
  readonly #refs = new Map<string, SourceRef>();
  readonly #year: number;
  readonly #wording: DocumentWording["sources"];

  constructor(year: number, wording: DocumentWording["sources"] = FR.sources) {
    this.#year = year;
    this.#wording = wording;
  }

  official(citation: Citation): string {
    const id = `${citation.source}-${citation.year}`;
    const { label, reference } = this.#wording.official[citation.source];
    this.#refs.set(id, { id, label, year: citation.year, reference });
    return id;
  }

  answers(): string {
    this.#refs.set(ANSWERS_SOURCE_ID, {
      id: ANSWERS_SOURCE_ID,
      label: this.#wording.answersLabel,
      year: this.#year,
      reference: this.#wording.answersReference,
    });
    return ANSWERS_SOURCE_ID;
  }

  assumptions(): string {
    this.#refs.set(ASSUMPTIONS_SOURCE_ID, {
      id: ASSUMPTIONS_SOURCE_ID,
      label: this.#wording.assumptionsLabel,
      year: this.#year,
      reference: this.#wording.assumptionsReference,
    });
    return ASSUMPTIONS_SOURCE_ID;
  }

  list(): SourceRef[] {
    return [...this.#refs.values()];
  }
}
