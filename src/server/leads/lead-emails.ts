import { LANGUAGE_NAMES, type OptimaiteLocale } from "@shared/i18n/locales";
import { formatUsd } from "@shared/number-format";
import type { EstimatedRoi } from "@shared/schemas/lead";
import { brandedEmail } from "../mail/email-layout";
import type { EmailMessage } from "../mail/email-message";
import { greeting } from "../mail/greeting";
import { teamNotification } from "../mail/team-notification";
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

/** The team reads English: the lead's language is one more line, named in its own words ("Language: Français"). */
export const languageLine = (locale: OptimaiteLocale | undefined) => LANGUAGE_NAMES[locale ?? "en"];

export function leadNotification(teamEmail: string | undefined, kind: "demo" | "contact", lead: LeadDetails) {
  return teamNotification(
    "optimaite",
    teamEmail,
    kind === "demo"
      ? { template: "demo-team-notification", subject: "New demo booking" }
      : { template: "contact-team-notification", subject: "New contact message" },
    {
      Meeting: lead.meeting,
      Name: lead.name,
      Email: lead.email,
      Language: languageLine(lead.locale),
      Company: lead.company,
      Industry: lead.industry,
      "Heard about us": lead.hearAbout,
      Project: lead.project,
      "Estimated monthly ROI": lead.estimatedROI ? formatUsd(lead.estimatedROI.monthlyROI) : undefined,
      "Estimated annual ROI": lead.estimatedROI ? formatUsd(lead.estimatedROI.annualROI) : undefined,
    },
    lead.email,
  );
}
