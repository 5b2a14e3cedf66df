import { normalize } from "../retrieval";
import type { ChatLink, Intent } from "./intent";

interface Specialty {
  title: string;
  text: string;
}

/** The letters of a long word a visitor's shortened form keeps: "dermato", "plasti". */
const SHORTENED = 6;

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
  // A long word by its start, as visitors shorten it ("dermato", "plastiq") or extend it ("dermatologue").
  const named = specialties.map(({ title }) => {
    const own = wordsOf(title).filter((word) => counts.get(word) === 1);
    const patterns = own.map((word) =>
      word.length >= 7 ? `\\b${word.slice(0, Math.min(word.length - 2, SHORTENED))}` : `\\b${word}s?\\b`,
    );
    return own.length === 0 ? undefined : new RegExp(patterns.join("|"));
  });
  // "Un médispa pis une clinique de dermato?": each specialty named, in the page's order.
  const answerFor = (question: string) => {
    const text = normalize(question);
    const items = specialties.filter((_, index) => named[index]?.test(text));
    return { text: items.map((item) => `${item.title}: ${item.text}`).join(" "), links: [link] };
  };
  return specialties.flatMap((_, index) => {
    const pattern = named[index];
    if (!pattern) return [];
    return [
      {
        id: `specialty-${index}`,
        when: [
          pattern,
          /^(?!.*\b(cost|price|pricing|how much|prix|cout|combien|tarif))/,
          // A question that also names a platform asks about the platform ("Mindbody, for our wellness centre?").
          ...(unless ? [new RegExp(`^(?!.*(?:${unless.source}))`)] : []),
        ],
        answer: (_today: Date, question = "") => answerFor(question),
      },
    ];
  });
}

/** The intents with the specialties' inserted before the one named `before`. */
export function withSpecialties(intents: readonly Intent[], specialties: Intent[], before: string): Intent[] {
  const at = intents.findIndex((intent) => intent.id === before);
  return at < 0 ? [...intents, ...specialties] : [...intents.slice(0, at), ...specialties, ...intents.slice(at)];
}
