import type { KnowledgeEntry } from "@shared/content/knowledge";
import MiniSearch from "minisearch";
import { type Analyzer, fold } from "./search/language-analyzer";

/** Lower case, accents dropped: how the intents' patterns read a question. */
export const normalize = fold;

export interface Found<E extends KnowledgeEntry = KnowledgeEntry> {
  entry: E;
  score: number;
  /** The share of the question's known terms the passage holds, each weighed by how few passages hold it. */
  coverage: number;
}

export interface Retriever<E extends KnowledgeEntry = KnowledgeEntry> {
  /** The passages that answer the question, best first (at most three). */
  search(question: string): E[];
  /** The same, with their scores; `within` keeps only the passages it accepts (one page's, say). */
  find(question: string, within?: (entry: E) => boolean): Found<E>[];
  /** The question's terms that some passage of the site holds: none, and the question is not about the site. */
  knownTerms(question: string): string[];
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * Below this share of the question's known terms in the best passage (each weighed by how telling it is), the
 * assistant says it does not know.
 */
export const MIN_COVERAGE = 0.5;

/**
 * One letter added, dropped or changed: "vagarro" for "vagaro". Not the first letter, which typists rarely miss: "rapport"
 * is not a typo of "apport"; nor the last one changed, where words of a family differ: "complet" is not "complex".
 */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b || a[0] !== b[0]) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const rest = (x: string, from: number) => x.slice(from);
  if (a.length === b.length) return i < a.length - 1 && rest(a, i + 1) === rest(b, i + 1);
  return a.length > b.length ? rest(a, i + 1) === rest(b, i) : rest(a, i) === rest(b, i + 1);
}

/** A question asking for a number, in the sites' languages. */
const HOW_MANY = /\b(combien|how (many|much)|wie (viele?|hoch)|quant[ieo])\b/;
const FIGURE_BOOST = 1.5;
/** How much more a figure the question quotes weighs than a word as rare. */
const FIGURE_WEIGHT = 2;

/** How much a whole page's passage weighs beside its own sections' (judged on the tuning cases: 0.3 to 0.7 alike). */
const WHOLE_PAGE = 0.5;

/** The languages that elide a word's vowel before another's ("d'appels", "l'agenda", "dell'audit"). */
const ELIDING = new Set(["fr", "it"]);

/** Below this length a word is not read as a typo of another: "prix" is not "pris". */
const MIN_TYPO_LENGTH = 6;

/**
 * The text's terms hold the term, or a longer word of its family ("publicit", publicité, in "publicitair"), or its
 * stem ("publicitair" asked, "publicit" held): the words of four letters or more a stem prefixes.
 */
export const holds = (terms: ReadonlySet<string>, term: string) => {
  if (terms.has(term)) return true;
  if (term.length < 4) return false;
  for (const candidate of terms)
    if (candidate.startsWith(term) || (candidate.length >= 4 && term.startsWith(candidate))) return true;
  return false;
};

/**
 * Full-text search (MiniSearch, BM25) over one site's passages in one language, read by that language's analyzer
 * (stemmer and stop words, decision 0047). A passage is kept when it holds most of the question's terms that the site's
 * pages know (MIN_COVERAGE), a rare term ("admission") weighing more than a common one ("patient"): a passage that
 * shares one word of three with the question, or only its common words, answers another question.
 */
