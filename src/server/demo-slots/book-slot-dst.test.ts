import { type Availability, DEFAULT_AVAILABILITY } from "@shared/demo-slots/availability";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoBookings, demoMeetings } from "../db/schema";
import { readIcs } from "../testing/ics-reader";
import { createTestApp, type TestApp } from "../testing/test-app";
import { saveAvailability } from "./availability-store";
import { bookSlot, SlotTakenError } from "./book-slot";
import { inviteIcs } from "./invite";
import { teamInvite } from "./meeting-emails";
import { meetingMail } from "./meeting-mail";

const weekdays = (zone: string): Availability => ({ ...DEFAULT_AVAILABILITY, timeZone: zone });

describe("booking across the clock changes (the database at a chosen 'now')", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(() => t.close());

  const booking = async () => {
    const [row] = await t.runtime.database.db
      .insert(demoBookings)
      .values({ name: "Ada", email: "ada@clinic.example", project: "Calls" })
      .returning();
    return row as typeof demoBookings.$inferSelect;
  };

  it.each([
    // zone, now (before the change), the Monday 9:00 after it in UTC, the Friday 9:00 before it in UTC
    ["America/New_York", "2026-03-05T12:00:00Z", "2026-03-09T13:00:00.000Z", "2026-03-06T14:00:00.000Z"],
    ["Europe/Zurich", "2026-03-26T12:00:00Z", "2026-03-30T07:00:00.000Z", "2026-03-27T08:00:00.000Z"],
    ["America/New_York", "2026-10-29T12:00:00Z", "2026-11-02T14:00:00.000Z", "2026-10-30T13:00:00.000Z"],
    ["Europe/Zurich", "2026-10-22T12:00:00Z", "2026-10-26T08:00:00.000Z", "2026-10-23T07:00:00.000Z"],
  ])("%s from %s: 9:00 local on both sides, stored and invited in UTC", async (zone, now, monday, friday) => {
    const { db } = t.runtime.database;
    await db.delete(demoMeetings);
    await saveAvailability(db, weekdays(zone));
    const book = async (start: string) =>
      bookSlot(db, {
        demoBookingId: (await booking()).id,
        start,
        timeZone: "Asia/Tokyo",
        now: new Date(now),
        uidDomain: "example.com",
        secret: "s".repeat(32),
      });
    for (const start of [friday, monday]) {
      const meeting = await book(start);
      expect(meeting.startsAt.toISOString()).toBe(start);
      expect(meeting.endsAt.getTime() - meeting.startsAt.getTime()).toBe(30 * 60_000);
      const ics = inviteIcs(
        teamInvite(meetingMail(t.runtime, meeting, { ...(await booking()), estimatedRoi: null }, { timeZone: zone })),
      );
      expect(readIcs(ics)).toMatchObject({ start, inUtc: true, method: "REQUEST" });
    }
    // The same slot again is no longer offered.
    await expect(book(monday)).rejects.toBeInstanceOf(SlotTakenError);
    // 8:00 local is not a slot on either side of the change.
    await expect(book(new Date(new Date(monday).getTime() - 3_600_000).toISOString())).rejects.toBeInstanceOf(
      SlotTakenError,
    );
  });
});
