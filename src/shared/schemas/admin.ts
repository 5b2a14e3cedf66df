import { z } from "./zod";

// What the back office's routes answer in common (src/server/admin and its neighbours), typed on both sides.

/** A value as it arrives in the browser: JSON carries a Date as its ISO string. */
export type OnTheWire<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? OnTheWire<U>[]
    : T extends object
      ? { [K in keyof T]: OnTheWire<T[K]> }
      : T;

/** An email queued for sending (the digest, a campaign's test): the address it goes to. */
export const queuedEmailSchema = z.object({ to: z.string() });
export type QueuedEmail = z.infer<typeof queuedEmailSchema>;
