import { stemmer as stemEnglish } from "@orama/stemmers/english";
import { stemmer as stemFrench } from "@orama/stemmers/french";
import { stemmer as stemGerman } from "@orama/stemmers/german";
import { stemmer as stemItalian } from "@orama/stemmers/italian";
import { stopwords as englishStopWords } from "@orama/stopwords/english";
import { stopwords as frenchStopWords } from "@orama/stopwords/french";
import { stopwords as germanStopWords } from "@orama/stopwords/german";
import { stopwords as italianStopWords } from "@orama/stopwords/italian";
import type { Locale } from "@shared/i18n/locales";

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

/**
 * Words a visitor's question is made of that say nothing of its subject, missing from Orama's lists: the verbs of a
 * question ("pouvez-vous", "faites-vous", "können Sie", "potete") and greetings. Without them "Pouvez-vous gérer les
 * annulations?" looks for "pouvoir" as much as for "annulation". Kept short; a word here is never a page's subject.
 */
const QUESTION_WORDS: Record<Locale, readonly string[]> = {
  fr: [
    "pouvez",
    "peux",
    "peut",
    "puis",
    "pourriez",
    "pourrais",
    "pouvons",
    "faites",
    "fais",
    "faire",
    "avez",
    "offrez",
    "proposez",
    "existe",
    "comment",
    "combien",
    "bonjour",
    "merci",
    "svp",
    "quels",
    "quelles",
    "quel",
    "quelle",
    "quoi",
    "veux",
    "veut",
    "voulez",
    "voudrais",
    // "ça" and "comme" are missing from Orama's French list: "ça marche-tu?" looked for "Combien ça coûte".
    "ça",
    "comme",
    "aussi",
    "chez",
    "va",
    // "nous autres", "vous autres": Quebec's "nous", "vous".
    "autres",
    // What Quebec visitors type between the words that matter ("pis", "genre", "ben", "koi").
    "si",
    "quand",
    "pis",
    "genre",
    "ben",
    "koi",
    // Adverbs of time and degree, which say how or when, never what is asked about.
    "depuis",
    "longtemps",
    "toujours",
    "souvent",
    "jamais",
    "déjà",
    "encore",
    "vraiment",
    "juste",
    "beaucoup",
    "trop",
    "ensuite",
    "maintenant",
    "tantôt",
    "exactement",
    "simplement",
    "seulement",
    "tellement",
    // "Pourriez-vous m'indiquer…", "j'aimerais savoir si…": asking, not what is asked about.
    "indiquer",
    "indiquez",
    "préciser",
    "précisez",
    "expliquer",
    "expliquez",
    "aimerais",
    "savoir",
    "environ",
    "tout",
    "toute",
    "toutes",
    "tous",
    "plus",
    "tard",
    "faut",
  ],
  de: [
    "kannst",
    "könnt",
    "macht",
    "machen",
    "gibt",
    "bitte",
    "wieviel",
    "hallo",
    "bieten",
    "bietet",
    "welche",
    "welcher",
    "welches",
  ],
  it: ["potete", "posso", "può", "puoi", "fate", "fa", "fare", "quali", "ciao", "offrite", "buongiorno", "grazie"],
  en: ["hi", "hello", "please", "offer", "could"],
};

/**
 * English words visitors type in a question in another language, mapped to the words the pages use for them (a
 * Quebec visitor asks about "upselling", the page says "Ventes complémentaires"). Only loan words (and "rdv"), only
 * into the pages' wording: no synonym of the language's own words.
 */
