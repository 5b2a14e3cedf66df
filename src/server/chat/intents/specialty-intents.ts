import { normalize } from "../retrieval";
import type { ChatLink, Intent } from "./intent";

interface Specialty {
  title: string;
  text: string;
}

/** Words of a title that say which specialty it is: not shared with another title, not "clinics" or "care". */
const GENERIC = /^(clinics?|cliniques?|practices?|centers?|centres?|soins|care|des|et|de|the|and)$/;

/**
 * "LASIK clinic here, would it help us?", "On est un médispa": a question naming one of the specialties the services
 * page lists gets that item, as the page words it (`SPECIALTIES` of `services.ts`), unless it also matches `unless`. Built from the page's own titles:
 * a title's words no other title has, matched whole or by their start (a plural, "dermatologist"). A question about
 * the price keeps the price's answer.
 */
export function specialtyIntents(specialties: readonly Specialty[], link: ChatLink, unless?: RegExp): Intent[] {
  const wordsOf = (title: string) =>
    normalize(title)
      // "bien-être" is one word: its half "être" is every question's verb.
      .split(/[^a-z-]+/)
      .map((word) => word.replace(/^-+|-+$/g, ""))
      .filter((word) => word.length >= 3 && !GENERIC.test(word))
      .map((word) => word.replace(/s$/, ""));
  const counts = new Map<string, number>();
  for (const { title } of specialties)
    for (const word of new Set(wordsOf(title))) counts.set(word, (counts.get(word) ?? 0) + 1);
  return specialties.flatMap(({ title, text }, index) => {
    const own = wordsOf(title).filter((word) => counts.get(word) === 1);
    if (own.length === 0) return [];
    const patterns = own.map((word) => (word.length >= 7 ? `\\b${word.slice(0, -2)}` : `\\b${word}s?\\b`));
    return [
      {
        id: `specialty-${index}`,
        when: [
          new RegExp(patterns.join("|")),
          /^(?!.*\b(cost|price|pricing|how much|prix|cout|combien|tarif))/,
          // A question that also names a platform asks about the platform ("Mindbody, for our wellness centre?").
          ...(unless ? [new RegExp(`^(?!.*${unless.source})`)] : []),
        ],
        answer: () => ({ text: `${title}: ${text}`, links: [link] }),
      },
    ];
  });
}

/** The intents with the specialties' inserted before the one named `before`. */
export function withSpecialties(intents: readonly Intent[], specialties: Intent[], before: string): Intent[] {
  const at = intents.findIndex((intent) => intent.id === before);
  return at < 0 ? [...intents, ...specialties] : [...intents.slice(0, at), ...specialties, ...intents.slice(at)];
}
