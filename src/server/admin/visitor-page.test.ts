import { ALL_VISITOR_ROUTES } from "@shared/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { websiteVisits } from "../db/schema";
import { signedInCookie } from "../testing/sessions";
import { createTestApp, type TestApp } from "../testing/test-app";
import { databaseTargets } from "../testing/test-database";

interface Row {
  id: string;
  page: string;
  query: string | null;
  visitTimestamp: string;
  city: string | null;
  identifiedEmail: string | null;
}

const base = Date.parse("2026-03-01T12:00:00Z");
const paths = ["/", "/details", "/integrations", "/faq", "/premium", "/optimaite", "/faq?x=1", "/unknown-page"];
const pageOf = (path: string) => path.split("?")[0] as string;

/** Newest first, then by id: what PostgreSQL's (visit_timestamp desc, id desc) gives (uuid order = hex order). */
const newestFirst = (a: Row, b: Row) =>
  Date.parse(b.visitTimestamp) - Date.parse(a.visitTimestamp) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

describe.each(databaseTargets())("visitors tab on %s", (target) => {
  let t: TestApp;
  let admin = "";
  let listed: Row[] = [];

  async function allPages(query = "", filters: Record<string, string> = {}): Promise<Row[][]> {
    const pages: Row[][] = [];
    let cursor: string | null = null;
    do {
      const params = new URLSearchParams({ ...filters, ...(query ? { q: query } : {}) });
      if (cursor) params.set("cursor", cursor);
      const res = await t.app.request(`/api/admin/records/visitors?${params}`, { headers: { cookie: admin } });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { rows: Row[]; nextCursor: string | null };
      pages.push(body.rows);
      cursor = body.nextCursor;
    } while (cursor && pages.length < 20);
    return pages;
  }

  beforeAll(async () => {
    t = await createTestApp(target, { INTERNAL_EMAIL: "owner@provider.example" });
    admin = await signedInCookie(t, "boss@example.com", "admin");
    // 210 visits over 15 distinct instants, so many share a timestamp across paths and page boundaries.
    const rows = Array.from({ length: 210 }, (_, i) => ({
      pagePath: paths[i % paths.length] as string,
      visitTimestamp: new Date(base - (i % 15) * 60_000),
      cityName: i % 3 === 0 ? "Bern" : "Geneva",
      identifiedEmail: i % 10 === 0 ? (i % 20 === 0 ? "Owner@Provider.example" : "owner@provider.example") : null,
    }));
    rows.push({ pagePath: "/faq", visitTimestamp: new Date(base), cityName: "Bern", identifiedEmail: "someone@x.ch" });
    const stored = await t.runtime.database.db.insert(websiteVisits).values(rows).returning();
    listed = stored
      .filter((r) => ALL_VISITOR_ROUTES.includes(pageOf(r.pagePath)))
      .filter((r) => r.identifiedEmail?.toLowerCase() !== "owner@provider.example")
      .map((r) => ({
        id: r.id,
        page: pageOf(r.pagePath),
        query: r.pagePath.split("?")[1] ?? null,
        visitTimestamp: r.visitTimestamp.toISOString(),
        city: r.cityName,
        identifiedEmail: r.identifiedEmail,
      }))
      .sort(newestFirst);
  });
  afterAll(() => t.close());

  it("lists every public route of both sites newest first, without the internal address, in keyset pages", async () => {
    const pages = await allPages();
    expect(pages.map((p) => p.length)).toEqual([50, 50, 50, listed.length - 150]);
    const ids = pages.flat().map((r) => r.id);
    expect(ids).toEqual(listed.map((r) => r.id));
    expect(new Set(pages.flat().map((r) => r.page))).toEqual(
      new Set(["/", "/details", "/integrations", "/faq", "/premium", "/optimaite"]),
    );
    expect(pages.flat().some((r) => r.identifiedEmail === "someone@x.ch")).toBe(true);
  });

  it("matches a page without its query string and shows the query in its own column", async () => {
    const faq = (await allPages("", { path: "/faq" })).flat();
    expect(faq.map((r) => r.id)).toEqual(listed.filter((r) => r.page === "/faq").map((r) => r.id));
    expect(faq.some((r) => r.query === "x=1")).toBe(true);
    expect(faq.every((r) => r.page === "/faq")).toBe(true);
  });

  it("filters by site", async () => {
    const optimaite = (await allPages("", { site: "optimaite" })).flat();
    expect(optimaite.map((r) => r.id)).toEqual(
      listed.filter((r) => ["/optimaite", "/details", "/integrations", "/faq"].includes(r.page)).map((r) => r.id),
    );
    const swisshack = (await allPages("geneva", { site: "swisshack" })).flat();
    expect(new Set(swisshack.map((r) => r.page))).toEqual(new Set(["/", "/premium"]));
  });

  it("searches within the same rows and pages the matches", async () => {
    const expected = listed.filter((r) => r.city === "Bern");
    expect(expected.length).toBeGreaterThan(0);
    const pages = await allPages("BERN");
    expect(pages.flat().map((r) => r.id)).toEqual(expected.map((r) => r.id));

    const faq = await allPages("faq");
    expect(faq.flat().map((r) => r.id)).toEqual(listed.filter((r) => r.page === "/faq").map((r) => r.id));
  });

  it("answers 400 to a malformed cursor", async () => {
    const res = await t.app.request("/api/admin/records/visitors?cursor=not-a-cursor", { headers: { cookie: admin } });
    expect(res.status).toBe(400);
  });
});
