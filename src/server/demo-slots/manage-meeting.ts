import type { ShownPlace } from "@shared/demo-slots/meeting-place";
import { optimaiteLocaleOr } from "@shared/i18n/locales";
import type { DemoSlotChoice, ManagedMeeting } from "@shared/schemas/demo-slots";
import { and, eq, sql } from "drizzle-orm";
import type { AppDeps } from "../context";
import type { Db } from "../db/client";
import { demoBookings, demoMeetings } from "../db/schema";
import { sha256Hex } from "../lib/tokens";
import { enqueueEmails } from "../mail/outbox";
import { loadAvailability } from "./availability-store";
import { offeredSlot, takingSlot } from "./book-slot";
import { type MeetingEvent, meetingEmails } from "./meeting-emails";
import { meetingMail } from "./meeting-mail";
import type { MeetingRow } from "./meeting-row";
import { reminderSentAtFor } from "./reminders";

type Deps = Pick<AppDeps, "env" | "secret">;

/** The meeting as its private page shows it, with where the team holds it (`place`, none when not set). */
export function managedView(meeting: MeetingRow, now: Date, place: ShownPlace | undefined): ManagedMeeting {
  return {
    start: meeting.startsAt.toISOString(),
    end: meeting.endsAt.toISOString(),
    timeZone: meeting.timeZone,
    status: meeting.status,
    changeable: meeting.status === "booked" && meeting.startsAt.getTime() > now.getTime(),
    locale: optimaiteLocaleOr(meeting.locale),
    place: place ?? null,
  };
}

/** The meeting behind a private link, or undefined. */
export async function findByToken(db: Pick<Db, "select">, token: string): Promise<MeetingRow | undefined> {
  const [row] = await db
    .select()
    .from(demoMeetings)
    .where(eq(demoMeetings.manageTokenHash, sha256Hex(token)));
  return row;
}

/** Queues the emails of a change to a meeting, in the transaction that made it. */
async function announce(tx: Db, deps: Deps, event: MeetingEvent, meeting: MeetingRow) {
  const [booking] = await tx.select().from(demoBookings).where(eq(demoBookings.id, meeting.demoBookingId));
  if (!booking) return;
  const team = await loadAvailability(tx);
  await enqueueEmails(tx, meetingEmails(event, meetingMail(deps, meeting, booking, team)));
}

/** A booked meeting that has not started, updated by `set`; undefined when there is none (already changed). */
function changeBooked(tx: Db, id: string, now: Date, set: Partial<typeof demoMeetings.$inferInsert>) {
  return tx
    .update(demoMeetings)
    .set({ ...set, sequence: sql`${demoMeetings.sequence} + 1` })
    .where(and(eq(demoMeetings.id, id), eq(demoMeetings.status, "booked"), sql`${demoMeetings.startsAt} > ${now}`))
    .returning()
    .then(([row]) => row);
}

/** Cancels: the slot is free again, both sides get METHOD:CANCEL with the same UID and a higher SEQUENCE. */
export async function cancelMeeting(db: Db, deps: Deps, meeting: MeetingRow, now: Date) {
  return db.transaction(async (tx) => {
    const writer = tx as unknown as Db;
    const cancelled = await changeBooked(writer, meeting.id, now, { status: "cancelled", cancelledAt: now });
    if (cancelled) await announce(writer, deps, "cancelled", cancelled);
    return cancelled;
  });
}

/** Moves the meeting to another open slot: same UID, SEQUENCE + 1, the reminder due again; SlotTakenError if lost. */
export async function rescheduleMeeting(db: Db, deps: Deps, meeting: MeetingRow, choice: DemoSlotChoice, now: Date) {
  return db.transaction(async (tx) => {
    const writer = tx as unknown as Db;
    const slot = await offeredSlot(writer, choice.start, now);
    const moved = await takingSlot(() =>
      changeBooked(writer, meeting.id, now, {
        startsAt: slot.start,
        endsAt: slot.end,
        blockedUntil: slot.blockedUntil,
        timeZone: choice.timeZone,
        reminderSentAt: reminderSentAtFor(slot.start, now),
      }),
    );
    if (moved) await announce(writer, deps, "rescheduled", moved);
    return moved;
  });
}
