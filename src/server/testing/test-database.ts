import { randomBytes } from "node:crypto";
import pg from "pg";
import { testDatabaseUrl } from "../env";

export type DatabaseTarget = "pglite" | "postgres";

let noticePrinted = false;

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (a notice says when it is skipped). */
export function databaseTargets(): DatabaseTarget[] {
  if (testDatabaseUrl()) return ["pglite", "postgres"];
  if (!noticePrinted) {
    noticePrinted = true;
    console.warn("TEST_DATABASE_URL is not set: database tests run on PGlite only, PostgreSQL runs are skipped.");
  }
  return ["pglite"];
}

/** Creates an empty database on the TEST_DATABASE_URL server; `drop` removes it. */
export async function createScratchPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = testDatabaseUrl();
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