export function createRetriever<E extends KnowledgeEntry>(
  entries: readonly E[],
  analyzer: Analyzer,
  minScore = 1,
): Retriever<E> {
  const index = new MiniSearch<E & { section?: string }>({
    fields: ["title", "text", "section"],
    storeFields: [],
    tokenize: (text) => analyzer.terms(text),
    processTerm: (term) => term,
    searchOptions: {
      boost: { title: 2, text: 1, section: 0.5 },
      prefix: (term) => term.length >= 4,
      // A word of the pages is searched as itself: "absenc" (absences) is not "absent" one letter away. Typos are
      // read as the pages' words before the search (`spelled`).
      fuzzy: (term) => (term.length >= 6 && !vocabulary.has(term) ? 0.2 : false),
      combineWith: "OR",
    },
  });
  const unique = [...new Map(entries.map((entry) => [entry.id, entry])).values()];
  index.addAll(unique);
  const byId = new Map(unique.map((entry) => [entry.id, entry]));
  const termsOf = new Map(unique.map((entry) => [entry.id, new Set(analyzer.terms(`${entry.title} ${entry.text}`))]));
  const vocabulary = new Set([...termsOf.values()].flatMap((terms) => [...terms]));
  // How telling a term is: "patient" or "appel" is in most of a clinic site's passages, "admission" in one.
  const passagesHolding = new Map<string, number>();
  for (const terms of termsOf.values())
    for (const term of terms) passagesHolding.set(term, (passagesHolding.get(term) ?? 0) + 1);
  const weightOf = (term: string) => {
    let holding = passagesHolding.get(term) ?? 0;
    if (holding === 0)
      for (const [known, count] of passagesHolding) if (holds(new Set([known]), term)) holding += count;
    // A figure the visitor quotes from a page ("les 25000 appels") names the passage that shows it.
    const figure = /^\d{3,}$/.test(term) && holding > 0 ? FIGURE_WEIGHT : 1;
    return figure * Math.log(1 + unique.length / Math.max(1, holding));
  };
  // A word the pages lack but one typo away from one of theirs ("vagarro") is read as theirs: a misspelled name does
  // not make a question one about the world.
  const spelled = (term: string) => {
    if (holds(vocabulary, term)) return term;
    // An elision typed without its apostrophe ("dappels", "lagenda"): the word after it, when the pages have it.
    const elided = ELIDING.has(analyzer.language) && /^[dljmnst][aeiouyh]/.test(term) ? term.slice(1) : "";
    if (elided.length >= 4 && holds(vocabulary, elided)) return elided;
    if (term.length < MIN_TYPO_LENGTH) return undefined;
    for (const known of vocabulary) if (oneEditApart(term, known)) return known;
    return undefined;
  };
  const knownTerms = (question: string) => [
    ...new Set(analyzer.terms(question).flatMap((term) => spelled(term) ?? [])),
  ];
  const find = (question: string, within?: (entry: E) => boolean): Found<E>[] => {
    const known = knownTerms(question);
    if (known.length === 0) return [];
    const howMany = HOW_MANY.test(fold(question));
    return index
      .search(known.join(" "), within ? { filter: (result) => within(byId.get(result.id) as E) } : {})
      .filter((result) => result.score >= minScore)
      .map((result) => {
        const entry = byId.get(result.id) as E;
        const terms = termsOf.get(result.id) ?? new Set<string>();
        // The share of the question's meaning the passage holds: its telling terms count more than its common ones.
        const held = known.filter((term) => holds(terms, term));
        const coverage = sum(held.map(weightOf)) / sum(known.map(weightOf));
        // A question the page asks itself (a FAQ item) is the page's own answer to it.
        // (Not the whole FAQ as one passage, "-0-1": it holds every word of every item.)
        const faq = /-0-\d+$/.test(entry.id) && !/-0-1$/.test(entry.id) ? 3 : 1;
        // A card's one-line teaser ("Independent: no commission") says less than the passage that explains it.
        const teaser = entry.text.length < 50 ? 0.6 : 1;
        // The privacy and legal pages' long paragraphs hold many of any question's words: they answer what they are
        // asked about (data, rights, cookies), not a question that only shares a word with them.
        const legal = /\/(confidentialite|privacy|mentions-legales|legal-notice)\b/.test(entry.url) ? 0.6 : 1;
        // "Combien de rendez-vous?", "how many calls?": a passage that gives a figure answers a question asking one.
        const figure = howMany && /\d/.test(`${entry.title} ${entry.text}`) ? FIGURE_BOOST : 1;
        // A whole page holds every word of its sections: the section that speaks of the question answers first (a page
        // named by its title is still the answer, `namesItsTitle`).
        const whole = (entry as { wholePage?: true }).wholePage ? WHOLE_PAGE : 1;
        return { entry, score: result.score * (0.5 + coverage) * faq * teaser * legal * figure * whole, coverage };
      })
      .filter((found) => found.coverage >= MIN_COVERAGE)
      .sort((a, b) => b.score - a.score)
      .slice(0, 3);
  };
  return { find, search: (question) => find(question).map((found) => found.entry), knownTerms };
}
