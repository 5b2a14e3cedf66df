import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { demoMeetings } from "../db/schema";
import { clearDemoData, openSlotStarts } from "../testing/demo-data";
import { createTestApp, type TestApp } from "../testing/test-app";
import { databaseTargets } from "../testing/test-database";
import { queueDueReminders } from "./reminders";

const HOUR = 3_600_000;

describe.each(databaseTargets())("demo reminders on %s", (target) => {
  let t: TestApp;
  let starts: string[] = [];
  const book = async (start: string, email = "ada@clinic.example") => {
    const res = await t.postJson("/api/submit-demo-booking", {
      name: "Ada",
      email,
      project: "Calls",
      slot: { start, timeZone: "Asia/Tokyo" },
    });
    expect(res.status).toBe(201);
  };
  const remind = (at: number) => queueDueReminders(t.runtime.database.db, t.runtime, new Date(at));

  beforeAll(async () => {
    t = await createTestApp(target, { TEAM_EMAIL: "team@optimaite.test" });
  });
  beforeEach(async () => {
    await clearDemoData(t);
    starts = await openSlotStarts(t);
  });
  afterAll(() => t.close());

  /** An open slot more than `hours` ahead. */
  const slotAfter = (hours: number) => starts.find((s) => new Date(s).getTime() > Date.now() + hours * HOUR) as string;

  it("sends one reminder 24 h before, to the person, with the link; never twice", async () => {
    const start = slotAfter(48);
    await book(start);
    await t.clearEmails();
    const at = new Date(start).getTime();
    expect(await remind(at - 25 * HOUR)).toBe(0);
    expect(await remind(at - 24 * HOUR)).toBe(1);
    expect(await remind(at - 23 * HOUR)).toBe(0);
    const emails = await t.sentEmails();
    expect(emails.map((e) => e.to)).toEqual(["ada@clinic.example"]);
    expect(emails[0]?.subject).toMatch(/^Reminder: your OptimAIte demo/);
    expect(emails[0]?.links.some((link) => link.includes("/demo/"))).toBe(true);
  });

  it("claims each meeting once when instances run the job at the same moment", async () => {
    const start = slotAfter(48);
    await book(start);
    const at = new Date(start).getTime() - 20 * HOUR;
    const counts = await Promise.all([remind(at), remind(at), remind(at)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
  });

  it("sends none for a meeting booked less than 24 h ahead (the confirmation is fresh) or cancelled", async () => {
    const soon = starts.find((s) => new Date(s).getTime() < Date.now() + 24 * HOUR);
    if (soon) {
      await book(soon);
      expect(await remind(Date.now())).toBe(0);
    }
    const later = slotAfter(48);
    await book(later, "grace@clinic.example");
    await t.runtime.database.db.update(demoMeetings).set({ status: "cancelled" });
    expect(await remind(new Date(later).getTime() - 2 * HOUR)).toBe(0);
  });
});
