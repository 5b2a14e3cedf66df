import { formatMeetingTime } from "../../shared/demo-slots/meeting-time";
import { formatUsd } from "../../shared/number-format";
import { type LeadDetails, leadNotification } from "../leads/lead-emails";
import { brandedEmail } from "../mail/email-layout";
import { greeting } from "../mail/greeting";
import type { EmailMessage } from "../mail/mailer";
import { teamNotification } from "../mail/team-notification";
import { type Invite, type InviteParty, inviteAttachment, inviteIcs } from "./invite";

export type MeetingEvent = "booked" | "rescheduled" | "cancelled" | "reminder";

export interface MeetingMail {
  meeting: { uid: string; sequence: number; startsAt: Date; endsAt: Date; timeZone: string };
  lead: LeadDetails;
  /** The private page where the person reschedules or cancels. */
  manageUrl: string;
  teamEmail: string | undefined;
  teamTimeZone: string;
  organizer: InviteParty;
}

const TITLE = "OptimAIte demo";

/** What only the team's invite says: the person's figures and notes, never sent back to the person. */
function teamDescription({ lead }: MeetingMail): string {
  const roi = lead.estimatedROI;
  return [
    `Demo with ${lead.name} <${lead.email}>`,
    lead.company && `Company: ${lead.company}`,
    lead.industry && `Industry: ${lead.industry}`,
    roi && `Estimated monthly ROI: ${formatUsd(roi.monthlyROI)}`,
    roi && `Estimated annual ROI: ${formatUsd(roi.annualROI)}`,
    roi && `Recovered revenue: ${formatUsd(roi.recoveredRevenue)} a month`,
    roi && `Labor savings: ${formatUsd(roi.laborSavings)} a month`,
    `Notes: ${lead.project}`,
  ]
    .filter(Boolean)
    .join("\n");
}

function invite(mail: MeetingMail, side: "person" | "team", method: Invite["method"]): Invite {
  const { meeting, lead } = mail;
  return {
    uid: meeting.uid,
    sequence: meeting.sequence,
    start: meeting.startsAt,
    end: meeting.endsAt,
    method,
    title: side === "team" ? `${TITLE} with ${lead.name}` : TITLE,
    description:
      side === "team"
        ? teamDescription(mail)
        : `Your free demo of OptimAIte, the AI receptionist.\nReschedule or cancel: ${mail.manageUrl}`,
    organizer: mail.organizer,
    attendee: { name: lead.name, email: lead.email },
    ...(side === "person" ? { url: mail.manageUrl } : {}),
  };
}

/** The team's side of a meeting as a calendar event (for the owner's day export). */
export const teamInvite = (mail: MeetingMail) => invite(mail, "team", "REQUEST");

const attachment = (mail: MeetingMail, side: "person" | "team", method: Invite["method"]) =>
  inviteAttachment(inviteIcs(invite(mail, side, method)), method, method === "CANCEL" ? "cancel.ics" : "invite.ics");

const PERSON_SUBJECT: Record<MeetingEvent, (time: string) => string> = {
  booked: (time) => `Your OptimAIte demo: ${time}`,
  rescheduled: (time) => `Your OptimAIte demo moved to ${time}`,
  cancelled: () => "Your OptimAIte demo is cancelled",
  reminder: (time) => `Reminder: your OptimAIte demo, ${time}`,
};

const PERSON_LINES: Record<MeetingEvent, (time: string) => string[]> = {
  booked: (time) => [`Your free demo of OptimAIte is booked for ${time}.`, "The calendar invitation is attached."],
  rescheduled: (time) => [`Your demo now takes place on ${time}.`, "The updated invitation is attached."],
  cancelled: (time) => [`Your demo of ${time} is cancelled. Your calendar removes it with the attachment.`],
  reminder: (time) => [`A reminder: your free demo of OptimAIte is on ${time}.`],
};

function personEmail(event: MeetingEvent, mail: MeetingMail): EmailMessage {
  const time = formatMeetingTime(mail.meeting.startsAt, mail.meeting.timeZone);
  const roi = mail.lead.estimatedROI;
  const message = brandedEmail(
    "optimaite",
    {
      template: `demo-${event}`,
      to: mail.lead.email,
      subject: PERSON_SUBJECT[event](time),
      text: [
        greeting(mail.lead.name, "en"),
        "",
        ...PERSON_LINES[event](time),
        ...(event === "cancelled"
          ? ["", "Book another time whenever it suits you: we'd be glad to show you OptimAIte."]
          : ["", `To reschedule or cancel: ${mail.manageUrl}`]),
        ...(roi && event === "booked"
          ? [
              "",
              `Your estimate from the ROI calculator: ${formatUsd(roi.monthlyROI)} a month, ${formatUsd(roi.annualROI)} a year. We'll bring it to the demo.`,
            ]
          : []),
        "",
        "The OptimAIte team",
      ].join("\n"),
    },
    { links: [mail.manageUrl] },
  );
  if (event === "reminder") return message;
  return { ...message, attachments: [attachment(mail, "person", event === "cancelled" ? "CANCEL" : "REQUEST")] };
}

function teamEmails(event: MeetingEvent, mail: MeetingMail): EmailMessage[] {
  const time = formatMeetingTime(mail.meeting.startsAt, mail.teamTimeZone);
  const method = event === "cancelled" ? "CANCEL" : "REQUEST";
  const emails =
    event === "booked"
      ? leadNotification(mail.teamEmail, "demo", { ...mail.lead, meeting: time })
      : teamNotification(
          "optimaite",
          mail.teamEmail,
          event === "cancelled"
            ? { template: "demo-cancelled-team-notification", subject: "Demo cancelled" }
            : { template: "demo-rescheduled-team-notification", subject: "Demo rescheduled" },
          { Meeting: time, Name: mail.lead.name, Email: mail.lead.email },
          mail.lead.email,
        );
  return emails.map((email) => ({ ...email, attachments: [attachment(mail, "team", method)] }));
}

/** The emails a meeting's change sends: the person's (with their invite) and TEAM_EMAIL's (with the team's). */
export function meetingEmails(event: MeetingEvent, mail: MeetingMail): EmailMessage[] {
  return [personEmail(event, mail), ...(event === "reminder" ? [] : teamEmails(event, mail))];
}
