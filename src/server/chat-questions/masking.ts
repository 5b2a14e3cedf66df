// What a visitor types into the chat may hold their email address or phone number: neither is kept (issue 56).

const EMAIL = /[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;:]+\.[a-z]{2,}/giu;
/** A run of at least seven digits, with the separators phone numbers are written with ("+41 79 123 45 67"). */
const PHONE = /(?:\+|\b00|\b0)?\d(?:[\s./()-]*\d){6,}/gu;

export function maskPersonalDetails(question: string): string {
  return question.replace(EMAIL, "[e-mail]").replace(PHONE, "[phone]");
}

/** The question lowercased, without accents or punctuation: the same question asked twice groups together. */
export function questionKey(question: string): string {
  return question
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}[\]]+/gu, " ")
    .trim();
}
