import { readdirSync } from "node:fs";
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsFolder, openDatabase } from "../src/server/db/client";
import { findSeed, SEEDS_FOLDER, seedName } from "../src/server/db/pglite-seed";
import { contactForm } from "../src/server/db/schema";
import { buildPgliteSeed } from "./build-pglite-seed";

const migrationCount = readdirSync(migrationsFolder).filter((f) => f.endsWith(".sql")).length;

describe("PGlite's seed for a new data folder", () => {
  let root: string;
  let seed: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "swisshack-seed-"));
    ({ seed } = await buildPgliteSeed(path.join(root, SEEDS_FOLDER)));
    // A row only the seed holds: a database made by initdb instead would not have it.
    const pglite = await PGlite.create(seed);
    await pglite.query(`insert into contact_form (name, email, project) values ('Seed', 'seed@example.com', 'x')`);
    await pglite.close();
    // initdb, every migration, then the row: 10–30 s on the busy 2-core machine.
  }, 120_000);

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("is made once: a second build finds it", async () => {
    expect(await buildPgliteSeed(path.join(root, SEEDS_FOLDER))).toEqual({ seed, made: false });
  });

  it("makes a new data folder's database, every migration applied, kept across restarts", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "swisshack-seeded-"));
    try {
      const first = await openDatabase({ dataDir, seedsFrom: root });
      const applied = (await first.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { n: number }[] };
      expect(applied.rows[0]).toEqual({ n: migrationCount });
      await first.db.insert(contactForm).values({ name: "Ada", email: "ada@example.com", project: "Front desk" });
      await first.close();

      const second = await openDatabase({ dataDir, seedsFrom: root });
      const emails = (await second.db.select().from(contactForm)).map((row) => row.email);
      await second.close();
      expect(emails.sort()).toEqual(["ada@example.com", "seed@example.com"]);
      expect(readdirSync(dataDir).sort()).toEqual(["db"]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it("fills an empty database folder (a volume may be mounted there)", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "swisshack-seeded-"));
    try {
      await mkdir(path.join(dataDir, "db"));
      const database = await openDatabase({ dataDir, seedsFrom: root });
      const emails = (await database.db.select().from(contactForm)).map((row) => row.email);
      await database.close();
      expect(emails).toEqual(["seed@example.com"]);
      expect(readdirSync(dataDir).sort()).toEqual(["db"]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it("is not found for other migrations: one more, one fewer, or one changed", async () => {
    const other = path.join(root, "other-drizzle");
    await cp(migrationsFolder, other, { recursive: true });
    expect(findSeed(root, other)).toBe(seed);

    const journalFile = path.join(other, "meta", "_journal.json");
    const journal = JSON.parse(await readFile(journalFile, "utf8"));
    await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, -1) }));
    expect(seedName(other)).not.toBe(path.basename(seed));
    expect(findSeed(root, other)).toBeUndefined();

    await writeFile(journalFile, JSON.stringify(journal));
    const last = journal.entries.at(-1).tag;
    await writeFile(
      path.join(other, `${last}.sql`),
      `${await readFile(path.join(other, `${last}.sql`), "utf8")}\n-- x`,
    );
    expect(findSeed(root, other)).toBeUndefined();
  });

  it("is not copied over files already in the database's folder", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "swisshack-seeded-"));
    try {
      await mkdir(path.join(dataDir, "db"));
      await writeFile(path.join(dataDir, "db", "left-over"), "");
      // initdb makes the database there, as before seeds: without the seed's row.
      const database = await openDatabase({ dataDir, seedsFrom: root });
      const rows = await database.db.select().from(contactForm);
      await database.close();
      expect(rows).toEqual([]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
