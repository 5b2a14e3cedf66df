import { singleLine } from "../../shared/schemas/text";

/** A first name is letters (with their accents), hyphens and apostrophes: "Léa", "Jean-Luc", "D'Arcy". */
const FIRST_NAME = /^[\p{L}\p{M}'’-]{1,30}$/u;

/**
 * The first name in what a visitor typed as their name, or undefined when there is none: the first word that is not
 * a title ("Dr.", "Mme."), and only if it is made of letters. Nothing else a sender chose reaches the recipient of a
 * confirmation, which can be anyone's address.
 */
export function firstNameOf(name: string): string | undefined {
  const word = singleLine(name)
    .split(" ")
    .find((part) => part && !part.endsWith("."));
  return word && FIRST_NAME.test(word) ? word : undefined;
}

/** "Bonjour Léa," / "Hi Ada,", or "Bonjour," / "Hello," when the name holds no first name. */
export function greeting(name: string, language: "fr" | "en"): string {
  const firstName = firstNameOf(name);
  if (language === "fr") return firstName ? `Bonjour ${firstName},` : "Bonjour,";
  return firstName ? `Hi ${firstName},` : "Hello,";
}
