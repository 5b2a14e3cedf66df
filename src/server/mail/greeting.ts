import type { Locale } from "@shared/i18n/locales";
import { singleLine } from "@shared/schemas/text";

/** A first name is letters (with their accents), hyphens and apostrophes: "Léa", "Jean-Luc", "D'Arcy". */
const FIRST_NAME = /^[\p{L}\p{M}'’-]{1,30}$/u;

/**
 * Titles written without a period: Quebec and France write "Dre", "Mme", "Me" (OQLF: no period when the abbreviation
 * ends with the word's last letter), English "Dr", "Mrs".
 */
const TITLES = new Set(["dr", "dre", "drs", "mme", "mmes", "mlle", "me", "pr", "pre", "prof", "mr", "mrs", "ms", "mx"]);

/**
 * The first name in what a visitor typed as their name, or undefined when there is none: the first word that is not
 * a title ("Dr.", "Mme.", "Dre"), and only if it is made of letters. Nothing else a sender chose reaches the recipient of a
 * confirmation, which can be anyone's address.
 */
export function firstNameOf(name: string): string | undefined {
  const word = singleLine(name)
    .split(" ")
    .find((part) => part && !part.endsWith(".") && !TITLES.has(part.toLowerCase()));
  return word && FIRST_NAME.test(word) ? word : undefined;
}

const GREETINGS: Record<Locale, { named: (firstName: string) => string; plain: string }> = {
  fr: { named: (firstName) => `Bonjour ${firstName},`, plain: "Bonjour," },
  de: { named: (firstName) => `Hallo ${firstName}`, plain: "Guten Tag" },
  it: { named: (firstName) => `Buongiorno ${firstName},`, plain: "Buongiorno," },
  en: { named: (firstName) => `Hi ${firstName},`, plain: "Hello," },
};

/**
 * "Bonjour Léa," / "Hallo Léa" / "Buongiorno Léa," / "Hi Ada,", or the plain greeting when the name holds no
 * first name. German letters open without a comma after the greeting (and the next line starts with a capital).
 */
export function greeting(name: string, language: Locale): string {
  const firstName = firstNameOf(name);
  const { named, plain } = GREETINGS[language];
  return firstName ? named(firstName) : plain;
}
