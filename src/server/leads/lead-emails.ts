import { formatUsd } from "../../shared/number-format";
import type { EstimatedRoi } from "../../shared/schemas/lead";
import { brandedEmail } from "../mail/email-layout";
import { greeting } from "../mail/greeting";
import type { EmailMessage } from "../mail/mailer";
import { teamNotification } from "../mail/team-notification";

export interface LeadDetails {
  name: string;
  email: string;
  company?: string;
  industry?: string;
  project: string;
  hearAbout?: string;
  estimatedROI?: EstimatedRoi;
  /** The booked slot, as the team reads it (issue 30). */
  meeting?: string;
}

export function demoConfirmationEmail(lead: LeadDetails): EmailMessage {
  return brandedEmail("optimaite", {
    template: "demo-confirmation",
    to: lead.email,
    subject: "Your OptimAIte demo request",
    text: [
      greeting(lead.name, "en"),
      "",
      "Thanks for booking a free demo of OptimAIte, the AI receptionist for medical and aesthetic practices.",
      "We'll contact you within 24 hours to schedule your personalized demo.",
      ...(lead.estimatedROI
        ? [
            "",
            `Your estimate from the ROI calculator: ${formatUsd(lead.estimatedROI.monthlyROI)} a month, ${formatUsd(lead.estimatedROI.annualROI)} a year.`,
          ]
        : []),
      "",
      "The OptimAIte team",
    ].join("\n"),
  });
}

export function contactConfirmationEmail(lead: LeadDetails): EmailMessage {
  return brandedEmail("optimaite", {
    template: "contact-confirmation",
    to: lead.email,
    subject: "We received your message",
    text: [
      greeting(lead.name, "en"),
      "",
      "Thanks for contacting OptimAIte. We'll get back to you within 24 hours.",
      "",
      "The OptimAIte team",
    ].join("\n"),
  });
}

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
