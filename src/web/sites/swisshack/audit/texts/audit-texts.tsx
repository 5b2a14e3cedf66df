import type { Locale } from "@shared/i18n/locales";
import type { Translation } from "@shared/i18n/translation";
import { createContext, useContext } from "react";
import type { AUDIT_TEXTS_FR } from "./audit-texts-fr";

export type AuditTexts = Translation<typeof AUDIT_TEXTS_FR>;

/** The audit dialog's words in one language, fetched with the dialog: a page never loads another language's. */
export async function auditTextsIn(locale: Locale): Promise<AuditTexts> {
  if (locale === "de") return (await import("./audit-texts-de")).AUDIT_TEXTS_DE;
  if (locale === "it") return (await import("./audit-texts-it")).AUDIT_TEXTS_IT;
  return (await import("./audit-texts-fr")).AUDIT_TEXTS_FR;
}

const AuditTextsContext = createContext<AuditTexts | null>(null);
export const AuditTextsProvider = AuditTextsContext.Provider;

export function useAuditTexts(): AuditTexts {
  const texts = useContext(AuditTextsContext);
  if (!texts) throw new Error("The audit dialog rendered without its texts");
  return texts;
}

/** A schema's message (SPEC's French) in the dialog's language. */
export const translatedMessage = (texts: AuditTexts, message: string | undefined) =>
  message === undefined ? undefined : (texts.validation[message] ?? message);
