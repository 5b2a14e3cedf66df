import type { Availability } from "@shared/demo-slots/availability";
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { demoBookings } from "./leads-schema";
import { createdAt, id } from "./schema-columns";

// Demo slots (issue 30): the team's availability and the meetings booked on it.

/** One row, "team": the hours the demo dialog offers. No row means the defaults (DEFAULT_AVAILABILITY). */
export const demoAvailability = pgTable("demo_availability", {
  id: text("id").primaryKey().default("team"),
  settings: jsonb("settings").$type<Availability>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const MEETING_STATUSES = ["booked", "cancelled", "done", "no_show"] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];

/**
 * A demo booked on a slot. The partial unique index is what makes a slot bookable once, across every instance: two
 * inserts of one start while booked cannot both commit. A cancelled meeting frees its slot; done and no-show are
 * in the past.
 */
export const demoMeetings = pgTable(
  "demo_meetings",
  {
    id: id(),
    demoBookingId: uuid("demo_booking_id")
      .notNull()
      .references(() => demoBookings.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /**
     * The end plus the buffer in force when it was booked: the database's no-overlap constraint covers
     * [starts_at, blocked_until), so two meetings booked at the same moment still keep the buffer between them.
     */
    blockedUntil: timestamp("blocked_until", { withTimezone: true }).notNull(),
    /** The person's time zone when they booked, for their emails. */
    timeZone: text("time_zone").notNull(),
    /** The person's language (en, fr) when they booked: their invites, changes and reminder are written in it. */
    locale: text("locale").notNull().default("en"),
    status: text("status", { enum: MEETING_STATUSES }).notNull().default("booked"),
    /** The invite's UID stays; SEQUENCE grows at each reschedule or cancellation (RFC 5545). */
    uid: text("uid").notNull(),
    sequence: integer("sequence").notNull().default(0),
    /** SHA-256 of the private reschedule/cancel link's secret. */
    manageTokenHash: text("manage_token_hash").notNull(),
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("demo_meetings_booked_slot_idx").on(t.startsAt).where(sql`${t.status} = 'booked'`),
    uniqueIndex("demo_meetings_manage_token_idx").on(t.manageTokenHash),
    uniqueIndex("demo_meetings_booking_idx").on(t.demoBookingId),
    index("demo_meetings_starts_at_idx").on(t.startsAt),
  ],
);
