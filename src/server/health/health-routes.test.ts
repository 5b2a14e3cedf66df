import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";
import { databaseTargets } from "../testing/test-database";

describe.each(databaseTargets())("health and API basics on %s", (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  it("answers 200 ok once the database answers", async () => {
    const res = await t.app.request("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("answers liveness without the database", async () => {
    const res = await t.app.request("/api/health/live");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("lists the API routes in /api/openapi.json", async () => {
    const res = await t.app.request("/api/openapi.json");
    const doc = (await res.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toContain("/api/health");
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await t.app.request("/api/nothing-here");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "Not found" });
  });

  it("answers unknown pages with 404", async () => {
    const res = await t.app.request("/no-such-page");
    expect(res.status).toBe(404);
  });
});

describe("health when the database is gone", () => {
  it("answers 503 on readiness and still 200 on liveness", async () => {
    const t = await createTestApp("pglite");
    await t.runtime.database.close();
    const res = await t.app.request("/api/health");
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: "unavailable" });
    expect((await t.app.request("/api/health/live")).status).toBe(200);
    await t.runtime.outbox.stop();
  });
});
