import { LANGUAGE_TAGS, type SwissHackLocale } from "../../../shared/i18n/locales";
import { documentLocale, type PreAnalysisDocument } from "../../../shared/pre-analysis/document";
import { documentWording } from "../../../shared/pre-analysis/wording";

/** The page's own words around the document (the document brings its own text), in the document's language. */
export interface PreAnalysisLabels {
  lang: string;
  summary: string;
  potential: string;
  deadline(iso: string): string;
  answers: string;
  disclaimer: string;
  callback: string;
  sources: string;
  /** "Source : …" under a figure or a table. */
  sourceLine(text: string): string;
  /** Between a listed source and its reference. */
  referenceSeparator: string;
  recommended: string;
  kicker: string;
  linkValidUntil(date: string): string;
  download: string;
  print: string;
  copyLink: string;
  copied: [string, string];
  copyFailed: [string, string];
}

const TEXTS: Record<SwissHackLocale, Omit<PreAnalysisLabels, "lang" | "deadline">> = {
  fr: {
    summary: "En résumé",
    potential: "Potentiel estimé",
    answers: "Vos réponses",
    disclaimer: "Avertissement",
    callback: "Rappel d'un expert",
    sources: "Sources",
    sourceLine: (text) => `Source : ${text}`,
    referenceSeparator: " : ",
    recommended: "(recommandée)",
    kicker: "Pré-analyse instantanée",
    linkValidUntil: (date) => `Lien privé, valable jusqu'au ${date}.`,
    download: "Télécharger le PDF",
    print: "Imprimer",
    copyLink: "Copier le lien privé",
    copied: ["Lien copié", "Ce lien est privé : ne le partagez qu'avec des personnes de confiance."],
    copyFailed: ["Copie impossible", "Copiez l'adresse de la page depuis la barre du navigateur."],
  },
  de: {
    summary: "Das Wichtigste",
    potential: "Geschätztes Potenzial",
    answers: "Ihre Antworten",
    disclaimer: "Hinweis",
    callback: "Rückruf einer Fachperson",
    sources: "Quellen",
    sourceLine: (text) => `Quelle: ${text}`,
    referenceSeparator: ": ",
    recommended: "(empfohlen)",
    kicker: "Sofortige Voranalyse",
    linkValidUntil: (date) => `Privater Link, gültig bis ${date}.`,
    download: "PDF herunterladen",
    print: "Drucken",
    copyLink: "Privaten Link kopieren",
    copied: ["Link kopiert", "Dieser Link ist privat: Teilen Sie ihn nur mit Personen Ihres Vertrauens."],
    copyFailed: ["Kopieren nicht möglich", "Kopieren Sie die Adresse der Seite aus der Adressleiste des Browsers."],
  },
  it: {
    summary: "In sintesi",
    potential: "Potenziale stimato",
    answers: "Le sue risposte",
    disclaimer: "Avvertenza",
    callback: "Richiamata di un esperto",
    sources: "Fonti",
    sourceLine: (text) => `Fonte: ${text}`,
    referenceSeparator: ": ",
    recommended: "(raccomandata)",
    kicker: "Preanalisi immediata",
    linkValidUntil: (date) => `Link privato, valido fino al ${date}.`,
    download: "Scarica il PDF",
    print: "Stampa",
    copyLink: "Copia il link privato",
    copied: ["Link copiato", "Questo link è privato: lo condivida solo con persone di fiducia."],
    copyFailed: ["Copia non riuscita", "Copi l'indirizzo della pagina dalla barra del browser."],
  },
};

export function labelsFor(locale: SwissHackLocale): PreAnalysisLabels {
  return {
    ...TEXTS[locale],
    lang: LANGUAGE_TAGS.swisshack[locale] ?? "fr-CH",
    deadline: documentWording(locale).common.deadline,
  };
}

/** The labels of a document's own language (French for documents stored before languages). */
export const documentLabels = (document: Pick<PreAnalysisDocument, "locale">) => labelsFor(documentLocale(document));
