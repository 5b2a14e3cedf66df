import { GLOSSARY } from "@shared/i18n/glossary";
import { LANGUAGE_TAGS, type SwissHackLocale } from "@shared/i18n/locales";
import { documentLocale, type PreAnalysisDocument } from "@shared/pre-analysis/document";
import { PRE_ANALYSIS_LINK_MESSAGES } from "@shared/pre-analysis/private-link";
import { documentWording } from "@shared/pre-analysis/wording";
import type { PreAnalysisFailure } from "./use-pre-analysis";

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
  /** The tab's title, and while the document loads, and when the link shows none. */
  pageTitle: string;
  loading: string;
  unavailable: string;
  failure: Record<PreAnalysisFailure, string>;
  retryAudit: string;
}

/** The failures only the browser knows of; the link's own (unknown, expired) are the API's, per language. */
type BrowserFailure = Exclude<PreAnalysisFailure, "unknown" | "expired">;

/** The offer's name as the pages say it. */
const FREE_AUDIT = GLOSSARY.freeAudit;

type Texts = Omit<PreAnalysisLabels, "lang" | "deadline" | "failure"> & { failure: Record<BrowserFailure, string> };

const TEXTS: Record<SwissHackLocale, Texts> = {
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
    pageTitle: "Votre pré-analyse – SwissHack",
    loading: "Chargement de votre pré-analyse…",
    unavailable: "Pré-analyse indisponible",
    failure: {
      network: "Connexion impossible. Vérifiez votre connexion internet puis rechargez la page.",
      malformed: `Ce lien de pré-analyse n'est pas complet. Copiez-le en entier depuis l'e-mail reçu, ou refaites l'${FREE_AUDIT.fr}.`,
      tooMany: "Trop de demandes. Patientez quelques minutes puis rechargez la page.",
      server: "Le serveur a rencontré un problème. Rechargez la page dans un instant.",
    },
    retryAudit: `Refaire l'${FREE_AUDIT.fr}`,
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
    pageTitle: "Ihre Voranalyse – SwissHack",
    loading: "Ihre Voranalyse wird geladen…",
    unavailable: "Voranalyse nicht verfügbar",
    failure: {
      network: "Keine Verbindung. Prüfen Sie Ihre Internetverbindung und laden Sie die Seite neu.",
      malformed: `Dieser Link zur Voranalyse ist unvollständig. Kopieren Sie ihn ganz aus der erhaltenen E-Mail oder machen Sie den ${FREE_AUDIT.de} noch einmal.`,
      tooMany: "Zu viele Anfragen. Warten Sie einige Minuten und laden Sie die Seite dann neu.",
      server: "Auf dem Server ist ein Problem aufgetreten. Laden Sie die Seite gleich noch einmal.",
    },
    retryAudit: `${FREE_AUDIT.de} noch einmal machen`,
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
    pageTitle: "La sua preanalisi – SwissHack",
    loading: "Caricamento della sua preanalisi…",
    unavailable: "Preanalisi non disponibile",
    failure: {
      network: "Connessione non riuscita. Verifichi la sua connessione internet e ricarichi la pagina.",
      malformed: `Questo link alla preanalisi è incompleto. Lo copi per intero dall'e-mail ricevuta, oppure rifaccia l'${FREE_AUDIT.it}.`,
      tooMany: "Troppe richieste. Attenda qualche minuto, poi ricarichi la pagina.",
      server: "Il server ha avuto un problema. Ricarichi la pagina tra un istante.",
    },
    retryAudit: `Rifare l'${FREE_AUDIT.it}`,
  },
};

export function labelsFor(locale: SwissHackLocale): PreAnalysisLabels {
  const { unknownLink, expiredLink } = PRE_ANALYSIS_LINK_MESSAGES[locale];
  return {
    ...TEXTS[locale],
    failure: { ...TEXTS[locale].failure, unknown: unknownLink, expired: expiredLink },
    lang: LANGUAGE_TAGS.swisshack[locale] ?? "fr-CH",
    deadline: documentWording(locale).common.deadline,
  };
}

/** The labels of a document's own language (French for documents stored before languages). */
export const documentLabels = (document: Pick<PreAnalysisDocument, "locale">) => labelsFor(documentLocale(document));
