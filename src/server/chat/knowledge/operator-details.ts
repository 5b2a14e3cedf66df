import { AsyncLocalStorage } from "node:async_hooks";
import { fillOperatorValues } from "@shared/content/operator-values";
import type { SiteDetails } from "@shared/site-settings/details";

const inForce = new AsyncLocalStorage<SiteDetails>();

/**
 * Writes an answer with the brand's details in force (its address, email and phone, as the Settings hold them): the
 * intents that quote a legal page's sentence fill its placeholders with them, as the page does (`chat-routes.ts`).
 */
export function answeringWithDetails<T>(details: SiteDetails | undefined, answer: () => T): T {
  return details ? inForce.run(details, answer) : answer();
}

/**
 * A legal page's sentence with the operator's values in force filled in ("écrivez à {email}"); null when one of them
 * is unset or none are in force (tests, the evaluation), so the answer leaves the sentence out, as the page does.
 */
export function withOperatorValues(sentence: string): string | null {
  const details = inForce.getStore();
  if (!/\{\w+\}/.test(sentence)) return sentence;
  return details ? fillOperatorValues(sentence, details) : null;
}
