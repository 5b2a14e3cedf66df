import { addHours } from "date-fns";
import { and, eq, gt, inArray, isNull, lte } from "drizzle-orm";
import type { AppDeps } from "../context";
import type { Db } from "../db/client";
import { demoBookings, demoMeetings } from "../db/schema";
import { enqueueEmails } from "../mail/outbox";
import { loadAvailability } from "./availability-store";
import { meetingEmails } from "./meeting-emails";
import { meetingMail } from "./meeting-mail";

export const REMINDER_LEAD_HOURS = 24;

/**
 * What a meeting booked or moved now starts with: a meeting less than 24 h away gets no reminder (its confirmation
 * has just arrived), so it counts as reminded.
 */
export const reminderSentAtFor = (start: Date, now: Date) =>
  start.getTime() - now.getTime() <= REMINDER_LEAD_HOURS * 3_600_000 ? now : null;

/**
 * Queues the reminder of every booked meeting starting within 24 h that has none yet, in one transaction: the
 * conditional UPDATE claims each meeting once, even when two instances run this at the same moment (the second
 * waits for the first's row locks, then finds reminder_sent_at set). Answers how many were queued.
 */
export async function queueDueReminders(db: Db, deps: Pick<AppDeps, "env" | "secret">, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(demoMeetings)
      .set({ reminderSentAt: now })
      .where(
        and(
          eq(demoMeetings.status, "booked"),
          isNull(demoMeetings.reminderSentAt),
          gt(demoMeetings.startsAt, now),
          lte(demoMeetings.startsAt, addHours(now, REMINDER_LEAD_HOURS)),
        ),
      )
      .returning();
    if (claimed.length === 0) return 0;
    const bookings = await tx
      .select()
      .from(demoBookings)
      .where(
        inArray(
          demoBookings.id,
          claimed.map((meeting) => meeting.demoBookingId),
        ),
      );
    const team = await loadAvailability(tx);
    const byId = new Map(bookings.map((booking) => [booking.id, booking]));
    const emails = claimed.flatMap((meeting) => {
      const booking = byId.get(meeting.demoBookingId);
      return booking ? meetingEmails("reminder", meetingMail(deps, meeting, booking, team)) : [];
    });
    await enqueueEmails(tx, emails);
    return emails.length;
  });
}
