import { timeZoneSchema } from "../demo-slots/time-zone";
import { z } from "./zod";

/** The slot a person picked in the demo dialog: its start (UTC) and the zone they saw it in. */
export const demoSlotChoiceSchema = z.object({
  start: z.iso.datetime({ offset: true }),
  timeZone: timeZoneSchema,
});
export type DemoSlotChoice = z.infer<typeof demoSlotChoiceSchema>;

export const slotSchema = z.object({ start: z.string(), end: z.string() });

/** The open slots, grouped by the person's calendar day ("2026-11-30") in their time zone. */
export const slotDaysSchema = z.object({
  timeZone: z.string(),
  slotMinutes: z.number(),
  days: z.array(z.object({ date: z.string(), slots: z.array(slotSchema) })),
});
export type SlotDays = z.infer<typeof slotDaysSchema>;

export const slotsQuerySchema = z.object({ timeZone: timeZoneSchema.optional() });

/** A booked meeting as its person sees it. */
export const bookedMeetingSchema = z.object({ start: z.string(), end: z.string(), timeZone: z.string() });
export type BookedMeeting = z.infer<typeof bookedMeetingSchema>;

export const SLOT_TAKEN_MESSAGE = "This time was just taken";

/** The private link's refusals: the page shows them in the person's language, by their English text. */
export const MANAGE_MESSAGES = {
  unknown: "This link does not match any demo. Check the link in your email.",
  unchangeable: "This demo can no longer be changed: it was cancelled or has already started.",
} as const;

/** 409 of a booking whose slot went to someone else: fresh slots to pick from. */
export const slotTakenSchema = z.object({ error: z.literal(SLOT_TAKEN_MESSAGE), slots: slotDaysSchema });

/** What the private reschedule/cancel page shows of a meeting. */
export const managedMeetingSchema = bookedMeetingSchema.extend({
  status: z.enum(["booked", "cancelled", "done", "no_show"]),
  /** False once the meeting has started (nothing left to change). */
  changeable: z.boolean(),
  /** The language the person booked in (en, fr): the page speaks it too. */
  locale: z.enum(["en", "fr"]),
  /** Where the meeting happens (the team's video address or phone number, shown and as a URI); null when not set. */
  place: z.object({ kind: z.enum(["video", "phone"]), text: z.string(), uri: z.string() }).nullable(),
});
export type ManagedMeeting = z.infer<typeof managedMeetingSchema>;

export const MEETING_OUTCOMES = ["done", "no_show"] as const;
export const meetingOutcomeSchema = z.object({ outcome: z.enum(MEETING_OUTCOMES) });

/** A meeting in the admin's demos tab: when (UTC, shown in the team's zone), who, and the ROI they brought. */
export const adminMeetingSchema = z.object({
  id: z.string(),
  demoBookingId: z.string(),
  start: z.string(),
  end: z.string(),
  personTimeZone: z.string(),
  status: z.enum(["booked", "cancelled", "done", "no_show"]),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  pipelineStatus: z.string(),
  estimatedROI: z
    .object({ monthlyROI: z.number(), annualROI: z.number(), recoveredRevenue: z.number(), laborSavings: z.number() })
    .nullable(),
  /** The language the person booked in (en, fr): their emails are written in it. */
  locale: z.string(),
});
export type AdminMeeting = z.infer<typeof adminMeetingSchema>;

export const adminMeetingsSchema = z.object({ teamTimeZone: z.string(), meetings: z.array(adminMeetingSchema) });
export type AdminMeetings = z.infer<typeof adminMeetingsSchema>;
