import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { migrationsFolder } from "./migrations-folder";
import { lockDataDir } from "./pglite-lock";
import { copySeed, findSeed, isEmptyFolder } from "./pglite-seed";
import { startPgliteThread } from "./pglite-thread-client";
import * as schema from "./schema";

export { migrationsFolder };
export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Resolves when the database answers a query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const moduleFolder = path.dirname(fileURLToPath(import.meta.url));

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent, PGlite stores its files in `dataDir/db`. */
  databaseUrl?: string;
  dataDir: string;
  /** PGlite only: keep everything in memory (tests). */
  inMemory?: boolean;
  /**
   * PGlite only: where a new database's seed is looked for (pglite-seed.ts), upwards from this folder; by default
   * from this module's. Without a seed of the current migrations, a new database is made by initdb.
   */
  seedsFrom?: string;
}

/** True for the embedded database: one connection, where a transaction held open stalls every other query. */
export const isEmbedded = (db: Db): boolean => (db as { $client?: { embedded?: boolean } }).$client?.embedded === true;

/** Opens the database and applies the committed migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : await openPglite(options.dataDir, options.inMemory ?? false, options.seedsFrom ?? moduleFolder);
  try {
    if (database.kind === "postgres") {
      await migratePostgresOnce(options.databaseUrl as string);
    } else {
      await migratePglite(database.db as Parameters<typeof migratePglite>[0], { migrationsFolder });
    }
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/** Any constant shared by every instance: the key of the advisory lock held while migrating. */
const MIGRATION_LOCK_KEY = 4_171_923_019;

/**
 * Instances starting together on one database would race to create drizzle's bookkeeping table and apply the same
 * migration twice: a session-level advisory lock on a dedicated connection makes them migrate one after the other
 * (the later ones find nothing left to do). The lock ends with its connection, even if the process dies.
 */
async function migratePostgresOnce(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  client.on("error", () => {});
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migrateNodePg(drizzleNodePg(client), { migrationsFolder });
  } finally {
    await client.end();
  }
}

function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on("error", () => {});
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

/** PGlite runs in its own thread (pglite-thread-client.ts), so its queries never block the server's event loop. */
async function openPglite(dataDir: string, inMemory: boolean, seedsFrom: string): Promise<Database> {
  let release = () => {};
  let dir: string | undefined;
  if (!inMemory) {
    dir = path.join(dataDir, "db");
    await mkdir(dataDir, { recursive: true });
    release = lockDataDir(dataDir);
  }
  const made = dir && !existsSync(path.join(dir, "PG_VERSION")) ? makeDatabase(dir, seedsFrom) : undefined;
  const client = await startPgliteThread(dir, made).catch((error) => {
    release();
    throw error;
  });
  // drizzle's PGlite driver only calls query() and transaction(), which the thread client provides.
  const db = drizzlePglite(client as unknown as PGlite, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await client.close();
      release();
    },
  };
}

/**
 * A new database is a copy of the build's seed when it has one for these migrations (pglite-seed.ts). Otherwise
 * initdb makes it, which grows PGlite's memory to several hundred megabytes that WebAssembly never gives back: it
 * runs in a thread of its own, ended once the files are written.
 */
async function makeDatabase(dir: string, seedsFrom: string): Promise<void> {
  const seed = isEmptyFolder(dir) ? findSeed(seedsFrom, migrationsFolder) : undefined;
  if (seed) return copySeed(seed, dir);
  const initdb = await startPgliteThread(dir);
  await initdb.close();
}
