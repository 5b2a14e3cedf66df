import type { BookedMeeting, DemoSlotChoice } from "@shared/schemas/demo-slots";
import type { AppDeps } from "../context";
import type { Db } from "../db/client";
import type { demoBookings } from "../db/schema";
import { enqueueEmails } from "../mail/outbox";
import { loadAvailability } from "./availability-store";
import { bookSlot } from "./book-slot";
import { meetingEmails } from "./meeting-emails";
import { meetingMail, uidDomain } from "./meeting-mail";

type Booking = typeof demoBookings.$inferSelect;

/**
 * Books the demo booking just stored (same transaction) on the chosen slot and queues its invites; throws
 * SlotTakenError, which rolls the whole booking back, when the slot went to someone else.
 */
export async function bookDemoSlot(
  tx: Pick<Db, "select" | "insert">,
  deps: Pick<AppDeps, "env" | "secret">,
  booking: Booking,
  slot: DemoSlotChoice,
): Promise<BookedMeeting> {
  const meeting = await bookSlot(tx, {
    demoBookingId: booking.id,
    start: slot.start,
    timeZone: slot.timeZone,
    locale: booking.locale,
    now: new Date(),
    uidDomain: uidDomain(deps.env.SITE_URL),
    secret: deps.secret,
  });
  const team = await loadAvailability(tx);
  await enqueueEmails(tx, meetingEmails("booked", meetingMail(deps, meeting, booking, team)));
  return { start: meeting.startsAt.toISOString(), end: meeting.endsAt.toISOString(), timeZone: meeting.timeZone };
}
