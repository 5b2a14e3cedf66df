import { createRoute, z } from "@hono/zod-openapi";
import { shownPlace } from "@shared/demo-slots/meeting-place";
import {
  demoSlotChoiceSchema,
  MANAGE_MESSAGES,
  managedMeetingSchema,
  SLOT_TAKEN_MESSAGE,
  slotTakenSchema,
} from "@shared/schemas/demo-slots";
import type { AppDeps } from "../context";
import type { Api } from "../lib/api";
import { TOO_MANY_REQUESTS } from "../lib/route-kit";
import { loadAvailability } from "./availability-store";
import { SlotTakenError } from "./book-slot";
import { cancelMeeting, findByToken, managedView, rescheduleMeeting } from "./manage-meeting";
import type { MeetingRow } from "./meeting-row";
import { openSlotDays } from "./open-slots";
import { forgetOpenSlots } from "./slot-list-cache";

export const MANAGE_RATE_LIMIT = { name: "demo-meetings", points: 30, durationSeconds: 600 };
/** Reading a link: a person opens their page a few times; many more from one network is someone guessing links. */
export const MANAGE_READ_RATE_LIMIT = {
  name: "demo-meeting-reads",
  points: 60,
  sharedIpv4Points: 300,
  durationSeconds: 600,
};

const errorBody = z.object({ error: z.string() });
const tokenParam = z.object({
  token: z
    .string()
    .min(20)
    .max(100)
    .regex(/^[\w-]+$/),
});
const meetingAnswer = { content: { "application/json": { schema: managedMeetingSchema } } };
const notFound = { description: "Unknown link", content: { "application/json": { schema: errorBody } } };
const gone = {
  description: "Cancelled or already started",
  content: { "application/json": { schema: errorBody } },
};

const readRoute = createRoute({
  method: "get",
  path: "/demo-meetings/{token}",
  tags: ["optimaite"],
  summary: "The demo behind a private reschedule/cancel link",
  request: { params: tokenParam },
  responses: {
    200: { description: "The meeting", ...meetingAnswer },
    400: { description: "Bad link" },
    404: notFound,
    ...TOO_MANY_REQUESTS,
  },
});

const cancelRoute = createRoute({
  method: "post",
  path: "/demo-meetings/{token}/cancel",
  tags: ["optimaite"],
  summary: "Cancel the demo: frees the slot, sends METHOD:CANCEL to the person and the team",
  request: { params: tokenParam },
  responses: {
    200: { description: "Cancelled", ...meetingAnswer },
    400: { description: "Bad link" },
    404: notFound,
    409: gone,
    ...TOO_MANY_REQUESTS,
  },
});

const rescheduleRoute = createRoute({
  method: "post",
  path: "/demo-meetings/{token}/reschedule",
  tags: ["optimaite"],
  summary: "Move the demo to another open slot: same invite UID, higher SEQUENCE",
  request: {
    params: tokenParam,
    body: { required: true, content: { "application/json": { schema: demoSlotChoiceSchema } } },
  },
  responses: {
    200: { description: "Moved", ...meetingAnswer },
    400: { description: "Invalid input" },
    404: notFound,
    409: {
      description: "The slot was just taken (fresh slots), or the demo can no longer be changed",
      content: { "application/json": { schema: z.union([slotTakenSchema, errorBody]) } },
    },
    ...TOO_MANY_REQUESTS,
  },
});

export function registerManageRoutes(api: Api, deps: AppDeps) {
  const { db } = deps.database;
  const view = async (meeting: MeetingRow, now: Date) =>
    managedView(meeting, now, shownPlace((await loadAvailability(db)).place));
  api.on("POST", "/demo-meetings/*", deps.rateLimiters.middleware(MANAGE_RATE_LIMIT));
  // Private headers: privateLinkHeaders, for every answer under the private-link prefixes.
  api.on("GET", "/demo-meetings/*", deps.rateLimiters.middleware(MANAGE_READ_RATE_LIMIT));

  api.openapi(readRoute, async (c) => {
    const meeting = await findByToken(db, c.req.valid("param").token);
    if (!meeting) return c.json({ error: MANAGE_MESSAGES.unknown }, 404);
    return c.json(await view(meeting, new Date()), 200);
  });

  api.openapi(cancelRoute, async (c) => {
    const meeting = await findByToken(db, c.req.valid("param").token);
    if (!meeting) return c.json({ error: MANAGE_MESSAGES.unknown }, 404);
    const now = new Date();
    const cancelled = await cancelMeeting(db, deps, meeting, now);
    if (!cancelled) return c.json({ error: MANAGE_MESSAGES.unchangeable }, 409);
    forgetOpenSlots(db);
    deps.outbox.kick();
    return c.json(await view(cancelled, now), 200);
  });

  api.openapi(rescheduleRoute, async (c) => {
    const meeting = await findByToken(db, c.req.valid("param").token);
    if (!meeting) return c.json({ error: MANAGE_MESSAGES.unknown }, 404);
    const choice = c.req.valid("json");
    const now = new Date();
    try {
      const moved = await rescheduleMeeting(db, deps, meeting, choice, now);
      if (!moved) return c.json({ error: MANAGE_MESSAGES.unchangeable }, 409);
      forgetOpenSlots(db);
      deps.outbox.kick();
      return c.json(await view(moved, now), 200);
    } catch (error) {
      if (!(error instanceof SlotTakenError)) throw error;
      return c.json({ error: SLOT_TAKEN_MESSAGE, slots: await openSlotDays(db, now, choice.timeZone) }, 409);
    }
  });
}
