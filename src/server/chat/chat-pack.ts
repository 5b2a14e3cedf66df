import type { KnowledgeEntry } from "@shared/content/knowledge";
import type { Locale } from "@shared/i18n/locales";
import { localizedPath } from "@shared/i18n/paths";
import type { ChatAnswer, Intent } from "./intents/intent";
import type { Analyzer } from "./retrieval";

/** Everything a site's assistant needs to answer in one language. A missing part fails the type check. */
export interface ChatPack {
  language: Locale;
  /** The known kinds of question, with their answers from the figures, most specific first. */
  intents: readonly Intent[];
  /** "I don't know", with where to go instead. */
  fallback: ChatAnswer;
  /** A question about the world (weather, sports, recipes): "I can't help with that" and what the assistant can do. */
  outOfScope: ChatAnswer;
  /** The label before a passage's title in its link: "En savoir plus : ". */
  more: string;
  /** Questions about the world rather than the site, on the question folded (lower case, no accents). */
  offTopic: RegExp;
  /** A closed question ("Is it…?") may be answered "Yes."; an open one may not. */
  closedQuestion: RegExp;
  yesPrefix: RegExp;
  /** The site's content in this language, and how to search it. */
  knowledge: readonly KnowledgeEntry[];
  analyzer: Analyzer;
  /**
   * The retrieval score below which nothing is found (3 by default). A language's index holds only its site's content,
   * fewer passages than the French and English one, so one matching word scores lower there.
   */
  minScore?: number;
}

/** A page of the site in a language ("/de#audit"); see `localizedPath`. */
export const localizedHref = localizedPath;
