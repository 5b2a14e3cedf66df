import { brandedEmail } from "../mail/email-layout";
import type { EmailMessage } from "../mail/mailer";

export function newsletterConfirmationEmail(to: string, confirmUrl: string, unsubscribeUrl: string): EmailMessage {
  return brandedEmail(
    "swisshack",
    {
      template: "newsletter-confirmation",
      to,
      subject: "Confirmez votre inscription à la newsletter SwissHack",
      text: [
        "Bonjour,",
        "",
        "Merci de votre intérêt pour la newsletter SwissHack : une astuce financière suisse chaque mardi,",
        "au maximum un e-mail par semaine.",
        "",
        "Pour confirmer votre inscription, ouvrez ce lien (valable 7 jours) :",
        confirmUrl,
        "",
        "Si vous n'avez rien demandé, ignorez simplement cet e-mail : vous ne recevrez rien d'autre.",
        "",
        `Se désinscrire : ${unsubscribeUrl}`,
      ].join("\n"),
      // RFC 8058: mail clients offer a one-click unsubscribe that POSTs to this address.
      headers: { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    },
    { links: [confirmUrl, unsubscribeUrl] },
  );
}
