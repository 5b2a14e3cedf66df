import type { PreAnalysisDocument } from "../../shared/pre-analysis/document";
import { brandedEmail } from "../mail/email-layout";
import { greeting } from "../mail/greeting";
import type { EmailMessage } from "../mail/mailer";

export function preAnalysisPdfFilename(doc: PreAnalysisDocument): string {
  return `pre-analyse-swisshack-${doc.year}.pdf`;
}

const dateFormat = new Intl.DateTimeFormat("fr-CH", { day: "numeric", month: "long", year: "numeric" });

/** The pre-analysis confirmation: its private link, its expiry and the PDF attached. */
export function preAnalysisEmail(input: {
  to: string;
  firstName: string;
  link: string;
  expiresAt: Date;
  document: PreAnalysisDocument;
  pdf: Buffer;
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
      attachments: [
        {
          filename: preAnalysisPdfFilename(input.document),
          contentType: "application/pdf",
          contentBase64: input.pdf.toString("base64"),
        },
      ],
    },
    { links: [input.link] },
  );
}
