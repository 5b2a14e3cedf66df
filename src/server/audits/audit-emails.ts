import { RESIDENCE_COUNTRY_LABELS } from "@shared/content/swisshack/audit-options";
import { auditOptionLabels } from "@shared/content/swisshack/audit-options-i18n";
import { LANGUAGE_NAMES, LANGUAGE_TAGS } from "@shared/i18n/locales";
import { localizedPath } from "@shared/i18n/paths";
import type { AuditDetails } from "@shared/schemas/audit";
import { formatPhone } from "@shared/schemas/phone";
import { brandedEmail } from "../mail/email-layout";
import type { EmailMessage } from "../mail/email-message";
import { greeting } from "../mail/greeting";
import { teamNotification } from "../mail/team-notification";
import { auditEmailWording } from "./audit-email-wording";

/**
 * The confirmation, in the language the person asked in. `contactEmail` (CONTACT_EMAIL) receives the replies;
 * without it the email does not invite one.
 */
export function auditConfirmationEmail(audit: AuditDetails, siteUrl: string, contactEmail?: string): EmailMessage {
  const { locale } = audit;
  const w = auditEmailWording(locale);
  const labels = auditOptionLabels(locale);
  const callback = audit.wantsCallback === "yes" ? w.callback(audit.callbackTime) : w.noCallback;
  // The home page in the person's language: "https://…/de" for German, the site's address for French.
  const home = `${siteUrl}${localizedPath("/", "swisshack", locale).replace(/^\/$/, "")}`;
  const line = (label: string, value: string) => `- ${label}${locale === "fr" ? " " : ""}: ${value}`;
  // The country the person gave, as they gave it: a frontalier who skipped it reads no country.
  const residence = audit.residenceCountry ? [line(w.residence, labels.residenceCountry[audit.residenceCountry])] : [];
  return brandedEmail(
    "swisshack",
    {
      template: "audit-confirmation",
      to: audit.email,
      subject: w.subject,
      text: [
        greeting(audit.firstName, locale),
        "",
        w.thanks,
        line(w.status, labels.status[audit.status]),
        ...residence,
        line(w.canton, labels.canton[audit.canton]),
        line(w.income, labels.income[audit.annualIncome]),
        line(w.goal, labels.goal[audit.mainGoal]),
        "",
        w.report,
        callback,
        "",
        `SwissHack – ${home}`,
        `${w.retention}${contactEmail ? w.replyToErase : ""}`,
      ].join("\n"),
    },
    { links: [home], lang: LANGUAGE_TAGS.swisshack[locale] },
  );
}

/** The answers as the French form words them: the team reads "Résident en Suisse", never an option code. */
const TEAM_LABELS = auditOptionLabels("fr");

/** The team reads French: the lead's language is one more line, named in its own words ("Langue: Deutsch"). */
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
      Langue: LANGUAGE_NAMES[audit.locale],
      Canton: TEAM_LABELS.canton[audit.canton],
      Statut: TEAM_LABELS.status[audit.status],
      // The team reads French: "Allemagne"; a frontalier who did not say it, "non indiqué".
      "Pays de résidence":
        audit.status === "frontalier"
          ? audit.residenceCountry
            ? RESIDENCE_COUNTRY_LABELS[audit.residenceCountry]
            : "non indiqué"
          : undefined,
      Revenu: TEAM_LABELS.income[audit.annualIncome],
      "3e pilier": TEAM_LABELS.has3a[audit.has3aPillar],
      Assurance: audit.currentInsurance,
      Objectif: TEAM_LABELS.goal[audit.mainGoal],
      Rappel: audit.wantsCallback === "yes" ? `oui (${audit.callbackTime ?? "sans préférence"})` : "non",
      Situation: audit.situation,
    },
    audit.email,
  );
}
