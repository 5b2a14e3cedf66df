import { createHash } from "node:crypto";
import type { BlogImageFormat, BlogImageWidth } from "@shared/blog/image-urls";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import type { Db } from "../db/client";
import { blogImages, blogImageVariants } from "../db/schema";
import { BoundedBytesCache } from "./bounded-cache";

// The resized images served at /blog-images/…: encoded on first request by one instance, stored in
// blog_image_variants for every instance, and kept in memory (bounded) by each. sharp encodes on libuv's worker
// threads, never on the event loop; one encoding at a time per instance keeps the other worker threads (database,
// password hashing) and the machine's cores free for requests.

export interface ImageVariant {
  bytes: Uint8Array;
  etag: string;
  contentType: string;
}

const CONTENT_TYPES: Record<BlogImageFormat, string> = { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg" };
const DEFAULT_MEMORY_BYTES = 32 * 1024 * 1024;

/** A resized copy, never wider than the original (no upscaling). */
export async function encodeVariant(
  source: Uint8Array,
  width: BlogImageWidth,
  format: BlogImageFormat,
): Promise<Uint8Array> {
  const resized = sharp(source).resize({ width, withoutEnlargement: true });
  const encoder = {
    avif: () => resized.avif({ quality: 55, effort: 3 }),
    webp: () => resized.webp({ quality: 80 }),
    jpeg: () => resized.jpeg({ quality: 80, mozjpeg: true }),
  }[format];
  return new Uint8Array(await encoder().toBuffer());
}

/** Runs the tasks one after the other. */
function oneAtATime() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = last.then(task, task);
    last = run.catch(() => undefined);
    return run;
  };
}

export interface VariantStore {
  /** The variant, encoded if no instance did yet; undefined for an unknown image. */
  get(imageId: string, width: BlogImageWidth, format: BlogImageFormat): Promise<ImageVariant | undefined>;
  /** How many variants this instance encoded itself (the others came from memory or the database). */
  readonly encodedCount: number;
}

export function createVariantStore(db: Db, memoryBytes = DEFAULT_MEMORY_BYTES): VariantStore {
  const memory = new BoundedBytesCache<ImageVariant>(memoryBytes);
  const pending = new Map<string, Promise<ImageVariant | undefined>>();
  const encoding = oneAtATime();
  let encodedCount = 0;

  const stored = async (imageId: string, width: BlogImageWidth, format: BlogImageFormat) => {
    const [row] = await db
      .select({ bytes: blogImageVariants.bytes, etag: blogImageVariants.etag })
      .from(blogImageVariants)
      .where(
        and(
          eq(blogImageVariants.imageId, imageId),
          eq(blogImageVariants.width, width),
          eq(blogImageVariants.format, format),
        ),
      );
    return row && { bytes: new Uint8Array(row.bytes), etag: row.etag, contentType: CONTENT_TYPES[format] };
  };

  const load = async (imageId: string, width: BlogImageWidth, format: BlogImageFormat) => {
    const found = await stored(imageId, width, format);
    if (found) return found;
    const [image] = await db.select({ bytes: blogImages.bytes }).from(blogImages).where(eq(blogImages.id, imageId));
    if (!image) return undefined;
    const bytes = await encoding(() => encodeVariant(image.bytes, width, format));
    encodedCount += 1;
    const etag = `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"`;
    const inserted = await db
      .insert(blogImageVariants)
      .values({ imageId, width, format, bytes, etag })
      .onConflictDoNothing()
      .returning({ etag: blogImageVariants.etag });
    // Another instance stored it first: serve its copy, so that every instance answers the same ETag.
    if (inserted.length === 0) return stored(imageId, width, format);
    return { bytes, etag, contentType: CONTENT_TYPES[format] };
  };

  return {
    get encodedCount() {
      return encodedCount;
    },
    get(imageId, width, format) {
      const key = `${imageId}/${width}/${format}`;
      const cached = memory.get(key);
      if (cached) return Promise.resolve(cached);
      let request = pending.get(key);
      if (!request) {
        request = load(imageId, width, format)
          .then((variant) => {
            if (variant) memory.set(key, variant);
            return variant;
          })
          .finally(() => pending.delete(key));
        pending.set(key, request);
      }
      return request;
    },
  };
}
