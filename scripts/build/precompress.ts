// Runs after each build (react-router.config.ts's buildEnd): writes a Brotli `.br` and a gzip `.gz` beside every
// compressible file of the client, which src/server/static/serve-client.ts sends in its place. Compressing once at
// build time lets us use the slowest, smallest settings: Brotli 11, and Zopfli for the hashed assets (they never
// change between builds of the same source; pages change on every build, so zlib's best is enough for them).
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { gzipAsync } from "@gfx/zopfli";

const COMPRESSIBLE = new Set([
  ".html",
  ".js",
  ".mjs",
  ".css",
  ".json",
  ".svg",
  ".txt",
  ".xml",
  ".webmanifest",
  ".ico",
  ".data",
]);
/** Below this size a compressed response saves less than its headers cost. */
export const MIN_BYTES = 1024;
const VARIANT_SUFFIXES = [".br", ".gz"];

async function filesBelow(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.startsWith("."))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => COMPRESSIBLE.has(path.extname(file).toLowerCase()))
    .filter((file) => !VARIANT_SUFFIXES.some((suffix) => file.endsWith(suffix)));
}

const brotli = (body: Buffer) =>
  brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });

async function gzip(body: Buffer, hashedAsset: boolean): Promise<Uint8Array> {
  return hashedAsset ? gzipAsync(body, { numiterations: 15 }) : gzipSync(body, { level: 9 });
}

/** Writes a variant only when it is smaller than the file itself. */
async function writeVariant(file: string, suffix: string, body: Buffer, variant: Uint8Array) {
  if (variant.length < body.length) await writeFile(file + suffix, variant);
}

async function precompressFile(root: string, file: string) {
  if ((await stat(file)).size < MIN_BYTES) return;
  const body = await readFile(file);
  const hashedAsset = path.relative(root, file).split(path.sep)[0] === "assets";
  await writeVariant(file, ".br", body, brotli(body));
  await writeVariant(file, ".gz", body, await gzip(body, hashedAsset));
}

/** Precompresses every compressible file below `root` (two at a time: Zopfli is slow and the machine small). */
export async function precompressDir(root: string): Promise<void> {
  const queue = await filesBelow(root);
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) await precompressFile(root, file);
  };
  await Promise.all([worker(), worker()]);
}