const LOAN_WORDS: Record<Locale, Readonly<Record<string, string>>> = {
  fr: {
    upselling: "ventes complémentaires",
    upsell: "ventes complémentaires",
    "cross-selling": "ventes complémentaires",
    // One word, not "rendez" + "vous" (whose stem "rend" is also "rendement"'s); "rdv" is how Quebec texts it.
    "rendez-vous": "rendezvous",
    rdv: "rendezvous",
    // Quebec's anglicisms: "booker un rendez-vous", "canceller".
    booker: "réserver",
    booke: "réserve",
    bookez: "réservez",
    booké: "réservé",
    support: "soutien",
    onboarding: "mise en place",
    canceller: "annuler",
    // The pages say "témoins", as the Office québécois de la langue française does; visitors type "cookies".
    cookies: "témoins",
    cookie: "témoin",
    cancelle: "annule",
    // The page calls the chat "l'assistant"; "pub" is how visitors write "publicité".
    chat: "assistant",
    chatbot: "assistant",
    pub: "publicité",
    pubs: "publicités",
    // Quebec's "un package" of treatments is the page's "forfait".
    package: "forfait",
    packages: "forfaits",
    // The pages say "absences"; clinics say "no-shows".
    "no-shows": "absences",
    "no-show": "absence",
    cancellé: "annulé",
    // Business English as Quebec offices type it, into the words the pages use.
    call: "appel",
    calls: "appels",
    email: "courriel",
    emails: "courriels",
    "e-mail": "courriel",
    "e-mails": "courriels",
    sms: "texto",
    setup: "mise en place",
    "set-up": "mise en place",
    "follow-up": "suivi",
    "follow-ups": "suivis",
    followup: "suivi",
    reminder: "rappel",
    reminders: "rappels",
    booking: "réservation",
    bookings: "réservations",
    software: "logiciel",
    feature: "fonctionnalité",
    features: "fonctionnalités",
    staff: "personnel",
    calendar: "agenda",
    meeting: "rencontre",
    trial: "essai",
    weekend: "fin de semaine",
    "week-end": "fin de semaine",
    weekends: "fins de semaine",
    voicemail: "boîte vocale",
    waitlist: "liste d'attente",
    // The web's trackers, as the privacy page names them.
    pixel: "traceur",
    pixels: "traceurs",
    tracker: "traceur",
    trackers: "traceurs",
    tracking: "traçage",
    ads: "publicités",
    browser: "navigateur",
    fingerprinting: "empreinte",
    fingerprint: "empreinte",
    analytics: "statistiques",
    // Not "devant", which "devs" stems to: a word the pages do not use.
    dev: "développeur",
    devs: "développeurs",
  },
  de: {},
  it: {},
  en: {},
};

/**
 * Phrases that say where or when, not what is asked: the site's home page named as where something is shown ("sur
 * votre page d'accueil", "on your home page"; "accueil" is also the clinic's front desk), "en même temps" (not the
 * time a thing takes).
 */
const SAYS_NOTHING: Record<Locale, RegExp | undefined> = {
  fr: /\b(sur |dans )?(la |votre |vot )?page d.accueil\b|\b(sur|dans) l.accueil\b|\ben m[eê]me temps\b|\bde temps en temps\b|\btout le temps\b/giu,
  de: /\b(auf )?(der |ihrer )?startseite\b/giu,
  it: /\b(sulla |nella )?(vostra )?(home ?page|pagina iniziale)\b/giu,
  en: /\b(on )?(your |the )?home ?page\b/giu,
};

/**
 * One word's noun and verb that the Snowball stemmer leaves apart (folded stems): "réponse" → "répons" and
 * "répondez" → "répond", "transfert" and "transférer", "connexion" and "connecter", "inscription" and "inscrire".
 * Morphology, not synonyms: the same word's family, read as one stem.
 */
const STEM_FAMILIES: Record<Locale, Readonly<Record<string, string>>> = {
  fr: {
    repons: "repond",
    repondr: "repond",
    transfert: "transfer",
    connexion: "connect",
    inscript: "inscri",
    inscrir: "inscri",
    inscrit: "inscri",
    // Irregular verbs a visitor asks with ("qui peut lire ce que j'écris?"), the page's form ("notre équipe lit").
    lir: "lit",
    lis: "lit",
    lisent: "lit",
    ecrir: "ecrit",
    ecris: "ecrit",
    ecriv: "ecrit",
  },
  de: {},
  it: {},
  en: {},
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
