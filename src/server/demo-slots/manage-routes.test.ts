import type { ManagedMeeting } from "@shared/schemas/demo-slots";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emailOutbox } from "../db/schema";
import { clearDemoData, openSlotStarts } from "../testing/demo-data";
import { inviteOf } from "../testing/ics-reader";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../testing/test-app";
import { databaseTargets } from "../testing/test-database";

const lead = { name: "Grace Hopper", email: "grace@clinic.example", project: "Reception overflow" };

describe.each(databaseTargets())("the private reschedule/cancel link on %s", (target) => {
  let t: TestApp;
  /** Books the first open slot; answers the link's secret from the person's email. */
  const book = async () => {
    // The same person books again and again here: the per-email limit of the public forms stays out of the way.
    t.resetRateLimits();
    const [start] = await openSlotStarts(t, "Europe/Zurich");
    const res = await t.postJson("/api/submit-demo-booking", { ...lead, slot: { start, timeZone: "Europe/Zurich" } });
    expect(res.status).toBe(201);
    const email = (await t.sentEmails()).find((e) => e.to === lead.email);
    const link = email?.links.find((l) => l.startsWith(`${TEST_ORIGIN}/demo/`)) ?? "";
    await t.clearEmails();
    return { start: start as string, token: link.slice(`${TEST_ORIGIN}/demo/`.length), uid: inviteOf(email).uid };
  };

  beforeAll(async () => {
    t = await createTestApp(target, { TEAM_EMAIL: "team@optimaite.test" });
  });
  beforeEach(async () => {
    await clearDemoData(t);
  });
  afterAll(() => t.close());

  it("shows the meeting on GET and changes nothing", async () => {
    const { start, token } = await book();
    const res = await t.app.request(`/api/demo-meetings/${token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    expect(await res.json()).toEqual({
      start,
      end: expect.any(String),
      timeZone: "Europe/Zurich",
      status: "booked",
      changeable: true,
      locale: "en",
      place: null,
    } satisfies ManagedMeeting);
    expect((await t.app.request(`/api/demo-meetings/${"x".repeat(43)}`)).status).toBe(404);
  });

  it("cancels on POST: METHOD:CANCEL with the same UID, higher SEQUENCE, and the slot is free again", async () => {
    const { start, token, uid } = await book();
    expect(await openSlotStarts(t, "Europe/Zurich")).not.toContain(start);
    const res = await t.postJson(`/api/demo-meetings/${token}/cancel`, {});
    expect(res.status).toBe(200);
    expect(((await res.json()) as ManagedMeeting).status).toBe("cancelled");
    expect(await openSlotStarts(t, "Europe/Zurich")).toContain(start);
    const emails = await t.sentEmails();
    for (const to of [lead.email, "team@optimaite.test"]) {
      const invite = inviteOf(emails.find((e) => e.to === to));
      expect(invite).toMatchObject({ method: "CANCEL", uid, sequence: 1, status: "CANCELLED", start });
    }
    expect((await t.postJson(`/api/demo-meetings/${token}/cancel`, {})).status).toBe(409);
  });

  it("reschedules to another open slot: same UID, SEQUENCE 1, the old slot free, the new one taken", async () => {
    const { start, token, uid } = await book();
    const next = (await openSlotStarts(t, "Europe/Zurich"))[3] as string;
    const res = await t.postJson(`/api/demo-meetings/${token}/reschedule`, { start: next, timeZone: "Asia/Tokyo" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ start: next, timeZone: "Asia/Tokyo", status: "booked" });
    const open = await openSlotStarts(t, "Europe/Zurich");
    expect(open).toContain(start);
    expect(open).not.toContain(next);
    const invite = inviteOf((await t.sentEmails()).find((e) => e.to === lead.email));
    expect(invite).toMatchObject({ method: "REQUEST", uid, sequence: 1, start: next });
  });

  it("refuses a reschedule onto a taken slot with fresh slots, and keeps the meeting", async () => {
    const first = await book();
    await t.runtime.database.db.delete(emailOutbox);
    const taken = (await openSlotStarts(t, "Europe/Zurich"))[0] as string;
    await t.postJson("/api/submit-demo-booking", {
      ...lead,
      email: "other@clinic.example",
      slot: { start: taken, timeZone: "Europe/Zurich" },
    });
    const res = await t.postJson(`/api/demo-meetings/${first.token}/reschedule`, {
      start: taken,
      timeZone: "Europe/Zurich",
    });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: string }).error).toBe("This time was just taken");
    const still = (await (await t.app.request(`/api/demo-meetings/${first.token}`)).json()) as ManagedMeeting;
    expect(still.start).toBe(first.start);
  });
});
