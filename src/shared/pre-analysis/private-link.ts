import { GLOSSARY } from "../i18n/glossary.ts";
import { isSiteLocale, type SwissHackLocale } from "../i18n/locales.ts";

/** The offer's name as the pages say it. */
const FREE_AUDIT = GLOSSARY.freeAudit;

/**
 * The private page's address. One path for every language (decision 0031); German and Italian add `?lang=` so the
 * page speaks the person's language before the document has loaded, and when the link turns out unknown or expired.
 */
export function preAnalysisPath(token: string, locale: SwissHackLocale): string {
  const path = `/pre-analyse/${token}`;
  return locale === "fr" ? path : `${path}?lang=${locale}`;
}

/**
 * What the refine step and the private link can answer instead of a pre-analysis, per language. The API answers in
 * French (SPEC's language); the browser shows these by the answer's status, in the page's language.
 */
export const PRE_ANALYSIS_LINK_MESSAGES = {
  fr: {
    auditNotFound: "Demande d'audit introuvable : recommencez l'audit depuis le formulaire.",
    unknownLink: "Cette pré-analyse n'existe pas. Vérifiez le lien reçu par e-mail.",
    expiredLink: `Ce lien a expiré. Refaites l'${FREE_AUDIT.fr} pour obtenir une nouvelle pré-analyse.`,
  },
  de: {
    auditNotFound: `Wir finden Ihre Anfrage für den ${FREE_AUDIT.de} nicht mehr: Bitte füllen Sie das Formular erneut aus.`,
    unknownLink: "Diese Voranalyse gibt es nicht. Prüfen Sie den Link in Ihrer E-Mail.",
    expiredLink: `Dieser Link ist abgelaufen. Machen Sie den ${FREE_AUDIT.de} noch einmal, um eine neue Voranalyse zu erhalten.`,
  },
  it: {
    auditNotFound: `Non troviamo più la sua richiesta di audit: compili di nuovo il modulo dell'${FREE_AUDIT.it}.`,
    unknownLink: "Questa preanalisi non esiste. Verifichi il link ricevuto per e-mail.",
    expiredLink: `Questo link è scaduto. Rifaccia l'${FREE_AUDIT.it} per ottenere una nuova preanalisi.`,
  },
} as const satisfies Record<SwissHackLocale, Record<"auditNotFound" | "unknownLink" | "expiredLink", string>>;

/** The language a private link names (its `lang` parameter), when it is one of SwissHack's. */
export function linkLanguage(lang: string | null | undefined): SwissHackLocale | undefined {
  return isSiteLocale("swisshack", lang) ? (lang as SwissHackLocale) : undefined;
}
