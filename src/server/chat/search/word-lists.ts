import type { Locale } from "@shared/i18n/locales";

// The few lists the chat keeps by hand beside the maintained stemmers and stop words (decision 0047): each is short,
// per language, and grows only from questions the assistant misread.

/**
 * Words a visitor's question is made of that say nothing of its subject, missing from Orama's lists: the verbs of a
 * question ("pouvez-vous", "faites-vous", "können Sie", "potete") and greetings. Without them "Pouvez-vous gérer les
 * annulations?" looks for "pouvoir" as much as for "annulation". Kept short; a word here is never a page's subject.
 */
export const QUESTION_WORDS: Record<Locale, readonly string[]> = {
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
export const LOAN_WORDS: Record<Locale, Readonly<Record<string, string>>> = {
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
    cancel: "annule",
    slot: "plage horaire",
    slots: "plages horaires",
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
export const SAYS_NOTHING: Record<Locale, RegExp | undefined> = {
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
export const STEM_FAMILIES: Record<Locale, Readonly<Record<string, string>>> = {
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
