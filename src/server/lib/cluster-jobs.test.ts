import { tmpdir } from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../db/client";
import { createScratchPostgres, databaseTargets } from "../testing/test-database";
import { claimPeriod, scheduleClusterJob } from "./cluster-jobs";
import { createLogger } from "./logger";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(databaseTargets())("scheduled jobs shared by several instances on %s", (target) => {
  let instances: Database[];
  let drop = async () => {};
  beforeAll(async () => {
    if (target === "postgres") {
      const scratch = await createScratchPostgres();
      drop = scratch.drop;
      instances = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: scratch.url, dataDir: tmpdir() })));
    } else {
      // PGlite is one process: its "instances" share one database object.
      const database = await openDatabase({ dataDir: tmpdir(), inMemory: true });
      instances = [database, database, database];
    }
  });
  afterAll(async () => {
    await Promise.all([...new Set(instances)].map((database) => database.close()));
    await drop();
  });

  it("gives a period to exactly one of the instances claiming it at once", async () => {
    const claims = await Promise.all(instances.map((database) => claimPeriod(database.db, "claim-test", 400)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimPeriod((instances[1] as Database).db, "claim-test", 400)).toBe(false);
    await sleep(450);
    const later = await Promise.all(instances.map((database) => claimPeriod(database.db, "claim-test", 400)));
    expect(later.filter(Boolean)).toHaveLength(1);
  });

  it("runs a job once per period across the instances, not once per instance", async () => {
    const runs: number[] = [];
    const stops = instances.map((database) =>
      scheduleClusterJob(database.db, createLogger("silent"), {
        name: "schedule-test",
        periodMs: 500,
        checkEveryMs: 50,
        run: async () => {
          runs.push(Date.now());
        },
      }),
    );
    await sleep(1_300);
    for (const stop of stops) stop();
    // At 0, 500 and 1000 ms (plus check delays): three periods, three runs, whatever the number of instances.
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(runs.length).toBeLessThanOrEqual(3);
    for (let i = 1; i < runs.length; i++) expect((runs[i] ?? 0) - (runs[i - 1] ?? 0)).toBeGreaterThanOrEqual(450);
  });
});
