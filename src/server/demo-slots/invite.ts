import { createEvent, createEvents, type EventAttributes } from "ics";
import type { EmailAttachment } from "../db/schema";

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
  url?: string;
}

/**
 * An RFC 5545 invite built by `ics`: times in UTC, the meeting's stable UID, SEQUENCE growing with each change,
 * METHOD:REQUEST to add or update it in a calendar, METHOD:CANCEL to remove it.
 */
export function inviteIcs(invite: Invite): string {
  const { error, value } = createEvent({ ...eventOf(invite), method: invite.method });
  if (error || !value) throw error ?? new Error("The invite could not be built");
  return value;
}

/** Several meetings in one calendar file (METHOD:PUBLISH), e.g. the owner's day. */
export function calendarIcs(invites: Omit<Invite, "method">[]): string {
  const { error, value } = createEvents(invites.map(eventOf), { productId: "optimaite/demo", method: "PUBLISH" });
  if (error || !value) throw error ?? new Error("The calendar could not be built");
  return value;
}

function eventOf(invite: Omit<Invite, "method"> & { method?: Invite["method"] }): EventAttributes {
  return {
    productId: "optimaite/demo",
    uid: invite.uid,
    sequence: invite.sequence,
    start: invite.start.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: invite.end.getTime(),
    endInputType: "utc",
    endOutputType: "utc",
    title: invite.title,
    description: invite.description,
    status: invite.method === "CANCEL" ? "CANCELLED" : "CONFIRMED",
    organizer: invite.organizer,
    // The person chose the time themselves: already accepted, no reply asked.
    attendees: [{ ...invite.attendee, rsvp: false, partstat: "ACCEPTED", role: "REQ-PARTICIPANT" }],
    ...(invite.url ? { url: invite.url } : {}),
  };
}

/** The invite as an email attachment a calendar recognises (text/calendar with its method). */
export function inviteAttachment(ics: string, method: Invite["method"], filename = "invite.ics"): EmailAttachment {
  return {
    filename,
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    contentBase64: Buffer.from(ics, "utf8").toString("base64"),
  };
}
