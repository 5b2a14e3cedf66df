import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseUrl } from "../env";
import { startTcpProxy, type TcpProxy } from "../testing/tcp-proxy";
import { createTestApp, type TestApp } from "../testing/test-app";
import { createScratchPostgres } from "../testing/test-database";
import { SERVICE_UNAVAILABLE_MESSAGE } from "./db-errors";

const audit = {
  firstName: "Léa",
  lastName: "Martin",
  email: "outage@example.com",
  phone: "+41 79 123 45 67",
  canton: "GE",
  status: "frontalier",
  annualIncome: "60000-90000",
  has3aPillar: "no",
  currentInsurance: "lamal",
  mainGoal: "all",
  wantsCallback: "no",
  consent: true,
};

describe.runIf(testDatabaseUrl())("PostgreSQL outage", () => {
  let proxy: TcpProxy;
  let t: TestApp;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const scratch = await createScratchPostgres();
    drop = scratch.drop;
    const url = new URL(scratch.url);
    proxy = await startTcpProxy(url.hostname, Number(url.port || 5432));
    url.hostname = "127.0.0.1";
    url.port = String(proxy.port);
    t = await createTestApp("pglite", { DATABASE_URL: url.toString() });
  });
  afterAll(async () => {
    await t.close();
    await proxy.close();
    await drop();
  });

  it("answers 503 on health and forms while the database is down, and recovers by itself", async () => {
    expect((await t.app.request("/api/health")).status).toBe(200);
    await proxy.cut();

    // Readiness answers from its last check for up to a second.
    await expect.poll(async () => (await t.app.request("/api/health")).status, { timeout: 5_000 }).toBe(503);
    const refused = await t.postJson("/api/audit-requests", audit);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ error: SERVICE_UNAVAILABLE_MESSAGE });
    expect(refused.headers.get("retry-after")).toBe("5");

    await proxy.restore();
    await expect.poll(async () => (await t.app.request("/api/health")).status, { timeout: 10_000 }).toBe(200);
    expect((await t.postJson("/api/audit-requests", audit)).status).toBe(201);
  });
});
