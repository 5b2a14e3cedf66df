import { tmpdir } from "node:os";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../db/client";
import { blogImages } from "../db/schema";
import { BoundedBytesCache } from "./bounded-cache";
import { createVariantStore } from "./image-variants";

describe("image variants", () => {
  let database: Database;
  let imageId = "";
  beforeAll(async () => {
    database = await openDatabase({ dataDir: tmpdir(), inMemory: true });
    const bytes = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#888" } })
      .png()
      .toBuffer();
    const [image] = await database.db
      .insert(blogImages)
      .values({ contentType: "image/png", bytes: new Uint8Array(bytes), width: 900, height: 600 })
      .returning();
    imageId = image?.id ?? "";
  });
  afterAll(() => database.close());

  it("encodes a variant once: requests at the same moment share it, another instance reads it stored", async () => {
    const first = createVariantStore(database.db);
    const answers = await Promise.all([1, 2, 3].map(() => first.get(imageId, 400, "webp")));
    expect(first.encodedCount).toBe(1);
    expect(new Set(answers.map((variant) => variant?.etag)).size).toBe(1);
    const second = createVariantStore(database.db);
    const stored = await second.get(imageId, 400, "webp");
    expect(second.encodedCount).toBe(0);
    expect(stored?.etag).toBe(answers[0]?.etag);
    expect(Buffer.from(stored?.bytes ?? []).equals(Buffer.from(answers[0]?.bytes ?? []))).toBe(true);
  });

  it("answers nothing for an unknown image", async () => {
    expect(await createVariantStore(database.db).get("00000000-0000-4000-8000-000000000000", 400, "jpeg")).toBe(
      undefined,
    );
  });
});

describe("BoundedBytesCache", () => {
  const entry = (size: number) => ({ bytes: new Uint8Array(size) });

  it("forgets the least recently used entries beyond its bound", () => {
    const cache = new BoundedBytesCache(100);
    cache.set("a", entry(40));
    cache.set("b", entry(40));
    cache.get("a");
    cache.set("c", entry(40));
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBeDefined();
    expect(cache.get("c")).toBeDefined();
    expect(cache.size).toBe(80);
  });

  it("never keeps an entry larger than the whole bound", () => {
    const cache = new BoundedBytesCache(100);
    cache.set("huge", entry(101));
    expect(cache.get("huge")).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
