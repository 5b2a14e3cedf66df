import { describe, expect, it } from "vitest";
import { createBatchWriter } from "./batch-writer";

const tick = () => new Promise((r) => setImmediate(r));

describe("createBatchWriter", () => {
  it("writes concurrent rows in one statement and settles each caller after the commit", async () => {
    const written: number[][] = [];
    const writer = createBatchWriter<number>(async (rows) => {
      written.push(rows);
    });
    const settled: number[] = [];
    await Promise.all([1, 2, 3].map((n) => writer.add(n).then(() => settled.push(n))));
    expect(written).toEqual([[1, 2, 3]]);
    expect(settled).toEqual([1, 2, 3]);
    expect(writer.stats).toEqual({ batches: 1, rows: 3 });
  });

  it("gathers rows that arrive while a write is in flight into the next statement", async () => {
    const written: number[][] = [];
    let release: () => void = () => {};
    const writer = createBatchWriter<number>(async (rows) => {
      written.push(rows);
      if (written.length === 1) await new Promise<void>((r) => (release = r));
    });
    const first = writer.add(1);
    await tick();
    const later = [writer.add(2), writer.add(3)];
    await tick();
    release();
    await Promise.all([first, ...later]);
    expect(written).toEqual([[1], [2, 3]]);
  });

  it("rejects every caller of a failed statement and keeps working afterwards", async () => {
    let fail = true;
    const writer = createBatchWriter<number>(async () => {
      if (fail) throw new Error("database down");
    });
    const results = await Promise.allSettled([writer.add(1), writer.add(2)]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected"]);
    fail = false;
    await expect(writer.add(3)).resolves.toBeUndefined();
  });

  it("retries a failed statement row by row so that only the refused row fails", async () => {
    const written: number[][] = [];
    const writer = createBatchWriter<number>(async (rows) => {
      if (rows.includes(13)) throw new Error("invalid input value");
      written.push(rows);
    });
    const results = await Promise.allSettled([1, 13, 2, 3].map((n) => writer.add(n)));
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled", "fulfilled"]);
    expect(written.flat()).toEqual([1, 2, 3]);
    expect(writer.stats.rows).toBe(3);
  });

  it("splits big queues into statements of at most maxBatch rows", async () => {
    const sizes: number[] = [];
    const writer = createBatchWriter<number>(async (rows) => {
      sizes.push(rows.length);
    }, 2);
    await Promise.all([1, 2, 3, 4, 5].map((n) => writer.add(n)));
    expect(sizes).toEqual([2, 2, 1]);
  });

  it("flushes on close and refuses rows afterwards", async () => {
    const written: number[] = [];
    const writer = createBatchWriter<number>(async (rows) => {
      written.push(...rows);
    });
    const pending = writer.add(7);
    await writer.close();
    await pending;
    expect(written).toEqual([7]);
    await expect(writer.add(8)).rejects.toThrow(/shutting down/);
  });
});
