import { validAuditRequest } from "@shared/schemas/audit.fixture";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditRequests, leadEvents } from "../db/schema";
import { signedInCookie } from "../testing/sessions";
import { createTestApp, type TestApp } from "../testing/test-app";
import { databaseTargets } from "../testing/test-database";

describe.each(databaseTargets())("the 48-hour report status on %s", (target) => {
  let t: TestApp;
  let admin = "";
  let auditId = "";
  const request = (path: string, init: { method?: string; body?: unknown } = {}) =>
    t.app.request(path, {
      method: init.method ?? "GET",
      headers: { cookie: admin, origin: "http://localhost:3000", "content-type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  const put = (id: string, body: unknown) => request(`/api/admin/audits/${id}/report-status`, { method: "PUT", body });

  beforeAll(async () => {
    t = await createTestApp(target, {});
    admin = await signedInCookie(t, "owner@example.com", "admin");
    const { consent: _consent, ...answers } = validAuditRequest;
    const [row] = await t.runtime.database.db
      .insert(auditRequests)
      .values({ ...answers, consentAt: new Date() })
      .returning({ id: auditRequests.id });
    auditId = row?.id as string;
  });
  afterAll(() => t.close());

  const listedStatus = async () => {
    const page = (await (await request("/api/admin/records/audits")).json()) as { rows: Record<string, unknown>[] };
    return page.rows.find((row) => row.id === auditId)?.reportStatus;
  };

  it("starts as new, moves to report sent then called, each step in the lead's trail", async () => {
    expect(await listedStatus()).toBe("new");
    const sent = await put(auditId, { status: "report-sent" });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ status: "report-sent" });
    expect((await put(auditId, { status: "called" })).status).toBe(200);
    expect(await listedStatus()).toBe("called");

    const history = (await (await request(`/api/admin/leads/audits/${auditId}/events`)).json()) as {
      events: { actorEmail: string; changes: unknown }[];
    };
    expect(history.events.map((event) => [event.actorEmail, event.changes])).toEqual([
      ["owner@example.com", { reportStatus: ["report-sent", "called"] }],
      ["owner@example.com", { reportStatus: ["new", "report-sent"] }],
    ]);
    const csv = await (await request("/api/admin/records/audits/export")).text();
    expect(csv).toContain(";48-hour report;");
    expect(csv).toContain(";Called;");
  });

  it("logs nothing when the status does not change, refuses unknown statuses and answers 404 for no request", async () => {
    const before = (await t.runtime.database.db.select().from(leadEvents)).length;
    expect((await put(auditId, { status: "called" })).status).toBe(200);
    expect(await t.runtime.database.db.select().from(leadEvents)).toHaveLength(before);
    expect((await put(auditId, { status: "archived" })).status).toBe(400);
    expect((await put(auditId, {})).status).toBe(400);
    expect((await put("00000000-0000-4000-8000-000000000000", { status: "called" })).status).toBe(404);
    expect(await listedStatus()).toBe("called");
  });
});
