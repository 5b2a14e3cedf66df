import type { Locale } from "@shared/i18n/locales";

/**
 * How Quebec visitors text a question, in standard spelling: "c tu gratuit", "jai rempli", "ya tu", "kessé", "d abord",
 * "au tel". Spelling only, read before the intents and the search (which know the standard forms): no word is replaced
 * by another word's meaning. Other languages are read as typed.
 */
const TEXTED: Record<Locale, readonly (readonly [RegExp, string])[]> = {
  fr: [
    [/(?<![\p{L}'’])c(?: est)?(?=\s+\p{L})/giu, "c'est"],
    [/(?<![\p{L}'’])jai(?!\p{L})/giu, "j'ai"],
    [/(?<![\p{L}'’])(?:chu|jsuis|jsu)(?!\p{L})/giu, "je suis"],
    [/(?<![\p{L}'’])j(peux|veux|sais|fais|vais|pense)(?!\p{L})/giu, "je $1"],
    [/(?<![\p{L}'’])(?:ya|y'a)(?!\p{L})/giu, "il y a"],
    [/(?<![\p{L}'’])(?:kess[ée]|kesk|keske)(?:\s+(?:que|qu'|c'est))?(?!\p{L})/giu, "qu'est-ce que"],
    [/(?<![\p{L}'’])koi(?!\p{L})/giu, "quoi"],
    [/(?<![\p{L}'’])asteur(?!\p{L})/giu, "maintenant"],
    [/(?<![\p{L}'’])qqn(?!\p{L})/giu, "quelqu'un"],
    [/(?<![\p{L}'’])qqch(?!\p{L})/giu, "quelque chose"],
    [/(?<![\p{L}'’])(?:pcq|psk)(?!\p{L})/giu, "parce que"],
    // An apostrophe left out: "d abord", "l agenda".
    [/(?<![\p{L}'’])([dljmnst]) (?=[aeiouyhéèêâàîô]\p{L})/giu, "$1'"],
    // "au tel", "par tel": the phone; "tel que" stays.
    [/(?<![\p{L}'’])(au|le|par|mon|du|un|ton|votre|notre) tel(?!\p{L})/giu, "$1 téléphone"],
    // Quebec's "y" for "ils" before a verb: "quand y appellent".
    [/(?<![\p{L}'’])y (?=(?:appell|veul|peuv|vont|sont|ont|font|pens|aim|dis|appel)\p{L}*)/giu, "ils "],
  ],
  de: [],
  it: [],
  en: [],
};

export function standardSpelling(question: string, language: Locale): string {
  return TEXTED[language].reduce((text, [typed, standard]) => text.replace(typed, standard), question);
}
