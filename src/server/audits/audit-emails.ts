import { INSURANCE_LABELS, RESIDENCE_COUNTRY_LABELS } from "@shared/content/swisshack/audit-options";
import { auditOptionLabels } from "@shared/content/swisshack/audit-options-i18n";
import { LANGUAGE_NAMES, LANGUAGE_TAGS } from "@shared/i18n/locales";
import { localizedPath } from "@shared/i18n/paths";
import type { AuditDetails } from "@shared/schemas/audit";
import { formatPhone } from "@shared/schemas/phone";
import { brandedEmail } from "../mail/email-layout";
import type { EmailMessage } from "../mail/email-message";
import { greeting } from "../mail/greeting";
import { teamNotification } from "../mail/team-notification";
import { TEAM_WORDING, type TeamLanguage } from "../mail/team-wording";
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

/**
 * The team's notification of an audit request, in the team's language (TEAM_LANGUAGE): the lead's language is one more
 * line, named in its own words ("Langue : Deutsch"); the answers keep the French form's words either way.
 */
export function auditTeamNotification(
  team: { email: string | undefined; language: TeamLanguage },
  audit: AuditDetails,
): EmailMessage[] {
  const w = TEAM_WORDING[team.language];
  const f = w.fields;
  const template = { template: "audit-team-notification", subject: w.subjects.audit };
  return teamNotification(
    "swisshack",
    team.email,
    template,
    {
      [f.name]: `${audit.firstName} ${audit.lastName}`,
      [f.email]: audit.email,
      [f.phone]: formatPhone(audit.phone),
      [f.language]: LANGUAGE_NAMES[audit.locale],
      [f.canton]: TEAM_LABELS.canton[audit.canton],
      [f.status]: TEAM_LABELS.status[audit.status],
      // "Allemagne"; a frontalier who did not say it, "non indiqué".
      [f.residence]:
        audit.status === "frontalier"
          ? audit.residenceCountry
            ? RESIDENCE_COUNTRY_LABELS[audit.residenceCountry]
            : w.notGiven
          : undefined,
      [f.income]: TEAM_LABELS.income[audit.annualIncome],
      [f.pillar3a]: TEAM_LABELS.has3a[audit.has3aPillar],
      [f.insurance]: INSURANCE_LABELS[audit.currentInsurance],
      [f.goal]: TEAM_LABELS.goal[audit.mainGoal],
      [f.callback]:
        audit.wantsCallback === "yes"
          ? w.callbackYes(audit.callbackTime ? TEAM_LABELS.callbackTime[audit.callbackTime] : w.noPreference)
          : w.no,
      [f.situation]: audit.situation,
    },
    audit.email,
    team.language,
  );
}
