import type { EmailAttachment } from "../db/schema";
import { contentLine, icsText, paramValue, textValue, uriValue, utcDateTime } from "../lib/icalendar";

export interface InviteParty {
  name: string;
  email: string;
}

export interface Invite {
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  method: "REQUEST" | "CANCEL";
  title: string;
  description: string;
  organizer: InviteParty;
  attendee: InviteParty;
  /** Where it happens, as people read it (a video address, a phone number): LOCATION, a TEXT value. */
  location?: string;
  /** The one URI of the event: where to join (https:, tel:), or the page to change it. */
  url?: string;
}

/** RFC 5545's PRODID form: -//Organisation//Product//Language. */
export const PRODUCT_ID = "-//OptimAIte//Demo booking//EN";

/**
 * An RFC 5545 invite: times in UTC, the meeting's stable UID, SEQUENCE growing with each change, METHOD:REQUEST to
 * add or update it in a calendar, METHOD:CANCEL to remove it.
 */
export function inviteIcs(invite: Invite): string {
  return calendar(invite.method, [eventLines(invite, invite.method)]);
}

/**
 * Several meetings in one calendar file (METHOD:PUBLISH), e.g. the owner's day. A published event names no
 * attendee (RFC 5546 §3.2.1): the person is in the title and the description.
 */
export function calendarIcs(invites: Omit<Invite, "method">[]): string {
  return calendar(
    "PUBLISH",
    invites.map((invite) => eventLines(invite, "PUBLISH")),
  );
}

function calendar(method: Invite["method"] | "PUBLISH", events: string[][]): string {
  return icsText([
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    contentLine("PRODID", PRODUCT_ID),
    "CALSCALE:GREGORIAN",
    `METHOD:${method}`,
    ...events.flat(),
    "END:VCALENDAR",
  ]);
}

const calAddress = (party: InviteParty) => uriValue(`mailto:${party.email}`);

function eventLines(invite: Omit<Invite, "method">, method: Invite["method"] | "PUBLISH"): string[] {
  return [
    "BEGIN:VEVENT",
    contentLine("UID", textValue(invite.uid)),
    `DTSTAMP:${utcDateTime(new Date())}`,
    `DTSTART:${utcDateTime(invite.start)}`,
    `DTEND:${utcDateTime(invite.end)}`,
    `SEQUENCE:${invite.sequence}`,
    `STATUS:${method === "CANCEL" ? "CANCELLED" : "CONFIRMED"}`,
    contentLine("SUMMARY", textValue(invite.title)),
    contentLine("DESCRIPTION", textValue(invite.description)),
    ...(invite.location ? [contentLine("LOCATION", textValue(invite.location))] : []),
    ...(invite.url ? [contentLine("URL", uriValue(invite.url))] : []),
    contentLine("ORGANIZER", calAddress(invite.organizer), { CN: paramValue(invite.organizer.name) }),
    // The person chose the time themselves: already accepted, no reply asked. Parameter tokens are bare.
    ...(method === "PUBLISH"
      ? []
      : [
          contentLine("ATTENDEE", calAddress(invite.attendee), {
            CN: paramValue(invite.attendee.name),
            ROLE: "REQ-PARTICIPANT",
            PARTSTAT: "ACCEPTED",
            RSVP: "FALSE",
          }),
        ]),
    "END:VEVENT",
  ];
}

/** The invite as an email attachment a calendar recognises (text/calendar with its method). */
export function inviteAttachment(ics: string, method: Invite["method"], filename = "invite.ics"): EmailAttachment {
  return {
    filename,
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    contentBase64: Buffer.from(ics, "utf8").toString("base64"),
  };
}
