import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditRequests, contactForm, leadEvents } from "../db/schema";
import { zurichDay } from "../lib/zurich-time";
import { signedInCookie } from "../testing/sessions";
import { createTestApp, type TestApp } from "../testing/test-app";
import { databaseTargets } from "../testing/test-database";

describe.each(databaseTargets())("lead pipeline on %s", (target) => {
  let t: TestApp;
  let admin = "";
  let contactId = "";
  let wonId = "";
  const request = (path: string, init: { method?: string; body?: unknown } = {}) =>
    t.app.request(path, {
      method: init.method ?? "GET",
      headers: { cookie: admin, origin: "http://localhost:3000", "content-type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  const patch = (path: string, body: unknown) => request(path, { method: "PATCH", body });

  beforeAll(async () => {
    t = await createTestApp(target, {});
    admin = await signedInCookie(t, "boss@example.com", "admin");
    const { db } = t.runtime.database;
    const rows = await db
      .insert(contactForm)
      .values([
        {
          name: "Ada",
          email: "ada@example.com",
          project: "p",
          firstTouch: { utm_source: "newsletter", utm_campaign: "nov", referrer_host: null },
        },
        { name: "Bob", email: "bob@example.com", project: "p", followUpOn: "2020-01-01", pipelineStatus: "won" },
      ])
      .returning({ id: contactForm.id });
    contactId = rows[0]?.id as string;
    wonId = rows[1]?.id as string;
  });
  afterAll(() => t.close());

  it("lists a new lead with its source and counts it in the summary", async () => {
    const page = (await (await request("/api/admin/records/contacts")).json()) as { rows: Record<string, unknown>[] };
    expect(page.rows.find((row) => row.id === contactId)).toMatchObject({
      pipelineStatus: "new",
      firstSource: "newsletter / nov",
      lastSource: null,
    });
    const summary = (await (await request("/api/admin/leads/summary")).json()) as { newCounts: Record<string, number> };
    expect(summary.newCounts.contacts).toBe(1);
  });

  it("sets status, note and follow-up day, logs who changed what, and filters by status", async () => {
    const res = await patch(`/api/admin/leads/contacts/${contactId}`, {
      status: "contacted",
      note: "Called, send the offer",
      followUpOn: "2020-06-01",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "contacted", note: "Called, send the offer", followUpOn: "2020-06-01" });

    const history = (await (await request(`/api/admin/leads/contacts/${contactId}/events`)).json()) as {
      events: { actorEmail: string; changes: unknown }[];
    };
    expect(history.events).toEqual([
      expect.objectContaining({
        actorEmail: "boss@example.com",
        changes: { status: ["new", "contacted"], followUpOn: [null, "2020-06-01"], noteChanged: true },
      }),
    ]);
    const [event] = await t.runtime.database.db.select().from(leadEvents);
    expect(JSON.stringify(event)).not.toContain("send the offer");

    const contacted = (await (await request("/api/admin/records/contacts?status=contacted")).json()) as {
      rows: { id: string }[];
    };
    expect(contacted.rows.map((row) => row.id)).toEqual([contactId]);
    const csv = await (await request("/api/admin/records/contacts/export?status=contacted")).text();
    expect(csv).toContain(";Pipeline status;");
    expect(csv).toContain(";Contacted;");
  });

  it("lists open leads whose follow-up day has come, not won or lost ones", async () => {
    const summary = (await (await request("/api/admin/leads/summary")).json()) as {
      today: string;
      newCounts: Record<string, number>;
      followUps: { id: string; tab: string }[];
    };
    expect(summary.today).toBe(zurichDay(new Date()));
    expect(summary.followUps.map((row) => row.id)).toContain(contactId);
    expect(summary.followUps.map((row) => row.id)).not.toContain(wonId);
    expect(summary.newCounts.contacts).toBe(0);
  });

  it("logs nothing when nothing changes, and answers 404 for an unknown lead and 400 for an empty change", async () => {
    expect((await patch(`/api/admin/leads/contacts/${contactId}`, { status: "contacted" })).status).toBe(200);
    expect(await t.runtime.database.db.select().from(leadEvents)).toHaveLength(1);
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await patch(`/api/admin/leads/audits/${unknown}`, { status: "won" })).status).toBe(404);
    expect((await patch(`/api/admin/leads/contacts/${contactId}`, {})).status).toBe(400);
    expect((await patch(`/api/admin/leads/contacts/${contactId}`, { followUpOn: "2026-02-30" })).status).toBe(400);
    expect(await t.runtime.database.db.select().from(auditRequests)).toHaveLength(0);
  });
});
