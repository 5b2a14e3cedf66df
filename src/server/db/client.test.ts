import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createScratchPostgres, databaseTargets } from "../testing/test-database";
import { openDatabase } from "./client";
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
  });

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
});
