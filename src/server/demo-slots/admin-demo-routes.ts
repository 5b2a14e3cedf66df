import { createRoute, z } from "@hono/zod-openapi";
import { availabilitySchema } from "@shared/demo-slots/availability";
import { adminMeetingSchema, adminMeetingsSchema, meetingOutcomeSchema } from "@shared/schemas/demo-slots";
import { calendarDaySchema } from "@shared/schemas/pipeline";
import { actorOf } from "../admin/actor";
import type { AppDeps } from "../context";
import type { Api } from "../lib/api";
import { adminDenied, adminOnly } from "../lib/openapi-security";
import { listMeetings, markOutcome, meetingsOfDay } from "./admin-meetings";
import { loadAvailability, saveAvailability } from "./availability-store";
import { calendarIcs } from "./invite";
import { teamInvite } from "./meeting-emails";
import { meetingMail } from "./meeting-mail";
import { forgetOpenSlots } from "./slot-list-cache";

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

const readAvailabilityRoute = createRoute({
  method: "get",
  path: "/admin/availability",
  tags: ["admin"],
  ...adminOnly,
  summary: "The team's demo availability (the defaults until saved once)",
  responses: { 200: json(availabilitySchema, "Availability"), ...adminDenied },
});

const saveAvailabilityRoute = createRoute({
  method: "put",
  path: "/admin/availability",
  tags: ["admin"],
  ...adminOnly,
  summary: "Replace the team's demo availability (weekly hours, zone, slot length, buffer, notice, horizon, days off)",
  request: { body: { required: true, content: { "application/json": { schema: availabilitySchema } } } },
  responses: { 200: json(availabilitySchema, "Saved"), 400: { description: "Invalid settings" }, ...adminDenied },
});

const meetingsRoute = createRoute({
  method: "get",
  path: "/admin/demo-meetings",
  tags: ["admin"],
  ...adminOnly,
  summary: "Booked demos: upcoming first (soonest first), then past and cancelled ones",
  responses: { 200: json(adminMeetingsSchema, "Meetings"), ...adminDenied },
});

const outcomeRoute = createRoute({
  method: "post",
  path: "/admin/demo-meetings/{id}/outcome",
  tags: ["admin"],
  ...adminOnly,
  summary: "Mark a demo done or no-show; moves the lead's pipeline on (qualified, contacted), never back",
  request: {
    params: z.object({ id: z.uuid() }),
    body: { required: true, content: { "application/json": { schema: meetingOutcomeSchema } } },
  },
  responses: {
    200: json(adminMeetingSchema, "The meeting"),
    400: { description: "Invalid outcome" },
    404: { description: "No such meeting, or it was cancelled" },
    ...adminDenied,
  },
});

const dayCalendarRoute = createRoute({
  method: "get",
  path: "/admin/demo-calendar",
  tags: ["admin"],
  ...adminOnly,
  summary: "The demos of one day (in the team's time zone) as an .ics file",
  request: { query: z.object({ day: calendarDaySchema }) },
  responses: {
    200: { description: "text/calendar", content: { "text/calendar": { schema: z.string() } } },
    400: { description: "Invalid day" },
    ...adminDenied,
  },
});

/** The owner's side of demo slots; registered after the admin routes, whose /admin/* guard covers these. */
export function registerAdminDemoRoutes(api: Api, deps: AppDeps) {
  const { db } = deps.database;

  api.openapi(readAvailabilityRoute, async (c) => c.json(await loadAvailability(db), 200));

  api.openapi(saveAvailabilityRoute, async (c) => {
    const settings = c.req.valid("json");
    await saveAvailability(db, settings);
    forgetOpenSlots(db);
    return c.json(settings, 200);
  });

  api.openapi(meetingsRoute, async (c) => {
    const { timeZone } = await loadAvailability(db);
    return c.json({ teamTimeZone: timeZone, meetings: await listMeetings(db, new Date()) }, 200);
  });

  api.openapi(outcomeRoute, async (c) => {
    const actor = await actorOf(c, deps);
    if (!actor) return c.json({ error: "Sign in required" }, 401);
    const marked = await markOutcome(db, c.req.valid("param").id, c.req.valid("json").outcome, actor);
    if (!marked) return c.json({ error: "No such meeting, or it was cancelled" }, 404);
    forgetOpenSlots(db);
    return c.json(marked, 200);
  });

  api.openapi(dayCalendarRoute, async (c) => {
    const { day } = c.req.valid("query");
    const team = await loadAvailability(db);
    const rows = await meetingsOfDay(db, day, team.timeZone);
    const ics = calendarIcs(
      rows.map((row) => teamInvite(meetingMail(deps, { ...row, timeZone: row.personTimeZone }, row, team))),
    );
    return c.body(ics, 200, {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="demos-${day}.ics"`,
    });
  });
}
