import { randomUUID } from "node:crypto";
import { SLOT_TAKEN_MESSAGE } from "@shared/schemas/demo-slots";
import { addMinutes } from "date-fns";
import type { Db } from "../db/client";
import { demoMeetings } from "../db/schema";
import { errorCodes } from "../lib/db-errors";
import { sha256Hex } from "../lib/tokens";
import { manageToken } from "./manage-token";
import type { MeetingRow } from "./meeting-row";
import { openSlots } from "./open-slots";
import { reminderSentAtFor } from "./reminders";
import type { Interval } from "./slot-generation";

type Writer = Pick<Db, "select" | "insert">;

/** The slot went to someone else between the list and the click (or is no longer offered). */
export class SlotTakenError extends Error {
  constructor() {
    super(SLOT_TAKEN_MESSAGE);
  }
}

/** A booked meeting's unique index (23505) or no-overlap constraint (23P01) refused the write. */
export function isSlotConflict(error: unknown): boolean {
  return errorCodes(error).some((code) => code === "23505" || code === "23P01");
}

/** An open slot, and the end of the time it blocks: its end plus the buffer in force. */
export type OfferedSlot = Interval & { blockedUntil: Date };

/**
 * The open slot starting at `start`, or SlotTakenError. This only refuses times never offered (a made-up time, one
 * past the notice); two people who both saw a slot open are told apart by the database's constraint at the write,
 * which covers each meeting and its buffer ([start, blockedUntil)).
 */
export async function offeredSlot(db: Pick<Db, "select">, start: string, now: Date): Promise<OfferedSlot> {
  const { slots, availability } = await openSlots(db, now);
  const wanted = new Date(start).getTime();
  const slot = slots.find((candidate) => candidate.start.getTime() === wanted);
  if (!slot) throw new SlotTakenError();
  return { ...slot, blockedUntil: addMinutes(slot.end, availability.bufferMinutes) };
}

/** Runs a write that takes a slot; a constraint refusal becomes SlotTakenError. */
export async function takingSlot<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isSlotConflict(error)) throw new SlotTakenError();
    throw error;
  }
}

/** Books a stored demo booking on a slot, inside the caller's transaction. */
export async function bookSlot(
  tx: Writer,
  input: {
    demoBookingId: string;
    start: string;
    timeZone: string;
    /** The person's language (en, fr): the meeting's emails are written in it. */
    locale?: string;
    now: Date;
    uidDomain: string;
    secret: string;
  },
): Promise<MeetingRow> {
  const slot = await offeredSlot(tx, input.start, input.now);
  const id = randomUUID();
  const [meeting] = await takingSlot(() =>
    tx
      .insert(demoMeetings)
      .values({
        id,
        demoBookingId: input.demoBookingId,
        startsAt: slot.start,
        endsAt: slot.end,
        blockedUntil: slot.blockedUntil,
        timeZone: input.timeZone,
        ...(input.locale ? { locale: input.locale } : {}),
        uid: `${randomUUID()}@${input.uidDomain}`,
        manageTokenHash: sha256Hex(manageToken(input.secret, id)),
        reminderSentAt: reminderSentAtFor(slot.start, input.now),
      })
      .returning(),
  );
  if (!meeting) throw new Error("The meeting was not stored");
  return meeting;
}
