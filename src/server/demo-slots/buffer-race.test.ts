import { DEFAULT_AVAILABILITY } from "@shared/demo-slots/availability";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoBookings, demoMeetings } from "../db/schema";
import { clearDemoData, openSlotStarts } from "../testing/demo-data";
import { createTestApp, type TestApp } from "../testing/test-app";
import { databaseTargets } from "../testing/test-database";
import { saveAvailability } from "./availability-store";
import { bookSlot, SlotTakenError } from "./book-slot";

const MINUTE = 60_000;
const EVERY_DAY = { start: "10:00", end: "11:30" };

/** Issue 40, item 4: the buffer between meetings must hold when people book at the same moment. */
describe.each(databaseTargets())("the buffer between meetings under parallel bookings on %s", (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { TRUST_PROXY: "true" });
    await clearDemoData(t);
    await saveAvailability(t.runtime.database.db, {
      ...DEFAULT_AVAILABILITY,
      timeZone: "Europe/Zurich",
      weeklyHours: Object.fromEntries(["1", "2", "3", "4", "5", "6", "7"].map((day) => [day, [EVERY_DAY]])),
      slotMinutes: 30,
      bufferMinutes: 30,
      minNoticeHours: 0,
      horizonDays: 3,
    });
  });
  afterAll(() => t.close());

  it("never books two meetings closer than 30 minutes from 16 parallel bookings over 10:00–11:30", async () => {
    const starts = await openSlotStarts(t, "Europe/Zurich");
    // The three slots of a day (10:00, 10:30, 11:00) that are all still open.
    const day = starts.filter((start) => starts.includes(new Date(Date.parse(start) + 60 * MINUTE).toISOString()));
    const [first] = day;
    const dayStarts = [0, 30, 60].map((minutes) =>
      new Date(Date.parse(first as string) + minutes * MINUTE).toISOString(),
    );
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        t.postJson(
          "/api/submit-demo-booking",
          {
            name: `Person ${i}`,
            email: `buffer-${i}@clinic.example`,
            project: "Calls",
            slot: { start: dayStarts[i % 3], timeZone: "Europe/Zurich" },
          },
          { "x-forwarded-for": `198.51.100.${i + 1}` },
        ),
      ),
    );
    expect(answers.every((res) => res.status === 201 || res.status === 409)).toBe(true);
    const booked = (await t.runtime.database.db.select().from(demoMeetings))
      .filter((meeting) => meeting.status === "booked")
      .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    expect(booked.length).toBeGreaterThanOrEqual(1);
    for (let i = 1; i < booked.length; i += 1) {
      const gap = (booked[i]?.startsAt.getTime() ?? 0) - (booked[i - 1]?.endsAt.getTime() ?? 0);
      expect(gap, "minutes between two meetings").toBeGreaterThanOrEqual(30 * MINUTE);
    }
  });

  // Two transactions that both read the day before either commits: only the database can tell them apart.
  it.runIf(target === "postgres")(
    "refuses, in the database, a meeting booked within the buffer of one not yet committed",
    async () => {
      const { db } = t.runtime.database;
      await clearDemoData(t);
      const [first] = await openSlotStarts(t, "Europe/Zurich");
      const bookings = await db
        .insert(demoBookings)
        .values([1, 2].map((i) => ({ name: `Person ${i}`, email: `tx-${i}@clinic.example`, project: "Calls" })))
        .returning();
      const book = (tx: Parameters<Parameters<typeof db.transaction>[0]>[0], index: 0 | 1, start: string) =>
        bookSlot(tx, {
          demoBookingId: bookings[index]?.id as string,
          start,
          timeZone: "Europe/Zurich",
          now: new Date(),
          uidDomain: "optimaite.test",
          secret: "a test secret that is long enough to sign",
        });
      let inserted: () => void = () => {};
      let release: () => void = () => {};
      const firstInserted = new Promise<void>((resolve) => {
        inserted = resolve;
      });
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      // 10:00 then, before it commits, 10:30: adjacent, inside the 30-minute buffer.
      const adjacent = new Date(Date.parse(first as string) + 30 * MINUTE).toISOString();
      const earlier = db.transaction(async (tx) => {
        await book(tx, 0, first as string);
        inserted();
        await gate;
      });
      await firstInserted;
      const later = db.transaction((tx) => book(tx, 1, adjacent));
      setTimeout(release, 300);
      const [one, two] = await Promise.allSettled([earlier, later]);
      expect(one.status).toBe("fulfilled");
      expect(two.status === "rejected" && two.reason instanceof SlotTakenError, String(two.status)).toBe(true);
    },
  );
});
