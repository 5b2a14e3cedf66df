import { readdirSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createScratchPostgres, databaseTargets } from "../testing/test-database";
import { migrationsFolder, openDatabase } from "./client";
import { contactForm } from "./schema";

const lead = { name: "Ada", email: "ada@example.com", project: "Front desk" };

describe("openDatabase", () => {
  it("keeps PGlite data in DATA_DIR/db across restarts", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "swisshack-db-"));
    try {
      const first = await openDatabase({ dataDir });
      await first.db.insert(contactForm).values(lead);
      await first.close();

      const second = await openDatabase({ dataDir });
      const rows = await second.db.select().from(contactForm);
      await second.close();
      expect(rows).toHaveLength(1);
      expect(rows[0]?.email).toBe("ada@example.com");
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
    // A new database's initdb runs in a thread of its own (decision 0045): 10-15 s on a busy 2-core machine.
  }, 90_000);

  it.runIf(databaseTargets().includes("postgres"))("applies the migrations on PostgreSQL, twice safely", async () => {
    const scratch = await createScratchPostgres();
    try {
      const first = await openDatabase({ databaseUrl: scratch.url, dataDir: tmpdir() });
      await first.db.insert(contactForm).values(lead);
      await first.close();
      const second = await openDatabase({ databaseUrl: scratch.url, dataDir: tmpdir() });
      expect(await second.db.select().from(contactForm)).toHaveLength(1);
      await second.close();
    } finally {
      await scratch.drop();
    }
  });

  it.runIf(databaseTargets().includes("postgres"))(
    "lets several processes start at once on an empty PostgreSQL database: migrations run once",
    async () => {
      for (let round = 0; round < 3; round++) {
        const scratch = await createScratchPostgres();
        try {
          const opened = await Promise.all(
            Array.from({ length: 4 }, () => openDatabase({ databaseUrl: scratch.url, dataDir: tmpdir() })),
          );
          const [first] = opened;
          const applied = (await first?.db.execute(
            sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
          )) as unknown as { rows: { n: number }[] };
          expect(applied.rows[0]).toEqual({
            n: readdirSync(migrationsFolder).filter((f) => f.endsWith(".sql")).length,
          });
          await Promise.all(opened.map((database) => database.close()));
        } finally {
          await scratch.drop();
        }
      }
    },
  );
});
