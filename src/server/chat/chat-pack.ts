import type { Locale } from "@shared/i18n/locales";
import { localizedPath } from "@shared/i18n/paths";
import type { ChatAnswer, Intent } from "./intents/intent";

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
  /**
   * A question put to the company about what it has or does ("Avez-vous une app mobile?", "Do you have an office in
   * Toronto?"), on the question folded: about the site even when its pages lack the words, so "I don't know" and
   * where to ask (recorded for the FAQ), never the refusal meant for questions about the world.
   */
  askedOfUs?: RegExp;
  /**
   * A question about what the site does with the visitor's own browsing (cookies, trackers, ad pixels, the GPC signal,
   * the IP address and the town it gives), on the question folded: the privacy page (or the legal notice's credits,
   * for the geolocation's database) answers it, not a product's
   * feature that shares a word ("Google Ads" is not Google Calendar, "les dossiers" not a clinic's records).
   */
  aboutVisitorPrivacy?: { when: RegExp; pages: readonly string[] };
  /**
   * A message asking several questions gets the answer of each (`withOtherQuestions`). Not SwissHack's: its answers
   * depend on who asks (residence, status, canton), and a question taken out of its message ("Et pour le 3e pilier ?")
   * loses who asks; its answer would be another population's rule.
   */
  answersEachQuestion?: true;
  /** A closed question ("Is it…?") may be answered "Yes."; an open one may not. */
  closedQuestion: RegExp;
  yesPrefix: RegExp;
  /** "Is there a French version?": the languages the site exists in, named in this pack's language. */
  versions(names: readonly string[]): string;
  /** A question in a language the site lacks: the languages it speaks, named in this pack's language. */
  languages(names: readonly string[]): string;
  /**
   * A product that speaks on the phone (OptimAIte's receptionist): "La réceptionniste parle-tu anglais?" asks about
   * it, not about the site (`about`, on the question folded). Its pages do not say which languages it speaks: the
   * answer says so, names the site's languages, and says where to ask.
   */
  spokenLanguages?: { about: RegExp; answer(siteNames: readonly string[]): ChatAnswer };
}

/** A page of the site in a language ("/de#audit"); see `localizedPath`. */
export const localizedHref = localizedPath;
