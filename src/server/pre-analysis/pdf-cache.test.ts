import { describe, expect, it } from "vitest";
import { createPdfCache } from "./pdf-cache";

const deferred = () => {
  let resolve: (value: Buffer) => void = () => {};
  const promise = new Promise<Buffer>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

describe("createPdfCache", () => {
  it("renders once for concurrent requests of the same document and keeps the bytes", async () => {
    const calls: string[] = [];
    const pending = deferred();
    const cache = createPdfCache<string>(
      (doc) => {
        calls.push(doc);
        return pending.promise;
      },
      { maxBytes: 1000 },
    );
    const all = Promise.all(Array.from({ length: 10 }, () => cache.get("a", "doc-a")));
    pending.resolve(Buffer.from("pdf-a"));
    expect((await all).map(String)).toEqual(Array(10).fill("pdf-a"));
    expect(String(await cache.get("a", "doc-a"))).toBe("pdf-a");
    expect(calls).toEqual(["doc-a"]);
  });

  it("forgets a failed render, so the next request tries again", async () => {
    let attempt = 0;
    const cache = createPdfCache<string>(
      async () => {
        attempt += 1;
        if (attempt === 1) throw new Error("boom");
        return Buffer.from("ok");
      },
      { maxBytes: 1000 },
    );
    await expect(cache.get("k", "d")).rejects.toThrow("boom");
    expect(String(await cache.get("k", "d"))).toBe("ok");
  });

  it("evicts the least recently used bytes beyond its size", async () => {
    const calls: string[] = [];
    const cache = createPdfCache<string>(
      async (doc) => {
        calls.push(doc);
        return Buffer.alloc(400, doc);
      },
      { maxBytes: 1000 },
    );
    await cache.get("a", "a");
    await cache.get("b", "b");
    await cache.get("a", "a"); // a is now the most recent
    await cache.get("c", "c"); // 1200 bytes: b goes
    await cache.get("a", "a");
    await cache.get("b", "b");
    expect(calls).toEqual(["a", "b", "c", "b"]);
  });
});
