import type { Locale } from "@shared/i18n/locales";
import { createContext, useContext } from "react";
import type { LeadTexts } from "./lead-texts-en";

/** The lead dialogs' words in one language, fetched with the dialog: a page never loads another language's. */
export async function leadTextsIn(locale: Locale): Promise<LeadTexts> {
  if (locale === "fr") return (await import("./lead-texts-fr")).LEAD_TEXTS_FR;
  return (await import("./lead-texts-en")).LEAD_TEXTS_EN;
}

const LeadTextsContext = createContext<LeadTexts | null>(null);
export const LeadTextsProvider = LeadTextsContext.Provider;

export function useLeadTexts(): LeadTexts {
  const texts = useContext(LeadTextsContext);
  if (!texts) throw new Error("A lead dialog rendered without its texts");
  return texts;
}

/** A schema's message (written in English) in the dialog's language. */
export const translatedMessage = (texts: LeadTexts, message: string | undefined) =>
  message === undefined ? undefined : (texts.validation[message] ?? message);
