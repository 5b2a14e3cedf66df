import type { SlotDays } from "@shared/schemas/demo-slots";
import { demoBookings, demoMeetings, emailOutbox } from "../db/schema";
import { forgetOpenSlots } from "../demo-slots/slot-list-cache";
import type { TestApp } from "./test-app";

/** The open slots the public list offers, in `timeZone` (the server's default zone when none is given). */
export async function openSlots(t: TestApp, timeZone?: string): Promise<SlotDays> {
  const query = timeZone ? `?timeZone=${encodeURIComponent(timeZone)}` : "";
  return (await (await t.app.request(`/api/demo-slots${query}`)).json()) as SlotDays;
}

/** Every open slot's start, earliest first. */
export async function openSlotStarts(t: TestApp, timeZone?: string): Promise<string[]> {
  return (await openSlots(t, timeZone)).days.flatMap((day) => day.slots.map((slot) => slot.start));
}

/** No booking, no meeting and no email left from an earlier test. */
export async function clearDemoData(t: TestApp): Promise<void> {
  const { db } = t.runtime.database;
  await db.delete(demoMeetings);
  await db.delete(demoBookings);
  forgetOpenSlots(db); // rows deleted behind the app's back
  await db.delete(emailOutbox);
  await t.clearEmails();
}
