import { readdirSync } from "node:fs";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { freePort } from "../../scripts/lib/server-process";
import { migrationsFolder, openDatabase } from "../../src/server/db/client";
import { scheduledJobRuns } from "../../src/server/db/schema";
import { createScratchPostgres } from "../../src/server/testing/test-database";
import { CLUSTER_SECRET, call, logLines, nextClientIp, startInstance, waitFor } from "./cluster";
import { scaleTargets, skipScale } from "./skip";

const migrationCount = readdirSync(migrationsFolder).filter((file) => file.endsWith(".sql")).length;

describe.skipIf(skipScale)("two instances starting at the same instant on an empty database", () => {
  it("both come up, migrations run once, the start-up purge runs once, and each warns about a local secret", async () => {
    for (let round = 0; round < 3; round++) {
      const scratch = await createScratchPostgres();
      try {
        // No BETTER_AUTH_SECRET: each generates its own, which a shared database makes worth a warning.
        const env = { DATABASE_URL: scratch.url, REDIS_URL: scaleTargets.redisUrl as string, LOG_LEVEL: "info" };
        const instances = await Promise.all([startInstance(env), startInstance(env)]);
        try {
          for (const instance of instances) {
            expect((await call(instance, "/api/health")).status).toBe(200);
            expect(logLines(instance, "would not accept this one's sessions")).toHaveLength(1);
          }
          const purges = () => instances.flatMap((instance) => logLines(instance, "retention purge done"));
          await waitFor(() => purges().length > 0, 10_000, "the start-up purge");
          await new Promise((resolve) => setTimeout(resolve, 500)); // room for a second purge, which must not come
          expect(purges()).toHaveLength(1);
        } finally {
          await Promise.all(instances.map((instance) => instance.stop()));
        }
        const database = await openDatabase({ databaseUrl: scratch.url, dataDir: "/nonexistent" });
        try {
          const applied = (await database.db.execute(
            sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
          )) as unknown as { rows: { n: number }[] };
          expect(applied.rows[0]?.n).toBe(migrationCount);
          const jobs = await database.db.select({ name: scheduledJobRuns.name }).from(scheduledJobRuns);
          expect(jobs.map((job) => job.name)).toContain("retention-purge");
        } finally {
          await database.close();
        }
      } finally {
        await scratch.drop();
      }
    }
  });
});

describe.skipIf(skipScale)("rate limits without Redis", () => {
  it("fall back to each instance's own memory, and each instance says so in its log once", async () => {
    const scratch = await createScratchPostgres();
    try {
      const unreachable = `redis://127.0.0.1:${await freePort()}`;
      const env = { DATABASE_URL: scratch.url, REDIS_URL: unreachable, BETTER_AUTH_SECRET: CLUSTER_SECRET };
      const instances = await Promise.all([startInstance(env), startInstance(env)]);
      try {
        const ip = nextClientIp();
        const statuses: number[] = [];
        for (let i = 0; i < 42; i++) {
          const instance = instances[i % 2] as (typeof instances)[number];
          statuses.push((await call(instance, "/api/ai-chat", { body: { message: "Prix ?" }, ip })).status);
        }
        // 20 a minute per address (CHAT_RATE_LIMIT), counted by each instance on its own: 40 pass, 2 refused.
        expect(statuses.filter((status) => status === 200)).toHaveLength(40);
        expect(statuses.slice(40)).toEqual([429, 429]);
        for (const instance of instances) {
          expect(logLines(instance, "Redis is unreachable")).toHaveLength(1);
        }
      } finally {
        await Promise.all(instances.map((instance) => instance.stop()));
      }
    } finally {
      await scratch.drop();
    }
  });
});
