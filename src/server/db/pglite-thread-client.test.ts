import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterEach, describe, expect, it } from "vitest";
import { type PgliteThreadClient, startPgliteThread } from "./pglite-thread-client";

describe("PGlite in its own thread", () => {
  let client: PgliteThreadClient | undefined;
  afterEach(async () => {
    await client?.close();
    client = undefined;
  });

  it("answers queries in rows or arrays, keeping timestamps as text when asked", async () => {
    client = await startPgliteThread(undefined);
    const objects = await client.query<{ n: number; s: string }>("select $1::int as n, $2::text as s", [7, "x"]);
    expect(objects.rows).toEqual([{ n: 7, s: "x" }]);
    const arrays = await client.query("select 1::int, 'a'::text", [], { rowMode: "array" });
    expect(arrays.rows).toEqual([[1, "a"]]);
    const raw = await client.query<{ t: unknown }>("select '2026-01-02 03:04:05+00'::timestamptz as t", [], {
      parsers: {},
    });
    expect(typeof raw.rows[0]?.t).toBe("string");
    const parsed = await client.query<{ t: unknown }>("select '2026-01-02 03:04:05+00'::timestamptz as t");
    expect(parsed.rows[0]?.t).toBeInstanceOf(Date);
  });

  it("passes the database's error code and fields across the thread", async () => {
    client = await startPgliteThread(undefined);
    await client.query("create table t (id int primary key)");
    await client.query("insert into t values (1)");
    const error = await client.query("insert into t values (1)").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: "23505", constraint: "t_pkey" });
  });

  it("commits a transaction, rolls one back on error, and makes other queries wait until it ends", async () => {
    client = await startPgliteThread(undefined);
    const db = client;
    await db.query("create table t (id int)");
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const inside = db.transaction(async (tx) => {
      await tx.query("insert into t values (1)");
      await held;
      await tx.query("insert into t values (2)");
      return "done";
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const outside = db.query<{ n: number }>("select count(*)::int as n from t");
    release();
    expect(await inside).toBe("done");
    expect((await outside).rows[0]?.n).toBe(2);

    const failed = db.transaction(async (tx) => {
      await tx.query("insert into t values (3)");
      throw new Error("changed my mind");
    });
    await expect(failed).rejects.toThrow("changed my mind");
    const failedQuery = db.transaction(async (tx) => {
      await tx.query("insert into t values (4)");
      await tx.query("select * from missing_table");
    });
    await expect(failedQuery).rejects.toMatchObject({ code: "42P01" });
    expect((await db.query<{ n: number }>("select count(*)::int as n from t")).rows[0]?.n).toBe(2);
  });

  it("keeps the event loop free while the database works", async () => {
    client = await startPgliteThread(undefined);
    const slow = client.query("select count(*) from generate_series(1, 3000000)");
    let ticks = 0;
    const timer = setInterval(() => {
      ticks += 1;
    }, 5);
    await slow;
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(3);
  });

  it("stores files that a later PGlite opens, and fails calls after close as an outage", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "pglite-thread-"));
    try {
      const first = await startPgliteThread(path.join(dir, "db"));
      await first.query("create table kept (v text)");
      await first.query("insert into kept values ('persisted')");
      await first.close();
      await expect(first.query("select 1")).rejects.toThrow("PGlite is closed");
      const reopened = await PGlite.create(path.join(dir, "db"));
      expect((await reopened.query<{ v: string }>("select v from kept")).rows).toEqual([{ v: "persisted" }]);
      await reopened.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
