import { type Availability, DEFAULT_AVAILABILITY } from "@shared/demo-slots/availability";
import type { AdminMeeting, AdminMeetings } from "@shared/schemas/demo-slots";
import ICAL from "ical.js";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { demoBookings, demoMeetings, emailOutbox, leadEvents } from "../db/schema";
import { openSlotStarts } from "../testing/demo-data";
import { signedInCookie } from "../testing/sessions";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../testing/test-app";
import { databaseTargets } from "../testing/test-database";
import { saveAvailability } from "./availability-store";
import { forgetOpenSlots } from "./slot-list-cache";

const roi = { monthlyROI: 21955, annualROI: 263460, recoveredRevenue: 17955, laborSavings: 4000 };

describe.each(databaseTargets())("the owner's demo slots on %s", (target) => {
  let t: TestApp;
  let admin = "";
  let user = "";
  const request = (path: string, init: { method?: string; body?: unknown; cookie?: string } = {}) =>
    t.app.request(path, {
      method: init.method ?? "GET",
      headers: { cookie: init.cookie ?? admin, origin: TEST_ORIGIN, "content-type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  const openStarts = () => openSlotStarts(t);
  const book = async (email: string, start: string, estimatedROI?: typeof roi) => {
    const res = await t.postJson("/api/submit-demo-booking", {
      // A name, not a dotted address (names that read as web addresses are refused).
      name: (email.split("@")[0] ?? "").replaceAll(".", " "),
      email,
      project: "Missed calls",
      ...(estimatedROI ? { estimatedROI } : {}),
      slot: { start, timeZone: "Europe/Zurich" },
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };

  beforeAll(async () => {
    t = await createTestApp(target, {});
    admin = await signedInCookie(t, "owner@example.com", "admin");
    user = await signedInCookie(t, "someone@example.com", "user");
  });
  beforeEach(async () => {
    const { db } = t.runtime.database;
    await db.delete(demoMeetings);
    await db.delete(demoBookings);
    await db.delete(emailOutbox);
    // Through the store, which this instance's cache follows.
    await saveAvailability(db, DEFAULT_AVAILABILITY);
    forgetOpenSlots(db); // rows changed behind the app's back
  });
  afterAll(() => t.close());

  it.each([
    ["GET", "/api/admin/availability", undefined],
    ["PUT", "/api/admin/availability", DEFAULT_AVAILABILITY],
    ["GET", "/api/admin/demo-meetings", undefined],
    ["POST", "/api/admin/demo-meetings/00000000-0000-4000-8000-000000000000/outcome", { outcome: "done" }],
    ["GET", "/api/admin/demo-calendar?day=2026-11-30", undefined],
  ])("%s %s: 401 signed out, 403 for a user", async (method, path, body) => {
    expect((await request(path, { method, body, cookie: "" })).status).toBe(401);
    expect((await request(path, { method, body, cookie: user })).status).toBe(403);
  });

  it("answers the defaults, saves new hours, and the slots follow", async () => {
    expect(await (await request("/api/admin/availability")).json()).toEqual(DEFAULT_AVAILABILITY);
    const zurichMornings: Availability = {
      ...DEFAULT_AVAILABILITY,
      timeZone: "Europe/Zurich",
      weeklyHours: { "2": [{ start: "09:00", end: "10:00" }] },
      slotMinutes: 15,
      minNoticeHours: 0,
      horizonDays: 7,
    };
    const saved = await request("/api/admin/availability", { method: "PUT", body: zurichMornings });
    expect(saved.status).toBe(200);
    expect(await (await request("/api/admin/availability")).json()).toEqual(zurichMornings);
    const starts = await openStarts();
    expect(starts.length).toBeGreaterThanOrEqual(4);
    expect(starts.length).toBeLessThanOrEqual(8);
    const bad = await request("/api/admin/availability", {
      method: "PUT",
      body: { ...zurichMornings, slotMinutes: 20, timeZone: "Nowhere/Else" },
    });
    expect(bad.status).toBe(400);
  });

  it("lists upcoming meetings first with their ROI; done qualifies the lead, no-show marks it contacted", async () => {
    const [first, second] = await openStarts();
    const later = await book("later@clinic.example", second as string);
    const sooner = await book("sooner@clinic.example", first as string, roi);
    const list = (await (await request("/api/admin/demo-meetings")).json()) as AdminMeetings;
    expect(list.teamTimeZone).toBe("America/New_York");
    expect(list.meetings.map((m) => m.demoBookingId)).toEqual([sooner, later]);
    expect(list.meetings[0]?.estimatedROI).toEqual(roi);

    const done = await request(`/api/admin/demo-meetings/${list.meetings[0]?.id}/outcome`, {
      method: "POST",
      body: { outcome: "done" },
    });
    expect(((await done.json()) as AdminMeeting).pipelineStatus).toBe("qualified");
    const noShow = await request(`/api/admin/demo-meetings/${list.meetings[1]?.id}/outcome`, {
      method: "POST",
      body: { outcome: "no_show" },
    });
    expect(await noShow.json()).toMatchObject({ status: "no_show", pipelineStatus: "contacted" });
    const trail = await t.runtime.database.db.select().from(leadEvents);
    expect(trail.map((event) => event.changes.status)).toEqual(
      expect.arrayContaining([
        ["new", "qualified"],
        ["new", "contacted"],
      ]),
    );
  });

  it("exports a day's demos as an .ics another parser reads, with the team's description", async () => {
    const [start] = await openStarts();
    await book("ics@clinic.example", start as string, roi);
    const day = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date(start as string));
    const res = await request(`/api/admin/demo-calendar?day=${day}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/calendar");
    const calendar = new ICAL.Component(ICAL.parse(await res.text()));
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    const events = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    expect(events.map((e) => e.startDate.toJSDate().toISOString())).toEqual([start]);
    expect(events[0]?.description).toContain("ROI mensuel estimé\u00a0: $21,955");
    const empty = await request("/api/admin/demo-calendar?day=2020-01-01");
    expect(new ICAL.Component(ICAL.parse(await empty.text())).getAllSubcomponents("vevent")).toHaveLength(0);
  });

  it("a data-subject export lists the person's meetings; erasing the person frees the slot", async () => {
    const [start] = await openStarts();
    await book("erase.me@clinic.example", start as string);
    const exported = await request("/api/admin/data-subject?email=Erase.Me@clinic.example");
    const data = (await exported.json()) as { demoMeetings: { startsAt: string; status: string }[] };
    expect(data.demoMeetings).toEqual([expect.objectContaining({ startsAt: start, status: "booked" })]);
    expect((await request("/api/admin/data-subject?email=erase.me@clinic.example", { method: "DELETE" })).status).toBe(
      200,
    );
    expect(await t.runtime.database.db.select().from(demoMeetings)).toHaveLength(0);
    forgetOpenSlots(t.runtime.database.db);
    expect(await openStarts()).toContain(start);
  });
});
