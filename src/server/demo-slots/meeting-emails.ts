import type { ShownPlace } from "@shared/demo-slots/meeting-place";
import { formatMeetingTime, meetingMinutes } from "@shared/demo-slots/meeting-time";
import { formatUsd } from "@shared/number-format";
import { type LeadDetails, languageLine, leadNotification } from "../leads/lead-emails";
import { type MeetingEvent, optimaiteEmailLang, optimaiteWording } from "../leads/wording";
import { brandedEmail } from "../mail/email-layout";
import type { EmailMessage } from "../mail/email-message";
import { greeting } from "../mail/greeting";
import { teamNotification } from "../mail/team-notification";
import { TEAM_WORDING, type TeamLanguage } from "../mail/team-wording";
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
  /** The language of the team's side: its notifications and its invite (TEAM_LANGUAGE). */
  teamLanguage: TeamLanguage;
  teamTimeZone: string;
  organizer: InviteParty;
}

/** What only the team's invite says, in the team's language: the person's figures and notes, never sent to the person. */
function teamDescription({ lead, teamLanguage }: MeetingMail): string {
  const w = TEAM_WORDING[teamLanguage];
  const line = (label: string, value: string) => `${label}${w.colon} ${value}`;
  const roi = lead.estimatedROI;
  return [
    w.invite.demoWith(lead.name, lead.email),
    line(w.fields.language, languageLine(lead.locale)),
    lead.company && line(w.fields.company, lead.company),
    lead.industry && line(w.fields.industry, lead.industry),
    roi && line(w.fields.monthlyRoi, formatUsd(roi.monthlyROI)),
    roi && line(w.fields.annualRoi, formatUsd(roi.annualROI)),
    roi && w.invite.recovered(formatUsd(roi.recoveredRevenue)),
    roi && w.invite.labor(formatUsd(roi.laborSavings)),
    line(w.invite.notes, lead.project),
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
    title:
      side === "team" ? TEAM_WORDING[mail.teamLanguage].invite.title(lead.name) : personWording(mail).meeting.title,
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
  const team = { email: mail.teamEmail, language: mail.teamLanguage };
  const w = TEAM_WORDING[mail.teamLanguage];
  const emails =
    event === "booked"
      ? leadNotification(team, "demo", { ...mail.lead, meeting: time })
      : teamNotification(
          "optimaite",
          mail.teamEmail,
          event === "cancelled"
            ? { template: "demo-cancelled-team-notification", subject: w.subjects.demoCancelled }
            : { template: "demo-rescheduled-team-notification", subject: w.subjects.demoRescheduled },
          {
            [w.fields.meeting]: time,
            [w.fields.name]: mail.lead.name,
            [w.fields.email]: mail.lead.email,
            [w.fields.language]: languageLine(mail.lead.locale),
          },
          mail.lead.email,
          mail.teamLanguage,
        );
  return emails.map((email) => ({ ...email, attachments: [attachment(mail, "team", method)] }));
}

/** The emails a meeting's change sends: the person's (with their invite) and TEAM_EMAIL's (with the team's). */
export function meetingEmails(event: MeetingEvent, mail: MeetingMail): EmailMessage[] {
  return [personEmail(event, mail), ...(event === "reminder" ? [] : teamEmails(event, mail))];
}
