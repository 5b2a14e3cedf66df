import { LANGUAGE_TAGS, type SwissHackLocale } from "@shared/i18n/locales";
import { documentLocale, type PreAnalysisDocument } from "@shared/pre-analysis/document";
import type { EmailAttachment } from "../db/schema";
import { brandedEmail } from "../mail/email-layout";
import type { EmailMessage } from "../mail/email-message";
import { greeting } from "../mail/greeting";

const FILENAMES: Record<SwissHackLocale, string> = {
  fr: "pre-analyse-swisshack",
  de: "voranalyse-swisshack",
  it: "preanalisi-swisshack",
};

/** "pre-analyse-swisshack-2026.pdf", "voranalyse-swisshack-2026.pdf", "preanalisi-swisshack-2026.pdf". */
export function preAnalysisPdfFilename(doc: PreAnalysisDocument): string {
  return `${FILENAMES[documentLocale(doc)]}-${doc.year}.pdf`;
}

/** The PDF attached to a pre-analysis email. */
export function preAnalysisPdfAttachment(document: PreAnalysisDocument, pdf: Buffer): EmailAttachment {
  return {
    filename: preAnalysisPdfFilename(document),
    contentType: "application/pdf",
    contentBase64: pdf.toString("base64"),
  };
}

interface EmailWording {
  subject: string;
  intro: string;
  where: string;
  expires(date: string): string;
}

const WORDING: Record<SwissHackLocale, EmailWording> = {
  fr: {
    subject: "Votre pré-analyse SwissHack",
    intro:
      "Voici votre pré-analyse personnalisée (3e pilier, assurance maladie et, le cas échéant, règles frontalières).",
    where: "Vous la trouverez en PDF en pièce jointe, et en ligne à cette adresse privée :",
    expires: (date) => `Ce lien est personnel : ne le partagez qu'avec qui vous voulez. Il expire le ${date}.`,
  },
  de: {
    subject: "Ihre SwissHack-Voranalyse",
    intro:
      "Hier ist Ihre persönliche Voranalyse (Säule 3a, Krankenversicherung und, falls zutreffend, die Regeln für Grenzgänger).",
    where: "Sie finden sie als PDF im Anhang und online unter dieser privaten Adresse:",
    expires: (date) =>
      `Dieser Link ist persönlich: Teilen Sie ihn nur mit Personen Ihrer Wahl. Er läuft am ${date} ab.`,
  },
  it: {
    subject: "La sua preanalisi SwissHack",
    intro:
      "Ecco la sua preanalisi personalizzata (pilastro 3a, assicurazione malattie e, se del caso, regole per i frontalieri).",
    where: "La trova in PDF in allegato e online a questo indirizzo privato:",
    expires: (date) => `Questo link è personale: lo condivida solo con chi desidera. Scade il ${date}.`,
  },
};

const expiryDate = (lang: string, date: Date) =>
  new Intl.DateTimeFormat(lang, { day: "numeric", month: "long", year: "numeric" }).format(date);

/**
 * The pre-analysis confirmation, in the document's language: its private link, its expiry and the PDF attached.
 * The PDF is made when the email is sent (the outbox's attachment maker), so the person's page does not wait for it.
 */
export function preAnalysisEmail(input: {
  to: string;
  firstName: string;
  link: string;
  expiresAt: Date;
  document: PreAnalysisDocument;
  preAnalysisId: string;
}): EmailMessage {
  const locale = documentLocale(input.document);
  const lang = LANGUAGE_TAGS.swisshack[locale] ?? "fr-CH";
  const w = WORDING[locale];
  return brandedEmail(
    "swisshack",
    {
      template: "pre-analysis",
      to: input.to,
      subject: w.subject,
      text: [
        greeting(input.firstName, locale),
        "",
        w.intro,
        w.where,
        input.link,
        w.expires(expiryDate(lang, input.expiresAt)),
        "",
        input.document.disclaimer,
        "",
        input.document.callbackOffer,
        "",
        "SwissHack",
      ].join("\n"),
      pendingAttachment: { kind: "pre-analysis-pdf", preAnalysisId: input.preAnalysisId },
    },
    { links: [input.link], lang },
  );
}
