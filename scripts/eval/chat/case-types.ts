// The shape of the chat evaluation's cases (issue 56): a question as a visitor types it on one site and language,
// and what a right answer carries. Cases live in cases/set-aside/ (written first, never used while tuning) and
// cases/tuning/; run them with `npm run eval:chat`.
import type { Locale } from "../../../src/shared/i18n/locales";
import type { SiteId } from "../../../src/shared/routes";

/**
 * A substring or a regular expression, both matched against the answer read as a person reads it: its text and its
 * links (label and address), lowercased, accents removed ("é" → "e", "ü" → "u"), no-break spaces as spaces and
 * typographic apostrophes as "'". A string is normalized the same way; a RegExp is written for that normalized text
 * (lowercase, no accents) and always matched case-insensitively.
 */
export type Pattern = string | RegExp;

export interface Expectation {
  /** Every one of these is in a right answer. */
  all?: readonly Pattern[];
  /** At least one of these is in a right answer. */
  any?: readonly Pattern[];
  /** None of these is in a right answer (another population's rule, the wrong topic, the "I don't know" reply). */
  none?: readonly Pattern[];
  /** A right answer links to this page (or one of these): a link's address, or the address written in the text. */
  link?: string | readonly string[];
}

export interface ChatCase {
  /** The question, exactly as a visitor types it (typos, missing accents and all). */
  q: string;
  expect: Expectation;
  /** Where the expected fact comes from: the page's content module, SPEC, or FINANCE-FIGURES.md's row. */
  source: string;
}

/** Where a question is asked from: the page's site and language, as the web chat sends them. */
export const SITE_LANGUAGES = {
  "swisshack-fr": { site: "swisshack", locale: "fr" },
  "swisshack-de": { site: "swisshack", locale: "de" },
  "swisshack-it": { site: "swisshack", locale: "it" },
  "optimaite-en": { site: "optimaite", locale: "en" },
  "optimaite-fr": { site: "optimaite", locale: "fr" },
} as const satisfies Record<string, { site: SiteId; locale: Locale }>;

export type SiteLanguage = keyof typeof SITE_LANGUAGES;

/** An amount whatever its thousands separator: amount(7258) matches "7258", "7 258", "7'258", "7,258", "7.258". */
export function amount(value: number): RegExp {
  const digits = String(value);
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 3) groups.unshift(digits.slice(Math.max(0, end - 3), end));
  return new RegExp(`(^|[^0-9])${groups.join("[ '.,]?")}(?![0-9])`);
}

/** What a polite refusal says, per language: that it cannot help with that, never "I don't know". */
const CANNOT: Record<Locale, RegExp> = {
  fr: /ne (peux|puis|suis) pas|pas en mesure|hors (de|du)|je peux (vous )?aider|je peux repondre|je ne reponds qu|uniquement|seulement/,
  de: /kann (ich )?(ihnen )?(dabei |hier )?nicht|leider nicht|nicht helfen|ausserhalb|nur (bei|zu|fragen)|helfen kann|kann ich helfen/,
  it: /non (posso|sono in grado)|fuori (dal|da)|posso aiutar|solo (su|per|domande)|soltanto/,
  en: /can('|no)?t help|cannot|can not|unable|not able|outside|only (help|answer)|i can help|here to help/,
};
/**
 * "I don't know" in each language. Every case has a right answer on the pages, so the grader counts such a reply as
 * wrong whatever else it holds (the fallback mentions "24 hours", the demo, the audit…).
 */
export const I_DONT_KNOW: Record<Locale, RegExp> = {
  fr: /je ne (le )?sais pas|je n'ai pas (la|de) reponse|je ne connais pas la reponse/,
  de: /weiss (ich )?(das )?nicht|keine (genaue )?antwort/,
  it: /non (lo )?so\b|non conosco la risposta/,
  en: /\bi (don't|do not) know|no answer to that/,
};

/** A refusal in `locale` that names what the assistant helps with instead (one of `topics`). */
export function refusal(locale: Locale, topics: RegExp, more: Pick<Expectation, "none"> = {}): Expectation {
  return { all: [CANNOT[locale], topics], none: [I_DONT_KNOW[locale], ...(more.none ?? [])] };
}

/**
 * How to leave the newsletter, as the privacy pages say it: the one-click link in every email. "Unsubscribe in one
 * click" alone, with a link to the sign-up form, does not tell a subscriber where to click.
 */
export const UNSUBSCRIBE_LINK: Record<"fr" | "de" | "it", RegExp> = {
  fr: /lien de desinscription|lien[^.]{0,60}(chaque|dans (chaque|les|nos|vos|la|le)|en bas d\w*)[^.]{0,30}(e-?mail|newsletter|message)|(chaque|tous les|nos) e-?mails?[^.]{0,60}lien/,
  de: /abmeldelink|link[^.]{0,60}(jede[rnm]?|in (der|ihrer|jeder)|unten in)[^.]{0,30}(e-?mail|newsletter)|jede[rn]? (e-?mail|ausgabe)[^.]{0,60}link/,
  it: /link (di|per la) disiscrizione|link[^.]{0,60}(ogni|in (ogni|ciascuna|fondo))[^.]{0,30}(e-?mail|newsletter)|ogni e-?mail[^.]{0,60}link/,
};

/** What each site helps with, as a refusal names it. */
export const HELPS_WITH = {
  swisshack: /audit|impot|steuer|impost|3e pilier|3a|lamal|kvg|finanz|finance|vorsorge|previdenza|premium/,
  optimaite: /receptionist|receptionniste|clinic|practice|pratique|demo|calendar|call|appel/,
} as const;

/** The languages a site speaks, as an answer names them (in any of its languages). */
export const NAMES_LANGUAGE = {
  fr: /francais|french|franzosisch|francese/,
  de: /allemand|german|deutsch|tedesco/,
  it: /italien|italian|italienisch|italiano/,
  en: /anglais|english|englisch|inglese/,
} as const;
