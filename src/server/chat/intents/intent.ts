import { normalize } from "../retrieval";

export interface ChatLink {
  label: string;
  href: string;
}

export interface ChatAnswer {
  text: string;
  links: ChatLink[];
}

/** One kind of question a site's visitors ask, answered from the app's own figures and content. */
export interface Intent {
  id: string;
  /** Every pattern must match the question (lower case, without accents). */
  when: readonly RegExp[];
  /** Not this intent after all, on the question as typed (several platforms named, say). */
  unless?(question: string): boolean;
  /** The answer, from the facts as of `today` and the figures the visitor gave in `question` ("40 appels par jour"). */
  answer(today: Date, question?: string): ChatAnswer;
}

/** The first intent whose patterns all match, in the table's order (the most specific first). */
export function matchIntent(intents: readonly Intent[], question: string): Intent | undefined {
  const text = normalize(question);
  return intents.find((intent) => intent.when.every((pattern) => pattern.test(text)) && !intent.unless?.(question));
}
