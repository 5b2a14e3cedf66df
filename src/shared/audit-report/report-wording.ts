import { LANGUAGE_TAGS, type SwissHackLocale } from "../i18n/locales";

/** The words of the personalised report's frame (PDF and email), in the person's language; the rest is the expert's. */
export interface ReportWording {
  defaultTitle: string;
  subtitle(firstName: string, expert: string, date: string): string;
  introduction: string;
  recommendations: string;
  /** The closing box's title and text: questions go straight to the expert. */
  questionsTitle: string;
  questions(expert: string): string;
  /** Shown when the request has no pre-analysis to take the disclaimer from. */
  disclaimer: string;
  pdfHeader(year: number): string;
  pdfFooter(year: number, date: string): string;
  emailSubject: string;
  emailBody(expert: string): string;
  emailSignature(expert: string): string;
  filename: string;
}

const NBSP = "\u00a0";

const WORDING: Record<SwissHackLocale, ReportWording> = {
  fr: {
    defaultTitle: "Votre rapport personnalisé",
    subtitle: (firstName, expert, date) => `Préparé pour ${firstName} par ${expert} le ${date}`,
    introduction: "Introduction",
    recommendations: "Nos recommandations",
    questionsTitle: `Une question${NBSP}? Votre expert vous répond`,
    questions: (expert) =>
      `Répondez simplement à l’e-mail qui accompagne ce rapport${NBSP}: votre réponse arrive directement à ${expert}.`,
    disclaimer:
      "Ce rapport repose sur vos réponses et sur les barèmes officiels en vigueur. Il ne remplace pas un conseil fiscal ou juridique personnalisé.",
    pdfHeader: (year) => `Rapport personnalisé · année fiscale ${year}`,
    pdfFooter: (year, date) => `SwissHack · Rapport personnalisé ${year} · envoyé le ${date}`,
    emailSubject: "Votre rapport SwissHack personnalisé",
    emailBody: (expert) =>
      `Comme promis, voici votre rapport personnalisé, en pièce jointe au format PDF. ${expert} l’a préparé à partir de vos réponses. Pour toute question, répondez simplement à cet e-mail.`,
    emailSignature: (expert) => `${expert}, pour l’équipe SwissHack`,
    filename: "rapport-swisshack.pdf",
  },
  de: {
    defaultTitle: "Ihr persönlicher Bericht",
    subtitle: (firstName, expert, date) => `Erstellt für ${firstName} von ${expert} am ${date}`,
    introduction: "Einleitung",
    recommendations: "Unsere Empfehlungen",
    questionsTitle: "Eine Frage? Ihre Fachperson antwortet",
    questions: (expert) =>
      `Antworten Sie einfach auf die E-Mail, mit der Sie diesen Bericht erhalten haben: Ihre Antwort geht direkt an ${expert}.`,
    disclaimer:
      "Dieser Bericht beruht auf Ihren Angaben und den geltenden offiziellen Tarifen. Er ersetzt keine persönliche Steuer- oder Rechtsberatung.",
    pdfHeader: (year) => `Persönlicher Bericht · Steuerjahr ${year}`,
    pdfFooter: (year, date) => `SwissHack · Persönlicher Bericht ${year} · versandt am ${date}`,
    emailSubject: "Ihr persönlicher SwissHack-Bericht",
    emailBody: (expert) =>
      `Wie versprochen erhalten Sie im Anhang Ihren persönlichen Bericht als PDF. ${expert} hat ihn anhand Ihrer Angaben erstellt. Bei Fragen antworten Sie einfach auf diese E-Mail.`,
    emailSignature: (expert) => `${expert}, für das SwissHack-Team`,
    filename: "swisshack-bericht.pdf",
  },
  it: {
    defaultTitle: "Il suo rapporto personalizzato",
    subtitle: (firstName, expert, date) => `Preparato per ${firstName} da ${expert} il ${date}`,
    introduction: "Introduzione",
    recommendations: "Le nostre raccomandazioni",
    questionsTitle: "Una domanda? Il suo esperto le risponde",
    questions: (expert) =>
      `Risponda semplicemente all’e-mail con cui ha ricevuto questo rapporto: la sua risposta arriva direttamente a ${expert}.`,
    disclaimer:
      "Questo rapporto si basa sulle sue risposte e sulle tariffe ufficiali in vigore. Non sostituisce una consulenza fiscale o giuridica personalizzata.",
    pdfHeader: (year) => `Rapporto personalizzato · anno fiscale ${year}`,
    pdfFooter: (year, date) => `SwissHack · Rapporto personalizzato ${year} · inviato il ${date}`,
    emailSubject: "Il suo rapporto SwissHack personalizzato",
    emailBody: (expert) =>
      `Come promesso, le inviamo in allegato il suo rapporto personalizzato in formato PDF. ${expert} lo ha preparato sulla base delle sue risposte. Per qualsiasi domanda, risponda semplicemente a questa e-mail.`,
    emailSignature: (expert) => `${expert}, per il team SwissHack`,
    filename: "rapporto-swisshack.pdf",
  },
};

export const reportWording = (locale: SwissHackLocale): ReportWording => WORDING[locale];

/** "29 novembre 2026", "29. November 2026": a day (YYYY-MM-DD) written as the person's language writes it. */
export function reportDate(locale: SwissHackLocale, isoDay: string): string {
  return new Intl.DateTimeFormat(LANGUAGE_TAGS.swisshack[locale], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${isoDay}T12:00:00Z`));
}
