import type { SwissHackLocale } from "@shared/i18n/locales";
import type { AdminWords } from "../shared/admin-language";

const NBSP = "\u00a0";

/** The report editor's words (the report itself is in the person's language). */
export const REPORT_EDITOR_WORDS: AdminWords<{
  pageTitle: string;
  heading(name: string): string;
  requested(date: string, language: string): string;
  languages: Record<SwissHackLocale, string>;
  reportTitle: string;
  introduction: string;
  writingHelp: string;
  preAnalysis: string;
  noPreAnalysis: string;
  sections: string;
  sectionHeading(index: number): string;
  sectionBody(index: number): string;
  addSection: string;
  removeSection(index: number): string;
  recommendations: string;
  recommendation(index: number): string;
  addRecommendation: string;
  removeRecommendation(index: number): string;
  saving: string;
  saved(time: string): string;
  unsaved: string;
  notSaved(reason: string): string;
  fixFirst: string;
  preview: string;
  send: string;
  sending: string;
  sentTitle: string;
  sentDetail(email: string): string;
  sendFailed: string;
  confirmTitle: string;
  confirmText(date: string, who: string): string;
  sendAgain: string;
  cancel: string;
  close: string;
  sentList: string;
  sentLine(date: string, who: string): string;
  download: string;
  writeReport: string;
}> = {
  fr: {
    pageTitle: "Rapport 48 h",
    heading: (name) => `Rapport pour ${name}`,
    requested: (date, language) => `Demande du ${date} · rapport rédigé en ${language}`,
    languages: { fr: "français", de: "allemand", it: "italien" },
    reportTitle: "Titre du rapport",
    introduction: "Introduction",
    writingHelp: `Paragraphes séparés par une ligne vide${NBSP}; «${NBSP}-${NBSP}» en début de ligne pour une liste${NBSP}; «${NBSP}##${NBSP}» pour un sous-titre.`,
    preAnalysis: "Sections reprises de la pré-analyse (chiffres, leviers, échéances et sources)",
    noPreAnalysis: `Pas de pré-analyse${NBSP}: la personne n'a pas rempli la seconde étape.`,
    sections: "Vos sections",
    sectionHeading: (index) => `Titre de la section ${index}`,
    sectionBody: (index) => `Texte de la section ${index}`,
    addSection: "Ajouter une section",
    removeSection: (index) => `Retirer la section ${index}`,
    recommendations: "Recommandations",
    recommendation: (index) => `Recommandation ${index}`,
    addRecommendation: "Ajouter une recommandation",
    removeRecommendation: (index) => `Retirer la recommandation ${index}`,
    saving: "Enregistrement…",
    saved: (time) => `Brouillon enregistré à ${time}`,
    unsaved: "Modifications pas encore enregistrées",
    notSaved: (reason) => `Brouillon non enregistré${NBSP}: ${reason}`,
    fixFirst: `Corrigez les champs signalés${NBSP}: le brouillon sera enregistré ensuite.`,
    preview: "Aperçu du PDF",
    send: "Envoyer le rapport",
    sending: "Envoi…",
    sentTitle: "Rapport envoyé",
    sentDetail: (email) => `Envoyé à ${email}${NBSP}; statut «${NBSP}Rapport envoyé${NBSP}».`,
    sendFailed: "Le rapport n'a pas été envoyé",
    confirmTitle: "Un rapport a déjà été envoyé",
    confirmText: (date, who) => `Le ${date}, par ${who}. Envoyer cette nouvelle version à la personne${NBSP}?`,
    sendAgain: "Envoyer à nouveau",
    cancel: "Annuler",
    close: "Fermer",
    sentList: "Rapports envoyés",
    sentLine: (date, who) => `${date} · ${who}`,
    download: "Télécharger le PDF",
    writeReport: "Rédiger le rapport",
  },
  en: {
    pageTitle: "48-hour report",
    heading: (name) => `Report for ${name}`,
    requested: (date, language) => `Requested ${date} · report written in ${language}`,
    languages: { fr: "French", de: "German", it: "Italian" },
    reportTitle: "Report title",
    introduction: "Introduction",
    writingHelp:
      "Paragraphs separated by an empty line; “- ” at the start of a line for a list; “## ” for a subheading.",
    preAnalysis: "Sections taken from the pre-analysis (figures, levers, deadlines and sources)",
    noPreAnalysis: "No pre-analysis: the person did not fill in the second step.",
    sections: "Your sections",
    sectionHeading: (index) => `Section ${index} heading`,
    sectionBody: (index) => `Section ${index} text`,
    addSection: "Add a section",
    removeSection: (index) => `Remove section ${index}`,
    recommendations: "Recommendations",
    recommendation: (index) => `Recommendation ${index}`,
    addRecommendation: "Add a recommendation",
    removeRecommendation: (index) => `Remove recommendation ${index}`,
    saving: "Saving…",
    saved: (time) => `Draft saved at ${time}`,
    unsaved: "Changes not saved yet",
    notSaved: (reason) => `Draft not saved: ${reason}`,
    fixFirst: "Fix the marked fields: the draft is saved then.",
    preview: "Preview the PDF",
    send: "Send the report",
    sending: "Sending…",
    sentTitle: "Report sent",
    sentDetail: (email) => `Sent to ${email}; status “Report sent”.`,
    sendFailed: "The report was not sent",
    confirmTitle: "A report was already sent",
    confirmText: (date, who) => `On ${date}, by ${who}. Send this new version to the person?`,
    sendAgain: "Send again",
    cancel: "Cancel",
    close: "Close",
    sentList: "Reports sent",
    sentLine: (date, who) => `${date} · ${who}`,
    download: "Download the PDF",
    writeReport: "Write the report",
  },
};
