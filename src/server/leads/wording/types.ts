import type { ShownPlace } from "@shared/demo-slots/meeting-place";

/** A change to a booked demo that the person hears about. */
export type MeetingEvent = "booked" | "rescheduled" | "cancelled" | "reminder";

/** Every fixed text the person gets from OptimAIte (confirmations, meeting emails, invites), in one language. */
export interface OptimaiteEmailWording {
  /** A meeting's start as the person reads it, in their time zone. */
  meetingTime: (start: Date, timeZone: string) => string;
  /** An amount of the ROI calculator: "$12,345", "12 345 $ US". */
  usd: (amount: number) => string;
  signOff: string;
  /** The calculator's estimate, as the confirmation restates it. */
  roiEstimate: (monthly: string, annual: string) => string;
  demoConfirmation: { subject: string; lines: string[] };
  contactConfirmation: { subject: string; lines: string[] };
  meeting: {
    /** The invite's SUMMARY. */
    title: string;
    /** The person's invite DESCRIPTION. */
    inviteDescription: (manageUrl: string) => string;
    subject: Record<MeetingEvent, (time: string) => string>;
    lines: Record<MeetingEvent, (time: string) => string[]>;
    manage: (manageUrl: string) => string;
    /** "Length: 30 minutes": the meeting's own length (its invite's DTEND). */
    length: (minutes: number) => string;
    /** Where the meeting happens, a line for each kind of place (the address or number as written). */
    place: Record<ShownPlace["kind"], (where: string) => string>;
    /** Said after a cancellation, with the page that opens the demo dialog in the person's language. */
    bookAgain: (bookingUrl: string) => string;
    /** The estimate restated in the booking's email. */
    roiAtDemo: (monthly: string, annual: string) => string;
  };
}
