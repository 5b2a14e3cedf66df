import { z } from "../schemas/zod";
import { meetingPlaceSchema } from "./meeting-place";
import { timeZoneSchema } from "./time-zone";

export { isTimeZone, timeZoneSchema } from "./time-zone";

/** ISO weekdays: 1 is Monday, 7 is Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const WEEKDAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export const SLOT_LENGTHS = [15, 30, 45] as const;

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "A time such as 09:00");

/** One stretch of working hours in a day, "09:00" to "17:00" in the team's time zone. */
export const hoursRangeSchema = z
  .object({ start: clockTime, end: clockTime })
  .refine((range) => range.start < range.end, "The end must come after the start");

type HoursRange = z.infer<typeof hoursRangeSchema>;

/** The first two ranges of a day that share a minute (ranges that only touch, 9–12 and 12–13, do not). */
function overlappingRanges(ranges: HoursRange[]): [HoursRange, HoursRange] | undefined {
  const sorted = [...ranges].sort((a, b) => a.start.localeCompare(b.start));
  for (let i = 1; i < sorted.length; i += 1) {
    const [before, after] = [sorted[i - 1] as HoursRange, sorted[i] as HoursRange];
    if (after.start < before.end) return [before, after];
  }
  return undefined;
}

const rangeText = (range: HoursRange) => `${range.start}–${range.end}`;

/** The team's availability as stored before overlapping ranges were refused: read with this, then `withMergedRanges`. */
export const storedAvailabilitySchema = z.object({
  timeZone: timeZoneSchema,
  /** Working hours per ISO weekday ("1" Monday … "7" Sunday); a missing or empty day is closed. */
  weeklyHours: z.partialRecord(z.enum(["1", "2", "3", "4", "5", "6", "7"]), z.array(hoursRangeSchema).max(4)),
  slotMinutes: z.union([z.literal(15), z.literal(30), z.literal(45)]),
  bufferMinutes: z.number().int().min(0).max(120),
  minNoticeHours: z.number().int().min(0).max(336),
  horizonDays: z.number().int().min(1).max(90),
  /** Days off, "2026-12-25", in the team's time zone. */
  daysOff: z.array(z.iso.date()).max(366),
  /** Where the demos happen (a video link or a phone number); none set, the emails and invites name no place. */
  place: meetingPlaceSchema.optional(),
});

/** The team's availability (issue 30): one set for the whole team, edited on the admin's Availability screen. */
export const availabilitySchema = storedAvailabilitySchema.superRefine((availability, ctx) => {
  // Overlapping or repeated ranges would list the same times twice in the public slot list.
  for (const [day, ranges] of Object.entries(availability.weeklyHours)) {
    const overlap = overlappingRanges(ranges ?? []);
    if (!overlap) continue;
    const dayName = WEEKDAY_NAMES[Number(day) - 1];
    ctx.addIssue({
      code: "custom",
      path: ["weeklyHours", day],
      message: `${dayName}'s hours overlap: ${rangeText(overlap[0])} and ${rangeText(overlap[1])}`,
    });
  }
});

export type Availability = z.infer<typeof availabilitySchema>;

/** A day's ranges sorted, those sharing a minute merged into one (settings saved before overlaps were refused). */
export function withMergedRanges(availability: Availability): Availability {
  const weeklyHours: Availability["weeklyHours"] = {};
  for (const [day, ranges] of Object.entries(availability.weeklyHours) as [
    keyof Availability["weeklyHours"],
    HoursRange[],
  ][]) {
    const merged: HoursRange[] = [];
    for (const range of [...ranges].sort((a, b) => a.start.localeCompare(b.start))) {
      const last = merged.at(-1);
      if (last && range.start < last.end) last.end = range.end > last.end ? range.end : last.end;
      else merged.push({ ...range });
    }
    weeklyHours[day] = merged;
  }
  return { ...availability, weeklyHours };
}

const WORKDAY = [{ start: "09:00", end: "17:00" }];

/** What a fresh install offers: Monday to Friday 9:00–17:00 in New York, 30-minute slots. */
export const DEFAULT_AVAILABILITY: Availability = {
  timeZone: "America/New_York",
  weeklyHours: { "1": WORKDAY, "2": WORKDAY, "3": WORKDAY, "4": WORKDAY, "5": WORKDAY },
  slotMinutes: 30,
  bufferMinutes: 0,
  minNoticeHours: 12,
  horizonDays: 21,
  daysOff: [],
};
