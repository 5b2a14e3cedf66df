import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calculatorSessions } from "../db/schema";
import { createTestApp, type TestApp } from "../testing/test-app";
import { databaseTargets } from "../testing/test-database";

const snapshot = {
  inputs: { callsPerDay: 20, missedCallRate: 30, lostLeadRate: 70, revenuePerClient: 150, receptionistCost: 4000 },
  results: {
    missedCalls: 180,
    lostClients: 126,
    recoveredClients: 119.7,
    lostRevenue: 18900,
    recoveredRevenue: 17955,
    laborSavings: 4000,
    monthlyROI: 21955,
    annualROI: 263460,
  },
};

describe.each(databaseTargets())("calculator sessions on %s", (target) => {
  let t: TestApp;
  const headers = { "x-forwarded-for": "195.186.1.1" };
  const patch = (id: string, token: string, body: unknown) =>
    t.app.request(`/api/calculator-sessions/${id}`, {
      method: "PATCH",
      headers: {
        "content-type": "application/json",
        origin: "http://localhost:3000",
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    t = await createTestApp(target, { TRUST_PROXY: "true" });
  });
  afterAll(() => t.close());

  it("creates a session with the location and no IP, then accepts updates only with its token", async () => {
    const created = await t.postJson("/api/calculator-sessions", { session_id: "calc_1795362000000_k3j4h5" }, headers);
    expect(created.status).toBe(201);
    const { updateToken } = (await created.json()) as { updateToken: string };

    expect(
      (
        await patch("calc_1795362000000_k3j4h5", "not-the-token", {
          inputs_changed: 1,
          calculations_performed: 1,
          time_spent_seconds: 1,
        })
      ).status,
    ).toBe(404);
    const ok = await patch("calc_1795362000000_k3j4h5", updateToken, {
      inputs_changed: 3,
      calculations_performed: 4,
      time_spent_seconds: 42,
      final_roi_data: snapshot,
    });
    expect(ok.status).toBe(204);

    const [row] = await t.runtime.database.db.select().from(calculatorSessions);
    expect(row).toMatchObject({
      sessionId: "calc_1795362000000_k3j4h5",
      cityName: "Bern",
      countryCode: "CH",
      ipAddress: null,
      inputsChanged: 3,
      calculationsPerformed: 4,
      timeSpentSeconds: 42,
      finalRoiData: snapshot,
      convertedToDemo: false,
    });
    expect(JSON.stringify(row)).not.toContain("195.186.1.1");
  });

  it("refuses a reused id, a malformed id, bad counters and an update without its bearer token", async () => {
    await t.postJson("/api/calculator-sessions", { session_id: "calc_1795362000001_aaaa11" }, headers);
    expect(
      (await t.postJson("/api/calculator-sessions", { session_id: "calc_1795362000001_aaaa11" }, headers)).status,
    ).toBe(409);
    expect((await t.postJson("/api/calculator-sessions", { session_id: "<script>" }, headers)).status).toBe(400);
    expect(
      (
        await patch("calc_1795362000001_aaaa11", "x", {
          inputs_changed: -1,
          calculations_performed: 0,
          time_spent_seconds: 0,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await t.app.request("/api/calculator-sessions/calc_1795362000001_aaaa11", {
          method: "PATCH",
          headers: { "content-type": "application/json", origin: "http://localhost:3000" },
          body: JSON.stringify({ inputs_changed: 1, calculations_performed: 1, time_spent_seconds: 1 }),
        })
      ).status,
    ).toBe(401);
  });
});
