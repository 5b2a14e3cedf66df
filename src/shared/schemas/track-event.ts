import { z } from "./zod";

/** The page events counted for the funnels (issue 16): only their number per day is stored. */
export const TRACKED_EVENTS = ["audit_opened"] as const;
export type TrackedEvent = (typeof TRACKED_EVENTS)[number];

export const trackEventSchema = z.object({ name: z.enum(TRACKED_EVENTS) });
