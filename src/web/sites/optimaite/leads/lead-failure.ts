import { fillMessage } from "~/i18n/translation";
import { ApiError } from "~/lib/api-client";
import type { LeadTexts } from "./texts/lead-texts-en";

/** SPEC section 8: the toast text of a failed demo booking or contact message, in the dialog's language. */
export function leadFailureMessage(kind: "demo" | "contact", error: unknown, words: LeadTexts["failure"]): string {
  const answered = error instanceof ApiError && error.status !== 0;
  const serverMessage = answered ? error.serverMessage : undefined;
  if (kind === "demo") return fillMessage(words.demo, { reason: serverMessage ?? words.demoFallback });
  if (answered) return serverMessage ?? words.contactFallback;
  return words.contactOffline;
}
