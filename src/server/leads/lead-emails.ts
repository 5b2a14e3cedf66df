import { LANGUAGE_NAMES, type OptimaiteLocale } from "@shared/i18n/locales";
import { formatUsd } from "@shared/number-format";
import type { EstimatedRoi } from "@shared/schemas/lead";
import { brandedEmail } from "../mail/email-layout";
import type { EmailMessage } from "../mail/email-message";
import { greeting } from "../mail/greeting";
import { teamNotification } from "../mail/team-notification";
import { TEAM_WORDING, type TeamLanguage } from "../mail/team-wording";
import { optimaiteEmailLang, optimaiteWording } from "./wording";

export interface LeadDetails {
  name: string;
  email: string;
  company?: string;
  industry?: string;
  project: string;
  hearAbout?: string;
  estimatedROI?: EstimatedRoi;
  /** The page's language (issue 31): the person's emails are written in it. English when missing. */
  locale?: OptimaiteLocale;
  /** The booked slot, as the team reads it (issue 30). */
  meeting?: string;
}

/** A confirmation to the person: greeting, the template's lines, then the team's signature, in their language. */
function confirmation(
  lead: LeadDetails,
  template: string,
  { subject, lines }: { subject: string; lines: string[] },
  extra: string[] = [],
): EmailMessage {
  const locale = lead.locale ?? "en";
  return brandedEmail(
    "optimaite",
    {
      template,
      to: lead.email,
      subject,
      text: [greeting(lead.name, locale), "", ...lines, ...extra, "", optimaiteWording(locale).signOff].join("\n"),
    },
    { lang: optimaiteEmailLang(locale) },
  );
}

export function demoConfirmationEmail(lead: LeadDetails): EmailMessage {
  const w = optimaiteWording(lead.locale ?? "en");
  const roi = lead.estimatedROI;
  const estimate = roi ? ["", w.roiEstimate(w.usd(roi.monthlyROI), w.usd(roi.annualROI))] : [];
  return confirmation(lead, "demo-confirmation", w.demoConfirmation, estimate);
}

export function contactConfirmationEmail(lead: LeadDetails): EmailMessage {
  return confirmation(lead, "contact-confirmation", optimaiteWording(lead.locale ?? "en").contactConfirmation);
}

/** The lead's language is one more line of the team's email, named in its own words ("Langue : English"). */
export const languageLine = (locale: OptimaiteLocale | undefined) => LANGUAGE_NAMES[locale ?? "en"];

/** The team's notification of a new OptimAIte lead, in the team's language (TEAM_LANGUAGE). */
export function leadNotification(
  team: { email: string | undefined; language: TeamLanguage },
  kind: "demo" | "contact",
  lead: LeadDetails,
) {
  const w = TEAM_WORDING[team.language];
  const f = w.fields;
  return teamNotification(
    "optimaite",
    team.email,
    kind === "demo"
      ? { template: "demo-team-notification", subject: w.subjects.demo }
      : { template: "contact-team-notification", subject: w.subjects.contact },
    {
      [f.meeting]: lead.meeting,
      [f.name]: lead.name,
      [f.email]: lead.email,
      [f.language]: languageLine(lead.locale),
      [f.company]: lead.company,
      [f.industry]: lead.industry,
      [f.hearAbout]: lead.hearAbout,
      [f.project]: lead.project,
      [f.monthlyRoi]: lead.estimatedROI ? formatUsd(lead.estimatedROI.monthlyROI) : undefined,
      [f.annualRoi]: lead.estimatedROI ? formatUsd(lead.estimatedROI.annualROI) : undefined,
    },
    lead.email,
    team.language,
  );
}
