import type { ChatAnswer, ChatLink, Intent } from "./intent";

/** One language's wording of an intent: when it applies, and its answer from the intent's facts. */
export interface IntentText<Facts> {
  /** Every pattern must match the question (lower case, without accents). */
  when: readonly RegExp[];
  text(facts: Facts): string;
  links: readonly ChatLink[];
}

type FactsOf<F> = { [K in keyof F]: F[K] extends (today: Date, question: string) => infer R ? R : never };

/** Every intent of a site worded in a language: one missing fails the type check. */
export type IntentTexts<F> = { [K in keyof F]: IntentText<FactsOf<F>[K]> };

/**
 * A site's intents in a language: the facts are computed once for every language (`<site>-facts.ts`), each language
 * gives the patterns and the words.
 */
export function localizedIntents<F extends Record<string, (today: Date, question: string) => unknown>>(
  order: readonly (keyof F & string)[],
  facts: F,
  texts: IntentTexts<F>,
): Intent[] {
  return order.map((id) => {
    const wording = texts[id];
    return {
      id,
      when: wording.when,
      answer: (today: Date, question = ""): ChatAnswer => ({
        text: wording.text(facts[id]?.(today, question) as FactsOf<F>[typeof id]),
        links: [...wording.links],
      }),
    };
  });
}
