import type { SlotDays } from "@shared/schemas/demo-slots";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { demoBookings, demoMeetings } from "../db/schema";
import { clearDemoData, openSlots } from "../testing/demo-data";
import { inviteOf } from "../testing/ics-reader";
import { createTestApp, type TestApp } from "../testing/test-app";
import { databaseTargets } from "../testing/test-database";

const lead = {
  name: "Dr. Ada Lovelace",
  email: "Ada@Clinic.example",
  company: "Lovelace Aesthetics",
  industry: "Med spa",
  project: "We miss calls during treatments.",
};
const roi = { monthlyROI: 21955, annualROI: 263460, recoveredRevenue: 17955, laborSavings: 4000 };

describe.each(databaseTargets())("demo slots on %s", (target) => {
  let t: TestApp;
  let ip = 0;
  const post = (body: unknown) =>
    t.postJson("/api/submit-demo-booking", body, { "x-forwarded-for": `198.51.100.${(++ip % 250) + 1}` });
  const slots = (timeZone = "Asia/Tokyo") => openSlots(t, timeZone);
  const firstSlot = async (timeZone = "Asia/Tokyo") => {
    const start = (await slots(timeZone)).days[0]?.slots[0]?.start;
    if (!start) throw new Error("no slot offered");
    return start;
  };

  beforeAll(async () => {
    t = await createTestApp(target, { TRUST_PROXY: "true", TEAM_EMAIL: "team@optimaite.test" });
  });
  beforeEach(async () => {
    await clearDemoData(t);
  });
  afterAll(() => t.close());

  it("offers the default hours on a fresh install, grouped by day in the person's zone", async () => {
    const body = await slots("Asia/Tokyo");
    expect(body.timeZone).toBe("Asia/Tokyo");
    expect(body.slotMinutes).toBe(30);
    const all = body.days.flatMap((day) => day.slots);
    expect(all.length).toBeGreaterThan(100);
    const earliest = Date.now() + 12 * 3_600_000;
    expect(all.every((slot) => new Date(slot.start).getTime() >= earliest - 1000)).toBe(true);
    expect((await t.app.request("/api/demo-slots?timeZone=Mars/Olympus")).status).toBe(400);
  });

  it("books the slot with the demo: the meeting, SPEC's lead, an invite for the person and one for the team", async () => {
    const start = await firstSlot();
    const res = await post({ ...lead, estimatedROI: roi, slot: { start, timeZone: "Asia/Tokyo" } });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: string; meeting: { start: string; timeZone: string } };
    expect(body.meeting).toMatchObject({ start, timeZone: "Asia/Tokyo" });
    const [meeting] = await t.runtime.database.db.select().from(demoMeetings);
    expect(meeting).toMatchObject({ demoBookingId: body.id, status: "booked", sequence: 0 });
    expect((await slots()).days.flatMap((day) => day.slots).some((slot) => slot.start === start)).toBe(false);

    const emails = await t.sentEmails();
    const person = emails.find((e) => e.to === "ada@clinic.example");
    const team = emails.find((e) => e.to === "team@optimaite.test");
    expect(person?.text).not.toContain("within 24 hours");
    const link = person?.links.find((l) => l.startsWith("http://localhost:3000/demo/")) as string;
    expect(person?.html).toContain(`href="${link}"`);
    expect((await t.app.request(new URL(link).pathname.replace("/demo/", "/api/demo-meetings/"))).status).toBe(200);
    const mine = inviteOf(person);
    expect(mine).toMatchObject({ method: "REQUEST", uid: meeting?.uid, sequence: 0, start, inUtc: true });
    expect(mine.contentType).toContain("text/calendar");
    expect(mine.organizer).toBe("mailto:team@optimaite.test");
    expect(mine.attendees).toEqual(["mailto:ada@clinic.example"]);
    expect(mine.description).not.toContain("$21,955");
    expect(mine.description).not.toContain("miss calls");
    const theirs = inviteOf(team);
    expect(theirs).toMatchObject({ method: "REQUEST", uid: meeting?.uid, start });
    expect(theirs.description).toContain("ROI mensuel estimé\u00a0: $21,955");
    expect(theirs.description).toContain("Notes\u00a0: We miss calls during treatments.");
    expect(team?.text).toContain("Rendez-vous\u00a0: ");
  });

  it("without a slot keeps today's flow: no meeting, the 24-hour promise", async () => {
    expect((await post(lead)).status).toBe(201);
    expect(await t.runtime.database.db.select().from(demoMeetings)).toHaveLength(0);
    const emails = await t.sentEmails();
    expect(emails.find((e) => e.to === "ada@clinic.example")?.text).toContain("within 24 hours");
  });

  it("twenty parallel bookings of one slot give exactly one booking; the others get fresh slots", async () => {
    const start = await firstSlot("Europe/Zurich");
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post({ ...lead, email: `person${i}@clinic.example`, slot: { start, timeZone: "Europe/Zurich" } }),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const refused = (await answers[statuses.indexOf(409)]?.json()) as { error: string; slots: SlotDays };
    expect(refused.error).toBe("This time was just taken");
    expect(refused.slots.timeZone).toBe("Europe/Zurich");
    expect(refused.slots.days.flatMap((day) => day.slots).some((slot) => slot.start === start)).toBe(false);
    const { db } = t.runtime.database;
    expect(
      await db
        .select()
        .from(demoMeetings)
        .where(eq(demoMeetings.startsAt, new Date(start))),
    ).toHaveLength(1);
    // A refused booking stores nothing: the person keeps what they typed and books again.
    expect(await db.select().from(demoBookings)).toHaveLength(1);
  });

  it("refuses a time that was never offered with the same answer", async () => {
    const res = await post({ ...lead, slot: { start: "2026-01-01T03:07:00.000Z", timeZone: "Asia/Tokyo" } });
    expect(res.status).toBe(409);
    expect(await t.runtime.database.db.select().from(demoBookings)).toHaveLength(0);
  });
});
