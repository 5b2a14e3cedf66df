import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MIN_BYTES, precompressDir } from "./precompress";

describe("precompressDir", () => {
  let root: string;
  const script = `export const pages = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `/page-${i}`))};\n`;
  const page = `<!doctype html><html lang="fr"><body>${"<p>Audit gratuit</p>".repeat(200)}</body></html>`;

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), "precompress-"));
    await mkdir(path.join(root, "assets"));
    await mkdir(path.join(root, "faq"));
    await writeFile(path.join(root, "assets", "entry-abc123.js"), script);
    await writeFile(path.join(root, "faq", "index.html"), page);
    await writeFile(path.join(root, "robots.txt"), "User-agent: *\n");
    await writeFile(path.join(root, "og.png"), Buffer.alloc(4096, 7));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it("writes Brotli and gzip variants that decompress to the file, for hashed assets and pages", async () => {
    await precompressDir(root);
    for (const [file, text] of [
      ["assets/entry-abc123.js", script],
      ["faq/index.html", page],
    ] as const) {
      const full = path.join(root, file);
      const br = await readFile(`${full}.br`);
      const gz = await readFile(`${full}.gz`);
      expect(brotliDecompressSync(br).toString()).toBe(text);
      expect(gunzipSync(gz).toString()).toBe(text);
      expect(br.length).toBeLessThan(text.length);
      expect(gz.length).toBeLessThan(text.length);
    }
  });

  it("leaves small and already compressed files alone, and never compresses its own variants", async () => {
    expect("User-agent: *\n".length).toBeLessThan(MIN_BYTES);
    await precompressDir(root);
    await precompressDir(root);
    await expect(readFile(path.join(root, "robots.txt.br"))).rejects.toThrow();
    await expect(readFile(path.join(root, "og.png.gz"))).rejects.toThrow();
    await expect(readFile(path.join(root, "assets", "entry-abc123.js.br.gz"))).rejects.toThrow();
    await expect(readFile(path.join(root, "faq", "index.html.gz.br"))).rejects.toThrow();
  });
});
