import { stemmer as stemEnglish } from "@orama/stemmers/english";
import { stemmer as stemFrench } from "@orama/stemmers/french";
import { stemmer as stemGerman } from "@orama/stemmers/german";
import { stemmer as stemItalian } from "@orama/stemmers/italian";
import { stopwords as englishStopWords } from "@orama/stopwords/english";
import { stopwords as frenchStopWords } from "@orama/stopwords/french";
import { stopwords as germanStopWords } from "@orama/stopwords/german";
import { stopwords as italianStopWords } from "@orama/stopwords/italian";
import type { Locale } from "@shared/i18n/locales";
import { LOAN_WORDS, QUESTION_WORDS, SAYS_NOTHING, STEM_FAMILIES } from "./word-lists";

/**
 * How the chat reads text in one of the sites' languages (decision 0047): words split on anything but letters and
 * digits, the language's stop words dropped (Orama's maintained lists), each word reduced by the language's Snowball
 * stemmer (Orama's maintained port), then accents folded so that "regime" meets "régime" and "Saeule" meets "Säule".
 * No synonym list and no suffix rule is written by hand here.
 */
export interface Analyzer {
  language: Locale;
  /** The search terms of a text, in order, stop words dropped. */
  terms(text: string): string[];
}

const STEMMERS: Record<Locale, (word: string) => string> = {
  fr: stemFrench,
  de: stemGerman,
  it: stemItalian,
  en: stemEnglish,
};
const STOP_WORDS: Record<Locale, readonly string[]> = {
  fr: frenchStopWords,
  de: germanStopWords,
  it: italianStopWords,
  en: englishStopWords,
};

/** Lower case, accents dropped; German "ae", "oe", "ue" typed for "ä", "ö", "ü" are read as the vowel. */
export function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/** "7'258", "7 258", "7,258" and "7.258" are one number, as the pages write it in each language. */
const joinThousands = (text: string) => text.replace(/(\d)['’\u00a0\u202f ,.](?=\d{3}(?!\d))/g, "$1");

/** A text's words, lower case, accents kept (the stemmers expect them): "l'audit" → "l", "audit". */
export function words(text: string): string[] {
  return joinThousands(text.toLowerCase())
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

function createAnalyzer(language: Locale): Analyzer {
  const stopWords = new Set(
    [...STOP_WORDS[language], ...QUESTION_WORDS[language]].flatMap((word) => [word.toLowerCase(), fold(word)]),
  );
  const stem = STEMMERS[language];
  const loans = Object.entries(LOAN_WORDS[language]).map(
    ([word, page]) => [new RegExp(`(?<![\\p{L}])${word}(?![\\p{L}])`, "giu"), page] as const,
  );
  const places = SAYS_NOTHING[language];
  const withPageWords = (text: string) =>
    loans.reduce((read, [word, page]) => read.replace(word, page), places ? text.replace(places, " ") : text);
  const families = STEM_FAMILIES[language];
  const isStopWord = (word: string) => stopWords.has(word.toLowerCase()) || stopWords.has(fold(word));
  // A hyphenated word is also read whole: "post-op" is the start of "postopératoire". Not a verb and its pronoun
  // ("passez-tu", "rendez-vous"): those are two words.
  const withCompoundsJoined = (text: string) => {
    const compounds = [...text.matchAll(/\p{L}+(?:-\p{L}+)+/gu)].map(([compound]) => compound.split("-"));
    const whole = compounds.filter((parts) => !parts.some(isStopWord)).map((parts) => parts.join(""));
    return whole.length > 0 ? `${text} ${whole.join(" ")}` : text;
  };
  const germanVowels = (word: string) => (language === "de" ? word.replace(/([aou])e/g, "$1") : word);
  return {
    language,
    terms: (text) =>
      words(withCompoundsJoined(withPageWords(text)))
        .filter((word) => (word.length > 1 || /\d/.test(word)) && !isStopWord(word))
        .map((word) => germanVowels(fold(stem(fold(word)))))
        .map((term) => families[term] ?? term),
  };
}

const ANALYZERS = new Map<Locale, Analyzer>();

/** The analyzer of one language, made once. */
export function analyzerFor(language: Locale): Analyzer {
  let analyzer = ANALYZERS.get(language);
  if (!analyzer) {
    analyzer = createAnalyzer(language);
    ANALYZERS.set(language, analyzer);
  }
  return analyzer;
}

/** Question words and letters that mark a language beside its stop words ("combien", "wieviel", "ç", "ß"). */
const MARKS: Record<Locale, { words: readonly string[]; letters: RegExp }> = {
  fr: {
    words: ["comment", "combien", "pourquoi", "quoi", "quel", "quelle", "ça", "est-ce", "c'est"],
    letters: /[çéèêàùûîôâëï]/,
  },
  de: { words: ["wie", "was", "warum", "wieviel", "welche", "gibt", "ich", "ihr", "sie"], letters: /[äöüß]/ },
  it: { words: ["come", "quanto", "perché", "cosa", "quale", "sono", "posso", "vorrei"], letters: /[òìè]/ },
  en: { words: ["how", "what", "why", "which", "is", "are", "do", "does", "can", "i"], letters: /$^/ },
};

/**
 * The language a question is written in, from the stop words it uses (the same maintained lists) and its question
 * words: the one with most, when no other has as many; otherwise undefined (a question of a few nouns, "3a max 2025",
 * says nothing of its language).
 */
export function languageOfText(
  text: string,
  candidates: readonly Locale[] = ["fr", "de", "it", "en"],
  /** The page's language: a tie, or one word more for another language, keeps it. */
  prefer?: Locale,
): Locale | undefined {
  const all = words(text);
  if (all.length === 0) return undefined;
  const scores = candidates
    .map((language) => {
      const list = new Set(
        [...STOP_WORDS[language], ...QUESTION_WORDS[language], ...MARKS[language].words].map((word) => fold(word)),
      );
      const letters = MARKS[language].letters.test(text.toLowerCase()) ? 1 : 0;
      const bonus = language === prefer ? 1 : 0;
      return { language, score: all.filter((word) => list.has(fold(word))).length + letters + bonus };
    })
    .sort((a, b) => b.score - a.score);
  const [first, second] = scores;
  if (!first || first.score === 0) return undefined;
  return !second || first.score > second.score ? first.language : undefined;
}
