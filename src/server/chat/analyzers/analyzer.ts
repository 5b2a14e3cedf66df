import { type Analyzer, normalize } from "../retrieval";

export interface LanguageRules {
  /** Words that say nothing of the subject ("wie", "come", "est-ce"), after folding. */
  stopWords: string;
  /** Words that mean the same thing to a visitor and to our copy, keyed by the visitor's word (folded). */
  synonyms: Record<string, readonly string[]>;
  /** Light stemming: enough for singular and plural, or a verb and its noun, to meet. */
  stem(word: string): string;
  /** Extra folding after accents are dropped (German "ae" for "ä"). */
  fold?(text: string): string;
  /** Known word parts of the language's compounds ("franchise", "steuer"): a compound holding one is found by it. */
  compoundParts?: readonly string[];
}

/**
 * One language's analyzer: accents folded, stop words dropped, synonyms and (German) compound parts as variants of a
 * word, so that "Krankenkassenprämie" meets "Prämie" and "Säule 3a" meets "3a".
 */
export function languageAnalyzer(rules: LanguageRules): Analyzer {
  const fold = (text: string) => (rules.fold ? rules.fold(normalize(text)) : normalize(text));
  const stopWords = new Set(fold(rules.stopWords).split(/\s+/));
  const parts = (rules.compoundParts ?? []).map(fold);
  const synonyms = new Map(Object.entries(rules.synonyms).map(([word, same]) => [fold(word), same.map(fold)] as const));
  const words = (text: string) =>
    fold(text)
      .split(/[^a-z0-9]+/)
      .filter((word) => word.length > 1 && !stopWords.has(word));
  const compoundParts = (word: string) =>
    word.length < 7 ? [] : parts.filter((part) => part !== word && word.includes(part));
  const variants = (word: string) => [
    ...new Set([...(synonyms.get(word) ?? synonyms.get(rules.stem(word)) ?? []), ...compoundParts(word)]),
  ];
  return {
    words,
    indexTerms: (text) => words(text).flatMap((word) => [word, ...compoundParts(word)]),
    variants,
    stem: (word) => rules.stem(word) || word,
  };
}
