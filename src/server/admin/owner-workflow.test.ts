import { readFile } from "node:fs/promises";
import path from "node:path";
import { validAuditRequest } from "@shared/schemas/audit.fixture";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsFolder } from "../db/client";
import { auditRequests, contactForm } from "../db/schema";
import { zurichDay } from "../lib/zurich-time";
import { signedInCookie } from "../testing/sessions";
import { createTestApp, type TestApp } from "../testing/test-app";
import { databaseTargets } from "../testing/test-database";

const DAY_MS = 86_400_000;
const { consent: _consent, ...audit } = validAuditRequest;

describe.each(databaseTargets())("the owner's workflow on %s", (target) => {
  let t: TestApp;
  let admin = "";
  const ids: Record<string, string> = {};
  const request = (path: string, init: { method?: string; body?: unknown } = {}) =>
    t.app.request(path, {
      method: init.method ?? "GET",
      headers: { cookie: admin, origin: "http://localhost:3000", "content-type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });

  beforeAll(async () => {
    t = await createTestApp(target, {});
    admin = await signedInCookie(t, "boss@example.com", "admin");
    const { db } = t.runtime.database;
    const at = (days: number) => new Date(Date.now() - days * DAY_MS);
    const rows = await db
      .insert(auditRequests)
      .values([
        { ...audit, email: "Lea.Martin@example.com", consentAt: at(40), createdAt: at(40) },
        { ...audit, consentAt: at(20), createdAt: at(20) },
        { ...audit, consentAt: at(1), createdAt: at(1), followUpOn: zurichDay(new Date()) },
        { ...audit, email: "other@example.com", consentAt: at(2), createdAt: at(2), wantsCallback: "no" },
      ])
      .returning({ id: auditRequests.id });
    for (const [i, name] of ["first", "second", "third", "other"].entries()) ids[name] = rows[i]?.id as string;
    const [contact] = await db
      .insert(contactForm)
      .values({ name: "Ada", email: "ada@example.com", project: "p", ownerNote: "Old note" })
      .returning({ id: contactForm.id });
    ids.contact = contact?.id as string;
  });
  afterAll(() => t.close());

  it("adds each new note to the lead's history instead of replacing the last one", async () => {
    const lead = `/api/admin/leads/audits/${ids.third}`;
    expect((await request(lead, { method: "PATCH", body: { note: "Called, no answer" } })).status).toBe(200);
    const res = await request(lead, { method: "PATCH", body: { note: "Called back, sends the payslips" } });
    expect(await res.json()).toMatchObject({ note: "Called back, sends the payslips" });
    const notes = (await (await request(`${lead}/notes`)).json()) as {
      notes: { text: string; authorEmail: string }[];
    };
    expect(notes.notes.map((note) => note.text)).toEqual(["Called back, sends the payslips", "Called, no answer"]);
    expect(notes.notes[0]?.authorEmail).toBe("boss@example.com");
  });

  it("moves the note written before the history into it (migration 0009), and adds new ones after it", async () => {
    const migration = await readFile(path.join(migrationsFolder, "0009_lead_notes_history.sql"), "utf8");
    for (const statement of migration.split("--> statement-breakpoint").filter((s) => s.includes("INSERT"))) {
      await t.runtime.database.db.execute(sql.raw(statement));
    }
    const lead = `/api/admin/leads/contacts/${ids.contact}`;
    await request(lead, { method: "PATCH", body: { note: "New note" } });
    const notes = (await (await request(`${lead}/notes`)).json()) as { notes: { text: string }[] };
    expect(notes.notes.map((note) => note.text)).toEqual(["New note", "Old note"]);
  });

  it("deletes a person's notes with their leads", async () => {
    const [gone] = await t.runtime.database.db
      .insert(contactForm)
      .values({ name: "Gone", email: "gone@example.com", project: "p" })
      .returning({ id: contactForm.id });
    await request(`/api/admin/leads/contacts/${gone?.id}`, { method: "PATCH", body: { note: "Private detail" } });
    await request("/api/admin/data-subject?email=gone@example.com", { method: "DELETE" });
    const notes = (await (await request(`/api/admin/leads/contacts/${gone?.id}/notes`)).json()) as {
      notes: unknown[];
    };
    expect(notes.notes).toEqual([]);
  });

  it("flags a request whose email sent another one within 30 days", async () => {
    const { rows } = (await (await request("/api/admin/records/audits")).json()) as {
      rows: { id: string; sameEmailWithin30Days: number }[];
    };
    const flag = Object.fromEntries(rows.map((row) => [row.id, row.sameEmailWithin30Days]));
    // 40 and 20 days ago (case differs): within 30 days of each other; 20 and 1 day ago too.
    expect(flag[ids.first as string]).toBe(1);
    expect(flag[ids.second as string]).toBe(2);
    expect(flag[ids.third as string]).toBe(1);
    expect(flag[ids.other as string]).toBe(0);
  });

  it("lists today's follow-ups on the overview", async () => {
    const overview = (await (await request("/api/admin/overview")).json()) as {
      followUps: { id: string; tab: string; followUpOn: string }[];
    };
    expect(overview.followUps).toEqual([
      expect.objectContaining({ id: ids.third, tab: "audits", followUpOn: zurichDay(new Date()) }),
    ]);
  });

  it("exports a CSV that French and Swiss Excel open: BOM, ';', labels instead of codes", async () => {
    const bytes = new Uint8Array(await (await request("/api/admin/records/audits/export")).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...lines] = new TextDecoder().decode(bytes).trim().split("\r\n");
    expect(header?.split(";").slice(0, 4)).toEqual(["Date", "First name", "Last name", "Email"]);
    const other = lines.find((line) => line.includes("other@example.com"));
    expect(other).toContain(";Genève;");
    expect(other).toContain(";Tout optimiser;");
    expect(other).toContain(";New;");
    expect(other).not.toContain(";GE;");
    expect(other).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d;Léa;Martin;other@example\.com;/);

    const comma = await (await request("/api/admin/records/audits/export?separator=comma")).text();
    expect(comma.split("\r\n")[0]).toMatch(/^Date,First name,Last name,Email,/);
  });
});
