import { z } from "@hono/zod-openapi";
import { availabilitySchema } from "@shared/demo-slots/availability";
import { adminError } from "@shared/schemas/admin-errors";
import { adminMeetingSchema, adminMeetingsSchema, meetingOutcomeSchema } from "@shared/schemas/demo-slots";
import { calendarDaySchema } from "@shared/schemas/pipeline";
import { actorOf } from "../admin/actor";
import type { AppDeps } from "../context";
import type { Api } from "../lib/api";
import { adminRoute, jsonResponse } from "../lib/route-kit";
import { listMeetings, markOutcome, meetingsOfDay } from "./admin-meetings";
import { loadAvailability, saveAvailability } from "./availability-store";
import { calendarIcs } from "./invite";
import { teamInvite } from "./meeting-emails";
import { meetingMail } from "./meeting-mail";
import { forgetOpenSlots } from "./slot-list-cache";

const readAvailabilityRoute = adminRoute({
  method: "get",
  path: "/admin/availability",
  summary: "The team's demo availability (the defaults until saved once)",
  responses: { 200: jsonResponse(availabilitySchema, "Availability") },
});

const saveAvailabilityRoute = adminRoute({
  method: "put",
  path: "/admin/availability",
  summary: "Replace the team's demo availability (weekly hours, zone, slot length, buffer, notice, horizon, days off)",
  request: { body: { required: true, content: { "application/json": { schema: availabilitySchema } } } },
  responses: { 200: jsonResponse(availabilitySchema, "Saved"), 400: { description: "Invalid settings" } },
});

const meetingsRoute = adminRoute({
  method: "get",
  path: "/admin/demo-meetings",
  summary: "Booked demos: upcoming first (soonest first), then past and cancelled ones",
  responses: { 200: jsonResponse(adminMeetingsSchema, "Meetings") },
});

const outcomeRoute = adminRoute({
  method: "post",
  path: "/admin/demo-meetings/{id}/outcome",
  summary: "Mark a demo done or no-show; moves the lead's pipeline on (qualified, contacted), never back",
  request: {
    params: z.object({ id: z.uuid() }),
    body: { required: true, content: { "application/json": { schema: meetingOutcomeSchema } } },
  },
  responses: {
    200: jsonResponse(adminMeetingSchema, "The meeting"),
    400: { description: "Invalid outcome" },
    404: { description: "No such meeting, or it was cancelled" },
  },
});

const dayCalendarRoute = adminRoute({
  method: "get",
  path: "/admin/demo-calendar",
  summary: "The demos of one day (in the team's time zone) as an .ics file",
  request: { query: z.object({ day: calendarDaySchema }) },
  responses: {
    200: { description: "text/calendar", content: { "text/calendar": { schema: z.string() } } },
    400: { description: "Invalid day" },
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
    if (!actor) return c.json(adminError("sign-in-required"), 401);
    const marked = await markOutcome(db, c.req.valid("param").id, c.req.valid("json").outcome, actor);
    if (!marked) return c.json(adminError("no-such-meeting"), 404);
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
