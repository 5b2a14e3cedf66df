import { validAuditRequest } from "@shared/schemas/audit.fixture";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditRequests } from "../db/schema";
import { signedInCookie } from "../testing/sessions";
import { createTestApp, type TestApp } from "../testing/test-app";
import { databaseTargets } from "../testing/test-database";

const HOUR_MS = 3_600_000;

describe.each(databaseTargets())("the Audits tab by urgency on %s", (target) => {
  let t: TestApp;
  let admin = "";
  const list = async (cursor?: string) => {
    const res = await t.app.request(`/api/admin/records/audits${cursor ? `?cursor=${cursor}` : ""}`, {
      headers: { cookie: admin },
    });
    expect(res.status).toBe(200);
    return (await res.json()) as { rows: { firstName: string; reportStatus: string }[]; nextCursor: string | null };
  };

  beforeAll(async () => {
    t = await createTestApp(target, {});
    admin = await signedInCookie(t, "owner@example.com", "admin");
    const { consent: _consent, ...answers } = validAuditRequest;
    // 60 waiting requests ("w00" created 100 hours ago … "w59" 41 hours ago) and 30 with their report sent ("s00"
    // newest … "s29" oldest), interleaved in time so that newest first would mix them.
    const waiting = Array.from({ length: 60 }, (_, i) => ({
      ...answers,
      firstName: `w${String(i).padStart(2, "0")}`,
      consentAt: new Date(),
      createdAt: new Date(Date.now() - (100 - i) * HOUR_MS),
    }));
    const sent = Array.from({ length: 30 }, (_, i) => [
      {
        ...answers,
        firstName: `s${String(i).padStart(2, "0")}`,
        consentAt: new Date(),
        createdAt: new Date(Date.now() - (i + 0.5) * HOUR_MS * 2),
        reportStatus: i % 2 ? ("called" as const) : ("report-sent" as const),
      },
    ]).flat();
    await t.runtime.database.db.insert(auditRequests).values([...waiting, ...sent]);
  });
  afterAll(() => t.close());

  it("lists the requests without a report first, earliest due first, then the others newest first, across pages", async () => {
    const first = await list();
    expect(first.rows).toHaveLength(50);
    expect(first.nextCursor).not.toBeNull();
    const second = await list(first.nextCursor as string);
    expect(second.nextCursor).toBeNull();
    const names = [...first.rows, ...second.rows].map((row) => row.firstName);
    const waiting = Array.from({ length: 60 }, (_, i) => `w${String(i).padStart(2, "0")}`);
    const sent = Array.from({ length: 30 }, (_, i) => `s${String(i).padStart(2, "0")}`);
    expect(names).toEqual([...waiting, ...sent]);
  });

  it("goes on from a cursor in either group", async () => {
    const first = await list();
    const second = await list(first.nextCursor as string);
    expect(second.rows.map((row) => row.firstName).slice(0, 11)).toEqual([
      ...Array.from({ length: 10 }, (_, i) => `w${i + 50}`),
      "s00",
    ]);
    expect(second.rows.slice(10).every((row) => row.reportStatus !== "new")).toBe(true);
  });
});
