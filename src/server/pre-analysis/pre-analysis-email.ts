import type { PreAnalysisDocument } from "../../shared/pre-analysis/document";
import type { EmailAttachment } from "../db/schema";
import { brandedEmail } from "../mail/email-layout";
import { greeting } from "../mail/greeting";
import type { EmailMessage } from "../mail/mailer";

export function preAnalysisPdfFilename(doc: PreAnalysisDocument): string {
  return `pre-analyse-swisshack-${doc.year}.pdf`;
}

const dateFormat = new Intl.DateTimeFormat("fr-CH", { day: "numeric", month: "long", year: "numeric" });

/** The PDF attached to a pre-analysis email. */
export function preAnalysisPdfAttachment(document: PreAnalysisDocument, pdf: Buffer): EmailAttachment {
  return {
    filename: preAnalysisPdfFilename(document),
    contentType: "application/pdf",
    contentBase64: pdf.toString("base64"),
  };
}

/**
 * The pre-analysis confirmation: its private link, its expiry and the PDF attached. The PDF is made when the email
 * is sent (the outbox's attachment maker), so the person's page does not wait for it.
 */
export function preAnalysisEmail(input: {
  to: string;
  firstName: string;
  link: string;
  expiresAt: Date;
  document: PreAnalysisDocument;
  preAnalysisId: string;
}): EmailMessage {
  return brandedEmail(
    "swisshack",
    {
      template: "pre-analysis",
      to: input.to,
      subject: "Votre pré-analyse SwissHack",
      text: [
        greeting(input.firstName, "fr"),
        "",
        "Voici votre pré-analyse personnalisée (3e pilier, assurance maladie et, le cas échéant, règles frontalières).",
        "Vous la trouverez en PDF en pièce jointe, et en ligne à cette adresse privée :",
        input.link,
        `Ce lien est personnel : ne le partagez qu'avec qui vous voulez. Il expire le ${dateFormat.format(input.expiresAt)}.`,
        "",
        input.document.disclaimer,
        "",
        input.document.callbackOffer,
        "",
        "SwissHack",
      ].join("\n"),
      pendingAttachment: { kind: "pre-analysis-pdf", preAnalysisId: input.preAnalysisId },
    },
    { links: [input.link] },
  );
}
