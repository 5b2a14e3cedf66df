import type { demoMeetings } from "../db/schema";

/** A demo meeting as stored. */
export type MeetingRow = typeof demoMeetings.$inferSelect;
