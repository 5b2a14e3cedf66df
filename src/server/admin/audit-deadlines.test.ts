import { reportDeadline } from "@shared/audit-report-deadline";
import { validAuditRequest } from "@shared/schemas/audit.fixture";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditRequests } from "../db/schema";
import { signedInCookie } from "../testing/sessions";
import { createTestApp, type TestApp } from "../testing/test-app";
import { databaseTargets } from "../testing/test-database";
import { auditReportsDue, auditReportsDueCount } from "./audit-deadlines";

const HOUR_MS = 3_600_000;
// Sunday 29 November 2026, 14:32 in Zurich.
const NOW = new Date("2026-11-29T13:32:00Z");

describe.each(databaseTargets())("audit reports due on %s", (target) => {
  let t: TestApp;
  const { consent: _consent, ...answers } = validAuditRequest;
  const request = (firstName: string, createdAt: Date, reportStatus: "new" | "report-sent" = "new") => ({
    ...answers,
    firstName,
    lastName: "Test",
    email: `${firstName.toLowerCase()}@example.com`,
    consentAt: createdAt,
    createdAt,
    reportStatus,
  });

  beforeAll(async () => {
    t = await createTestApp(target, { INTERNAL_EMAIL: "owner@provider.example" });
    await t.runtime.database.db.insert(auditRequests).values([
      request("Late", new Date(NOW.getTime() - 51 * HOUR_MS)), // overdue by 3 h
      request("Tonight", new Date("2026-11-27T22:30:00Z")), // due at 23:30 Zurich time today
      request("Tomorrow", new Date("2026-11-27T23:30:00Z")), // due just after Zurich's midnight
      request("Sent", new Date(NOW.getTime() - 60 * HOUR_MS), "report-sent"),
      { ...request("Internal", new Date(NOW.getTime() - 60 * HOUR_MS)), email: "Owner@Provider.example" },
    ]);
  });
  afterAll(() => t.close());

  it("lists the overdue reports then the ones due before Zurich's midnight, the internal address left out", async () => {
    const due = await auditReportsDue(t.runtime.database.db, t.runtime.env, NOW);
    expect(due.map((d) => [d.who, d.overdue, d.hours, d.dueToday])).toEqual([
      ["Late Test <late@example.com>", true, 3, false],
      ["Tonight Test <tonight@example.com>", false, 8, true],
    ]);
    expect(await auditReportsDueCount(t.runtime.database.db, t.runtime.env, NOW)).toEqual({ overdue: 1, dueToday: 1 });
  });

  it("counts them in the overview as the shared rule counts them at this moment", async () => {
    const admin = await signedInCookie(t, "boss@example.com", "admin");
    const res = await t.app.request("/api/admin/overview", { headers: { cookie: admin } });
    const now = new Date();
    const waiting = [
      NOW.getTime() - 51 * HOUR_MS,
      Date.parse("2026-11-27T22:30:00Z"),
      Date.parse("2026-11-27T23:30:00Z"),
    ];
    const states = waiting.map((created) => reportDeadline(new Date(created), now));
    expect(((await res.json()) as { auditReports: unknown }).auditReports).toEqual({
      overdue: states.filter((s) => s.overdue).length,
      dueToday: states.filter((s) => s.dueToday).length,
    });
  });
});
