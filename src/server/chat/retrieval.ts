import type { KnowledgeEntry } from "@shared/content/knowledge";
import MiniSearch from "minisearch";

const STOP_WORDS = new Set(
  (
    "a an the and or of to in on for with do does did is are be can you your we our it this that what which how " +
    "i me my about at by from as if so will would should could have has had not no yes please tell " +
    "le la les un une des de du et ou en au aux pour par sur avec est sont que qui quoi comment quel quelle quels " +
    "quelles je vous nous mon ma mes votre vos il elle ce cette ces dans pas ne plus se sa son y a " +
    "fait faire peut puis est-ce ca cela"
  ).split(" "),
);

/** Words that mean the same thing to a visitor and to our copy. */
const SYNONYMS: Record<string, string[]> = {
  connect: ["integrate", "integration", "sync"],
  integrate: ["integration", "integrations", "sync", "platform"],
  software: ["platform", "app", "integration"],
  tool: ["platform", "integration"],
  appointment: ["booking", "scheduling", "book"],
  schedule: ["booking", "scheduling", "calendar"],
  long: ["timeline", "implementation", "day"],
  implementation: ["timeline", "setup", "live"],
  setup: ["implementation", "timeline"],
  price: ["pricing", "cost", "roi"],
  cost: ["pricing", "price", "roi"],
  secure: ["compliance", "hipaa", "pipeda"],
  privacy: ["compliance", "hipaa", "donnees"],
  prix: ["gratuit", "premium", "chf"],
  gratuit: ["audit", "prix"],
  impot: ["fiscalite", "impots"],
  retraite: ["pilier", "lpp"],
};

export function normalize(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/** Light stemming: enough for "integrates/integrated/integrating" or "plateformes" to meet. */
export function stem(word: string): string {
  return word.replace(/(ations?|ings?|ed|es|s)$/, "").replace(/(.)\1$/, "$1") || word;
}

function tokenize(text: string): string[] {
  return normalize(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word));
}

/**
 * How one language's text becomes search terms: its words (stop words dropped), what the index holds of a text (its
 * words, and for German the parts of its compounds), a word's variants (synonyms, compound parts) and its stem.
 */
export interface Analyzer {
  words(text: string): string[];
  indexTerms(text: string): string[];
  variants(word: string): readonly string[];
  stem(word: string): string;
}

/** The analyzer of the sites' default languages, French and English, in one index. */
export const DEFAULT_ANALYZER: Analyzer = {
  words: tokenize,
  indexTerms: tokenize,
  variants: (word) => SYNONYMS[word] ?? SYNONYMS[stem(word)] ?? [],
  stem,
};

function expand(words: string[], analyzer: Analyzer): string[] {
  return [...new Set(words.flatMap((word) => [word, ...analyzer.variants(word)]))];
}

export interface Retriever {
  search(question: string, site?: KnowledgeEntry["site"]): KnowledgeEntry[];
}

/**
 * How much of the question an entry speaks of: the share of the question's words (or their synonyms) that the entry
 * holds. A passage that shares one word of three with the question answers another question.
 */
function coverage(questionWords: string[], entry: KnowledgeEntry, analyzer: Analyzer): number {
  if (questionWords.length === 0) return 0;
  const entryStems = new Set(analyzer.indexTerms(`${entry.title} ${entry.text}`).map(analyzer.stem));
  const covered = questionWords.filter((word) =>
    [word, ...analyzer.variants(word)].some((w) => entryStems.has(analyzer.stem(w))),
  );
  return covered.length / questionWords.length;
}

/** Below this share of the question's words in the best passage, the assistant says it does not know. */
export const MIN_COVERAGE = 2 / 3;

/**
 * Full-text retrieval over the sites' own content, with a score threshold below which nothing is "found", and a
 * passage kept only when it holds most of the question's words (MIN_COVERAGE).
 */
export function createRetriever(
  entries: readonly KnowledgeEntry[],
  minScore = 3,
  analyzer: Analyzer = DEFAULT_ANALYZER,
): Retriever {
  const index = new MiniSearch<KnowledgeEntry>({
    fields: ["title", "text"],
    storeFields: ["id"],
    tokenize: analyzer.indexTerms,
    processTerm: (term) => analyzer.stem(term),
    searchOptions: { boost: { title: 2 }, fuzzy: 0.15, prefix: true, combineWith: "OR" },
  });
  index.addAll([...entries]);
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  return {
    search(question, site) {
      const words = analyzer.words(question);
      const terms = expand(words, analyzer);
      if (terms.length === 0) return [];
      return index
        .search(terms.join(" "), { filter: site ? (result) => byId.get(result.id)?.site === site : undefined })
        .filter((result) => result.score >= minScore)
        .map((result) => byId.get(result.id) as KnowledgeEntry)
        .filter((entry) => coverage(words, entry, analyzer) >= MIN_COVERAGE)
        .slice(0, 3);
    },
  };
}

const FRENCH_HINTS =
  /\b(je|vous|est|une|les|des|combien|quel|quelle|comment|pourquoi|bonjour|impôts?|frontalier|audit gratuit|merci)\b|[éèàçêù]/i;

export function isFrench(text: string): boolean {
  return FRENCH_HINTS.test(text);
}
