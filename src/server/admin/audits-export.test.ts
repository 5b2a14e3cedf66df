import { validRefineAnswers as answers, validAuditRequest } from "@shared/schemas/audit.fixture";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInCookie } from "../testing/sessions";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../testing/test-app";

/** The CSV's rows as cells (the exporter quotes no cell of these rows), without the byte-order mark. */
const parse = (csv: string) =>
  csv
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n")
    .map((line) => line.split(";"));

describe("the audits' CSV export", () => {
  let t: TestApp;
  let admin = "";
  beforeAll(async () => {
    t = await createTestApp("pglite", { TRUST_PROXY: "true" });
    admin = await signedInCookie(t, "boss@example.com", "admin");
  });
  afterAll(() => t.close());

  it("links each audit's pre-analysis with the admin page's absolute address, and names its language", async () => {
    const created = await t.postJson(
      "/api/audit-requests",
      { ...validAuditRequest, email: "csv.export@example.com", locale: "de" },
      { "x-forwarded-for": "198.51.100.7" },
    );
    expect(created.status).toBe(201);
    const { id, refineToken } = (await created.json()) as { id: string; refineToken: string };
    const refined = await t.postJson(
      `/api/audit-requests/${id}/pre-analysis`,
      { refineToken, answers },
      { "x-forwarded-for": "198.51.100.8" },
    );
    expect(refined.status).toBe(201);
    const records = (await (
      await t.app.request("/api/admin/records/audits", { headers: { cookie: admin } })
    ).json()) as { rows: { preAnalysisId: string }[] };
    const preAnalysisId = records.rows[0]?.preAnalysisId;
    expect(preAnalysisId).toMatch(/^[0-9a-f-]{36}$/);

    const res = await t.app.request("/api/admin/records/audits/export", { headers: { cookie: admin } });
    expect(res.status).toBe(200);
    const [header = [], row = []] = parse(await res.text());
    const cell = (name: string) => row[header.indexOf(name)];
    expect(cell("Pre-analysis")).toBe(`${TEST_ORIGIN}/admin/pre-analyses/${preAnalysisId}`);
    expect(cell("Language")).toBe("Deutsch");
    expect(row.join(";")).not.toMatch(new RegExp(`(^|;)${preAnalysisId}(;|$)`));
  });
});
