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
    bookAgain: string;
    /** The estimate restated in the booking's email. */
    roiAtDemo: (monthly: string, annual: string) => string;
  };
}
