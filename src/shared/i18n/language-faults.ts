/**
 * What a native proofreader flags on a German, Italian, Quebec French or Swiss French text: words of another language,
 * and the locale's typography. Used by the tests that read every page and email of those languages, and the back
 * office's words (Swiss French, issue 55).
 */
export type ProofreadLanguage = "de-CH" | "it-CH" | "fr-CA" | "fr-CH";

/** French words that never belong on a German or Italian page (the French site's own words first). */
const FRENCH = [
  "Gratuit",
  "gratuit",
  "Prestation",
  "Accueil",
  "Retour",
  "Bonjour",
  "Confidentialité",
  "Mentions légales",
  "Paramètres",
  "Fermer",
  "Ouvrir",
  "Envoyer",
  "économies",
  "votre",
  "Votre",
  "vous",
  "Vous",
  "nous",
  "avec",
  "pour",
  "les",
  "est",
];

/** English words, on any of the three. */
const ENGLISH = [
  "the",
  "and",
  "your",
  "with",
  "Free",
  "Book",
  "Sign in",
  "Sign In",
  "Close",
  "Open",
  "Learn more",
  "Submit",
  "Loading",
  "Cookie settings",
];

const FOREIGN_WORDS: Record<ProofreadLanguage, readonly string[]> = {
  "de-CH": [...FRENCH, ...ENGLISH, "gratuito", "della", "Buongiorno", "il"],
  "it-CH": [
    ...FRENCH,
    ...ENGLISH,
    "Gratis-Check",
    "und",
    "Sie",
    "Ihre",
    "der",
    "die",
    "das",
    "für",
    // The pages address the reader as "Lei": no "tu" form (imperatives of buttons, possessives).
    "Iscriviti",
    "Torna",
    "Apri",
    "Chiudi",
    "Vai",
    "Accetta",
    "Rifiuta",
    "Personalizza",
    "Salva",
    "Accedi",
    "Scopri",
    "Ricevi",
    "Inserisci",
    "Crea",
    "Invia",
    "Leggi",
    "Annulla",
    "tuo",
    "tua",
    "tuoi",
    "tue",
  ],
  "fr-CA": [
    ...ENGLISH,
    "Home",
    "Privacy",
    "Schedule",
    "calls",
    // Quebec French: courriel, texto, fin de semaine, témoins.
    "e-mail",
    "email",
    "mail",
    "week-end",
    "SMS",
  ],
  // The back office's Swiss French (the team's words): English left behind is the fault to find.
  "fr-CH": [
    ...ENGLISH,
    "Save",
    "Cancel",
    "Delete",
    "Edit",
    "Search",
    "Export",
    "Status",
    "Overview",
    "Details",
    "Error",
  ],
};

