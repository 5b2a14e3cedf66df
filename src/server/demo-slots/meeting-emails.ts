import type { ShownPlace } from "@shared/demo-slots/meeting-place";
import { formatMeetingTime, meetingMinutes } from "@shared/demo-slots/meeting-time";
import { formatUsd } from "@shared/number-format";
import { type LeadDetails, languageLine, leadNotification } from "../leads/lead-emails";
import { type MeetingEvent, optimaiteEmailLang, optimaiteWording } from "../leads/wording";
import { brandedEmail } from "../mail/email-layout";
import type { EmailMessage } from "../mail/email-message";
import { greeting } from "../mail/greeting";
import { teamNotification } from "../mail/team-notification";
import { type Invite, type InviteParty, inviteAttachment, inviteIcs } from "./invite";

export type { MeetingEvent } from "../leads/wording";

export interface MeetingMail {
  meeting: { uid: string; sequence: number; startsAt: Date; endsAt: Date; timeZone: string };
  lead: LeadDetails;
  /** The private page where the person reschedules or cancels. */
  manageUrl: string;
  /** The OptimAIte page that opens the demo dialog, in the person's language (after a cancellation). */
  bookAgainUrl: string;
  /** Where the meeting happens, as the owner set it in the availability editor; none set, none said. */
  place?: ShownPlace;
  teamEmail: string | undefined;
  teamTimeZone: string;
  organizer: InviteParty;
}

/** The team's side of the meeting stays in English, whatever the person's language. */
const TEAM_TITLE = "OptimAIte demo";

/** What only the team's invite says: the person's figures and notes, never sent back to the person. */
function teamDescription({ lead }: MeetingMail): string {
  const roi = lead.estimatedROI;
  return [
    `Demo with ${lead.name} <${lead.email}>`,
    `Language: ${languageLine(lead.locale)}`,
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

const personWording = (mail: MeetingMail) => optimaiteWording(mail.lead.locale ?? "en");

function invite(mail: MeetingMail, side: "person" | "team", method: Invite["method"]): Invite {
  const { meeting, lead } = mail;
  return {
    uid: meeting.uid,
    sequence: meeting.sequence,
    start: meeting.startsAt,
    end: meeting.endsAt,
    method,
    title: side === "team" ? `${TEAM_TITLE} with ${lead.name}` : personWording(mail).meeting.title,
    description:
      side === "team" ? teamDescription(mail) : personWording(mail).meeting.inviteDescription(mail.manageUrl),
    organizer: mail.organizer,
    attendee: { name: lead.name, email: lead.email },
    ...(mail.place ? { location: mail.place.text } : {}),
    // One URL per event (RFC 5545): where to join, else (for the person) the page to change the meeting.
    ...(mail.place ? { url: mail.place.uri } : side === "person" ? { url: mail.manageUrl } : {}),
  };
}

/** The team's side of a meeting as a calendar event (for the owner's day export). */
export const teamInvite = (mail: MeetingMail) => invite(mail, "team", "REQUEST");

const attachment = (mail: MeetingMail, side: "person" | "team", method: Invite["method"]) =>
  inviteAttachment(inviteIcs(invite(mail, side, method)), method, method === "CANCEL" ? "cancel.ics" : "invite.ics");

function personEmail(event: MeetingEvent, mail: MeetingMail): EmailMessage {
  const locale = mail.lead.locale ?? "en";
  const w = optimaiteWording(locale);
  const time = w.meetingTime(mail.meeting.startsAt, mail.meeting.timeZone);
  const roi = mail.lead.estimatedROI;
  const { place } = mail;
  const details =
    event === "cancelled"
      ? []
      : [
          "",
          w.meeting.length(meetingMinutes(mail.meeting.startsAt, mail.meeting.endsAt)),
          ...(place ? [w.meeting.place[place.kind](place.text)] : []),
        ];
  const message = brandedEmail(
    "optimaite",
    {
      template: `demo-${event}`,
      to: mail.lead.email,
      subject: w.meeting.subject[event](time),
      text: [
        greeting(mail.lead.name, locale),
        "",
        ...w.meeting.lines[event](time),
        ...details,
        ...(event === "cancelled"
          ? ["", w.meeting.bookAgain(mail.bookAgainUrl)]
          : ["", w.meeting.manage(mail.manageUrl)]),
        ...(roi && event === "booked" ? ["", w.meeting.roiAtDemo(w.usd(roi.monthlyROI), w.usd(roi.annualROI))] : []),
        "",
        w.signOff,
      ].join("\n"),
    },
    {
      links: [
        event === "cancelled" ? mail.bookAgainUrl : mail.manageUrl,
        ...(place?.kind === "video" && event !== "cancelled" ? [place.uri] : []),
      ],
      lang: optimaiteEmailLang(locale),
    },
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
          { Meeting: time, Name: mail.lead.name, Email: mail.lead.email, Language: languageLine(mail.lead.locale) },
          mail.lead.email,
        );
  return emails.map((email) => ({ ...email, attachments: [attachment(mail, "team", method)] }));
}

/** The emails a meeting's change sends: the person's (with their invite) and TEAM_EMAIL's (with the team's). */
export function meetingEmails(event: MeetingEvent, mail: MeetingMail): EmailMessage[] {
  return [personEmail(event, mail), ...(event === "reminder" ? [] : teamEmails(event, mail))];
}
