import {
  CALLBACK_TIME_LABELS,
  CANTON_LABELS,
  GOAL_LABELS,
  INCOME_LABELS,
  STATUS_LABELS,
} from "../../shared/content/swisshack/audit-options";
import type { AuditDetails } from "../../shared/schemas/audit";
import { formatPhone } from "../../shared/schemas/phone";
import { brandedEmail } from "../mail/email-layout";
import { greeting } from "../mail/greeting";
import type { EmailMessage } from "../mail/mailer";
import { teamNotification } from "../mail/team-notification";

/** `contactEmail` (CONTACT_EMAIL) receives the replies; without it the email does not invite one. */
export function auditConfirmationEmail(audit: AuditDetails, siteUrl: string, contactEmail?: string): EmailMessage {
  const callback =
    audit.wantsCallback === "yes"
      ? `Un expert d'un cabinet partenaire agréé FINMA vous rappellera${audit.callbackTime ? ` (${CALLBACK_TIME_LABELS[audit.callbackTime].toLowerCase()})` : ""}.`
      : "Vous n'avez pas demandé de rappel : vous recevrez uniquement le rapport.";
  return brandedEmail(
    "swisshack",
    {
      template: "audit-confirmation",
      to: audit.email,
      subject: "Votre audit SwissHack est demandé",
      text: [
        greeting(audit.firstName, "fr"),
        "",
        "Merci pour votre demande d'audit financier gratuit. Nous avons bien reçu vos réponses :",
        `- Statut : ${STATUS_LABELS[audit.status]}`,
        `- Canton : ${CANTON_LABELS[audit.canton]}`,
        `- Revenu annuel : ${INCOME_LABELS[audit.annualIncome]}`,
        `- Objectif : ${GOAL_LABELS[audit.mainGoal]}`,
        "",
        "Votre rapport PDF personnalisé vous parviendra sous 48 h.",
        callback,
        "",
        `SwissHack – ${siteUrl}`,
        `Vos données sont conservées 12 mois au maximum.${contactEmail ? " Pour les consulter ou les faire supprimer, répondez à cet e-mail." : ""}`,
      ].join("\n"),
    },
    { links: [siteUrl] },
  );
}

export function auditTeamNotification(teamEmail: string | undefined, audit: AuditDetails): EmailMessage[] {
  const template = { template: "audit-team-notification", subject: "Nouvelle demande d'audit" };
  return teamNotification(
    "swisshack",
    teamEmail,
    template,
    {
      Nom: `${audit.firstName} ${audit.lastName}`,
      "E-mail": audit.email,
      Téléphone: formatPhone(audit.phone),
      Canton: audit.canton,
      Statut: audit.status,
      Revenu: audit.annualIncome,
      "3e pilier": audit.has3aPillar,
      Assurance: audit.currentInsurance,
      Objectif: audit.mainGoal,
      Rappel: audit.wantsCallback === "yes" ? `oui (${audit.callbackTime ?? "sans préférence"})` : "non",
      Situation: audit.situation,
    },
    audit.email,
  );
}