/** `word` as a whole word or phrase (no letter or digit right before or after it). */
const wholeWord = (word: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\p{N}])`, "u");

const FOREIGN_PATTERNS = Object.fromEntries(
  Object.entries(FOREIGN_WORDS).map(([language, words]) => [
    language,
    words.map((word) => ({ word, pattern: wholeWord(word) })),
  ]),
) as Record<ProofreadLanguage, { word: string; pattern: RegExp }[]>;

const ANY_SPACE = "[ \\u00a0\\u202f]";

interface TypographyRule {
  fault: string;
  pattern: RegExp;
}

/** German and Italian Switzerland: no space before : ; ? ! nor inside «guillemets». */
const SWISS_RULES: TypographyRule[] = [
  { fault: "space before punctuation", pattern: new RegExp(`${ANY_SPACE}[:;?!](?![\\p{L}\\p{N}])`, "u") },
  { fault: "space inside guillemets", pattern: new RegExp(`«${ANY_SPACE}|${ANY_SPACE}»`, "u") },
  { fault: "amount grouped with a space, not an apostrophe", pattern: new RegExp(`\\d${ANY_SPACE}\\d{3}(?!\\d)`) },
  { fault: "three dots instead of …", pattern: /\.\.\./ },
];

const RULES: Record<ProofreadLanguage, TypographyRule[]> = {
  "de-CH": [
    ...SWISS_RULES,
    { fault: "ß in Swiss German", pattern: /ß/ },
    { fault: "verb not at the end (… gesendet an …)", pattern: /gesendet an\b/ },
    { fault: "anpassen without an", pattern: /Franchise seinen/ },
    { fault: "calque (weitergehen, not mehr erfahren)", pattern: /Sie weitergehen/ },
    { fault: "one country's cover for every foreign one", pattern: /französische CMU/ },
  ],
  "it-CH": [
    ...SWISS_RULES,
    { fault: "space after an elided article", pattern: /\p{L}' \p{L}/u },
    { fault: "capitalised enclitic pronoun (farLe)", pattern: /\p{Ll}L[eaio]\b/u },
    { fault: "no article before GDPR or LPD", pattern: /\ba (?:GDPR|LPD)\b/ },
    { fault: "calque of another language", pattern: /sul tavolo|al franco\b|andare oltre/ },
    {
      fault: "statuto is a charter (a person's situation is situazione, a frontalier's status status)",
      pattern: /\b[Ss]tatuto\b/,
    },
    // The documents write lei, suo in lower case (the modern use): a capital in the middle of a sentence mixes both.
    {
      fault: "formal pronoun capitalised mid-sentence (lei, suo, la, le in lower case)",
      pattern: / (?:Suo|Sua|Suoi|Sue)\b|[\p{Ll},;:'] Lei\b|\p{Ll} L[ae] \p{Ll}/u,
    },
  ],
  // The project's Quebec French (OQLF): a no-break space before ":" and the units, and inside « »; none before ; ? !
  "fr-CA": [
    { fault: "breakable space before a colon, a unit or »", pattern: / [:$%»]/ },
    { fault: "breakable space after «", pattern: /« / },
    { fault: "no space before a colon", pattern: /\p{L}:(?= )/u },
    { fault: "space before ; ? !", pattern: new RegExp(`${ANY_SPACE}[;?!]`) },
    { fault: "breakable space inside a number", pattern: /\d \d{3}(?!\d)/ },
    { fault: "number of four digits or more not grouped", pattern: /(?<![\d.,:/-])(?!(?:19|20)\d\d(?!\d))\d{4,}/ },
    { fault: "three dots instead of …", pattern: /\.\.\./ },
  ],
  // Swiss French as the back office writes it: a no-break space before : ; ! ? and » and after «, never a breakable
  // one, never none.
  "fr-CH": [
    { fault: "breakable space before : ; ! ? or »", pattern: / [:;!?»]/ },
    { fault: "breakable space after «", pattern: /« / },
    { fault: "no space before : ; ! ?", pattern: /[\p{L}\p{N})][:;!?](?=\s|$)/u },
    { fault: "three dots instead of …", pattern: /\.\.\./ },
  ],
};

/** Names that stay in their own language (a licence, a browser signal, the title of a cited French source). */
const PROPER_NAMES = /SIL Open Font License|Global Privacy Control|«Qu'est-ce qu'un quasi-résident[ \u00a0\u202f]\?»/gu;

/**
 * What is not prose, as one neutral word: addresses (a token or a path may hold any letters and digits), phone
 * numbers (grouped as the country writes them), a catalogue's {placeholders}, proper names.
 */
const proseOf = (text: string) =>
  text.replace(/https?:\/\/\S+|\S+@\S+\.\w+|\+\d[\d ]*\d|\{\w+\}/g, "X").replace(PROPER_NAMES, "X");

/**
 * Every fault in `text` for `language`, each with the sentence around it. French and Quebec French texts use one
 * apostrophe throughout: the typewriter ' of the catalogues, never mixed with ’.
 */
export function languageFaults(text: string, language: ProofreadLanguage): string[] {
  const prose = proseOf(text);
  const faults: string[] = [];
  const around = (index: number) => prose.slice(Math.max(0, index - 40), index + 40).replace(/\s+/g, " ");
  for (const { word, pattern } of FOREIGN_PATTERNS[language]) {
    const found = pattern.exec(prose);
    if (found) faults.push(`foreign word "${word}": …${around(found.index)}…`);
  }
  for (const { fault, pattern } of RULES[language]) {
    const found = pattern.exec(prose);
    if (found) faults.push(`${fault}: …${around(found.index)}…`);
  }
  if ((language === "fr-CA" || language === "fr-CH") && prose.includes("’"))
    faults.push(`’ among ': …${around(prose.indexOf("’"))}…`);
  return faults;
}
