import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calculatorSessions, contactForm, demoBookings } from "../db/schema";
import { signedInCookie } from "../testing/sessions";
import { createTestApp, type TestApp } from "../testing/test-app";
import { databaseTargets } from "../testing/test-database";
import { insertVisits } from "../tracking/visit-writes";
import { csvCell } from "./csv";

describe.each(databaseTargets())("admin API on %s", (target) => {
  let t: TestApp;
  let admin = "";
  let member = "";
  const get = (path: string, cookie?: string) => t.app.request(path, { headers: cookie ? { cookie } : {} });

  beforeAll(async () => {
    t = await createTestApp(target, { INTERNAL_EMAIL: "owner@provider.example" });
    admin = await signedInCookie(t, "boss@example.com", "admin");
    member = await signedInCookie(t, "member@example.com", "user");
    const { db } = t.runtime.database;
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await db.insert(contactForm).values([
      { name: "Older", email: "older@example.com", project: "p", createdAt: at(30) },
      {
        name: "Newer",
        email: "newer@example.com",
        companyName: "Fiduciaire Sàrl",
        project: '=HYPERLINK("http://evil")',
        createdAt: at(10),
      },
      { name: "Internal", email: "Owner@Provider.example", project: "test", createdAt: at(5) },
    ]);
    await db.insert(demoBookings).values([
      {
        name: "With ROI",
        email: "roi@example.com",
        project: "p",
        estimatedRoi: { monthlyROI: 21955, annualROI: 263460, recoveredRevenue: 17955, laborSavings: 4000 },
      },
    ]);
    await db.insert(calculatorSessions).values([
      { sessionId: "calc_used", updateTokenHash: "a", calculationsPerformed: 3 },
      { sessionId: "calc_idle", updateTokenHash: "b", calculationsPerformed: 0 },
    ]);
    await insertVisits(db, [
      { pagePath: "/faq", persistentUserId: "abcdef123456", cityName: "Bern", countryName: "Switzerland" },
      { pagePath: "/premium" },
      { pagePath: "/details", identifiedEmail: "owner@provider.example" },
    ]);
  });
  afterAll(() => t.close());

  it("answers 401 to anonymous and 403 to non-admins on every admin route of the OpenAPI document", async () => {
    const doc = (await (await get("/api/openapi.json")).json()) as { paths: Record<string, Record<string, unknown>> };
    const adminPaths = Object.entries(doc.paths).filter(([path]) => path.startsWith("/api/admin"));
    expect(adminPaths.length).toBeGreaterThanOrEqual(4);
    for (const [path, methods] of adminPaths) {
      const url = path.replace("{tab}", "contacts").concat(path.includes("data-subject") ? "?email=a@b.ch" : "");
      for (const method of Object.keys(methods)) {
        const anonymous = await t.app.request(url, {
          method: method.toUpperCase(),
          headers: { origin: "http://localhost:3000" },
        });
        expect(anonymous.status, `${method} ${path} anonymous`).toBe(401);
        const nonAdmin = await t.app.request(url, {
          method: method.toUpperCase(),
          headers: { cookie: member, origin: "http://localhost:3000" },
        });
        expect(nonAdmin.status, `${method} ${path} non-admin`).toBe(403);
      }
    }
  });

  it("lists contacts newest first without the internal address", async () => {
    const res = await get("/api/admin/records/contacts", admin);
    expect(res.status).toBe(200);
    const { rows } = (await res.json()) as { rows: { name: string }[] };
    expect(rows.map((r) => r.name)).toEqual(["Newer", "Older"]);
  });

  it("shows demo ROI figures, only used calculator sessions and public-route visitors", async () => {
    const demos = (await (await get("/api/admin/records/demos", admin)).json()) as {
      rows: { estimatedRoi: { monthlyROI: number } }[];
    };
    expect(demos.rows[0]?.estimatedRoi.monthlyROI).toBe(21955);
    const calc = (await (await get("/api/admin/records/calculator", admin)).json()) as {
      rows: { sessionId: string }[];
    };
    expect(calc.rows.map((r) => r.sessionId)).toEqual(["calc_used"]);
    const visitors = (await (await get("/api/admin/records/visitors", admin)).json()) as {
      rows: { page: string }[];
    };
    expect(visitors.rows.map((r) => r.page).sort()).toEqual(["/faq", "/premium"]);
  });

  it("searches case-insensitively and pages with a cursor", async () => {
    const found = (await (await get("/api/admin/records/contacts?q=NEWER", admin)).json()) as { rows: unknown[] };
    expect(found.rows).toHaveLength(1);
    const none = (await (await get("/api/admin/records/contacts?q=%25", admin)).json()) as { rows: unknown[] };
    expect(none.rows).toHaveLength(0);

    const { db } = t.runtime.database;
    await db.insert(contactForm).values(
      Array.from({ length: 60 }, (_, i) => ({
        name: `Bulk ${i}`,
        email: `bulk${i}@example.com`,
        project: "p",
        createdAt: new Date(Date.now() - 3_600_000 - i * 1000),
      })),
    );
    const first = (await (await get("/api/admin/records/contacts", admin)).json()) as {
      rows: { id: string }[];
      nextCursor: string;
    };
    expect(first.rows).toHaveLength(50);
    const second = (await (await get(`/api/admin/records/contacts?cursor=${first.nextCursor}`, admin)).json()) as {
      rows: { id: string }[];
      nextCursor: string | null;
    };
    expect(second.rows).toHaveLength(12);
    expect(second.nextCursor).toBeNull();
    expect(new Set([...first.rows, ...second.rows].map((r) => r.id)).size).toBe(62);
  });

  it.each([
    ["not base64 JSON", "not-a-cursor"],
    [
      "an invalid date",
      Buffer.from(JSON.stringify(["yesterday", "00000000-0000-4000-8000-000000000000"])).toString("base64url"),
    ],
    ["an id that is no uuid", Buffer.from(JSON.stringify([new Date().toISOString(), "x"])).toString("base64url")],
    ["a wrong shape", Buffer.from(JSON.stringify({ a: 1 })).toString("base64url")],
  ])("answers 400 to a malformed cursor (%s) on every tab", async (_, cursor) => {
    for (const tab of ["contacts", "visitors"]) {
      const res = await get(`/api/admin/records/${tab}?cursor=${encodeURIComponent(cursor)}`, admin);
      expect(res.status, tab).toBe(400);
    }
  });

  it("exports CSV with formulas neutralised", async () => {
    const res = await get("/api/admin/records/contacts/export?q=newer", admin);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="contacts-\d{4}-\d{2}-\d{2}\.csv"/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    // The UTF-8 byte-order mark makes Excel read "Sàrl", not "SÃ rl".
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder().decode(bytes);
    expect(csv).toContain("Fiduciaire Sàrl");
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell("+41 79")).toBe("'+41 79");
    expect(csvCell("-1")).toBe("'-1");
    expect(csvCell("@sum")).toBe("'@sum");
    expect(csvCell("plain")).toBe("plain");
  });

  it("gives the overview and the data-subject export and deletion", async () => {
    const overview = (await (await get("/api/admin/overview", admin)).json()) as {
      visitsPerDay: { day: string; visits: number }[];
      leadsPerWeek: { week: string; leads: number }[];
      topPages: { path: string }[];
    };
    // Every day and week of the period, the quiet ones at zero, so the charts show time as it passed.
    expect(overview.visitsPerDay).toHaveLength(30);
    expect(overview.visitsPerDay.at(-1)?.day).toBe(new Date().toISOString().slice(0, 10));
    expect(overview.visitsPerDay.some((d) => d.visits === 0)).toBe(true);
    expect(overview.visitsPerDay.some((d) => d.visits > 0)).toBe(true);
    expect(overview.leadsPerWeek).toHaveLength(12);
    expect(overview.leadsPerWeek.some((w) => w.leads > 0)).toBe(true);
    expect(overview.topPages.map((p) => p.path)).toContain("/faq");
    const exported = (await (await get("/api/admin/data-subject?email=older@example.com", admin)).json()) as {
      contactMessages: unknown[];
    };
    expect(exported.contactMessages).toHaveLength(1);
    const deleted = await t.app.request("/api/admin/data-subject?email=older@example.com", {
      method: "DELETE",
      headers: { cookie: admin, origin: "http://localhost:3000" },
    });
    expect(await deleted.json()).toMatchObject({ contact_form: 1 });
  });
});

describe("sitemap.xml and robots.txt", () => {
  it("lists every public page with absolute URLs and keeps crawlers out of the back office", async () => {
    const t = await createTestApp("pglite", { SITE_URL: "https://www.example.ch" });
    const xml = await (await t.app.request("/sitemap.xml")).text();
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    for (const path of [
      "/",
      "/premium",
      "/optimaite",
      "/details",
      "/integrations",
      "/faq",
      "/confidentialite",
      "/mentions-legales",
      "/privacy",
      "/legal-notice",
    ]) {
      expect(xml).toContain(`<loc>https://www.example.ch${path}</loc>`);
    }
    const robots = await (await t.app.request("/robots.txt")).text();
    for (const line of [
      "Disallow: /admin",
      "Disallow: /auth",
      "Disallow: /sitemap-manager",
      "Disallow: /api/",
      "Sitemap: https://www.example.ch/sitemap.xml",
    ]) {
      expect(robots).toContain(line);
    }
    await t.close();
  });
});
