import ICAL from "ical.js";
import type { ParsedEmail } from "./eml";

/** An invite read back by an independent parser (ical.js), for the tests. */
export interface ReadInvite {
  method: string;
  uid: string;
  sequence: number;
  start: string;
  end: string;
  /** True when DTSTART and DTEND are written in UTC ("…Z"). */
  inUtc: boolean;
  status: string;
  description: string;
  organizer: string;
  attendees: string[];
  contentType: string;
}

/** "MAILTO:a@b" and "mailto:a@b" are the same address (the scheme is case-insensitive): "mailto:a@b". */
const calAddress = (value: unknown) => String(value).replace(/^mailto:/i, "mailto:");

export function readIcs(text: string, contentType = ""): ReadInvite {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent("vevent");
  if (!vevent) throw new Error("No VEVENT in the invite");
  const event = new ICAL.Event(vevent);
  return {
    method: String(calendar.getFirstPropertyValue("method")),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    inUtc: event.startDate.zone === ICAL.Timezone.utcTimezone && event.endDate.zone === ICAL.Timezone.utcTimezone,
    status: String(vevent.getFirstPropertyValue("status")),
    description: event.description ?? "",
    organizer: calAddress(vevent.getFirstPropertyValue("organizer")),
    attendees: event.attendees.map((attendee) => calAddress(attendee.getFirstValue())),
    contentType,
  };
}

/** The .ics attached to an email, parsed. */
export function inviteOf(email: ParsedEmail | undefined): ReadInvite {
  const attachment = email?.mail.attachments.find((a) => a.filename?.endsWith(".ics"));
  if (!attachment) throw new Error(`No invite attached to ${email?.subject ?? "a missing email"}`);
  return readIcs(attachment.content.toString("utf8"), attachment.contentType);
}
