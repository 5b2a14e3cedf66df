import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { preferredEncoding, serveClient } from "./serve-client";

const PAGE_DATA = '[{"_1":2},"fr/premium",{"_3":4},"data"]';
const APP_JS = `console.log(${JSON.stringify("hydrate ".repeat(400))});`;

describe("serveClient", () => {
  let dir = "";
  const app = new Hono();

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "client-"));
    await writeFile(path.join(dir, "index.html"), "<!doctype html><title>home</title>");
    await writeFile(path.join(dir, "favicon.svg"), "<svg/>");
    await writeFile(path.join(dir, "premium.data"), PAGE_DATA);
    await writeFile(path.join(dir, ".build-stamp.json"), JSON.stringify({ builtAt: 1, buildInputs: "[3000]" }));
    await writeFile(path.join(dir, ".env"), "SECRET=1");
    await mkdir(path.join(dir, "assets"));
    await writeFile(path.join(dir, "assets", "app.js"), APP_JS);
    await writeFile(path.join(dir, "assets", "app.js.gz"), gzipSync(APP_JS));
    await writeFile(path.join(dir, "assets", "app.js.br"), brotliCompressSync(APP_JS));
    serveClient(app, dir, new Set());
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("serves the build's pages and assets", async () => {
    expect((await app.request("/")).status).toBe(200);
    expect((await app.request("/favicon.svg")).status).toBe(200);
  });

  it("answers a page's address from before its language had its own words 301, to the new one, query kept", async () => {
    for (const [old, moved] of [
      ["/de/confidentialite", "/de/datenschutz"],
      ["/it/mentions-legales/", "/it/note-legali"],
      ["/fr/privacy", "/fr/confidentialite"],
      ["/de/premium/commande?order=abc", "/de/premium/bestellung?order=abc"],
    ]) {
      const res = await app.request(old as string);
      expect(res.status, old).toBe(301);
      expect(res.headers.get("Location"), old).toBe(moved);
    }
    // The default language's addresses are unchanged.
    expect((await app.request("/confidentialite")).status).not.toBe(301);
  });

  it("serves a prerendered page's loader data, fetched on a client-side navigation, with React Router's type", async () => {
    const res = await app.request("/premium.data");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/x-script");
    expect(res.headers.get("Cache-Control")).toBe("no-cache");
    expect(await res.text()).toBe(PAGE_DATA);
  });

  it.each(["/.build-stamp.json", "/.env", "/%2ebuild-stamp.json"])("never serves the hidden file %s", async (url) => {
    const res = await app.request(url);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("builtAt");
  });

  it("sends the build's Brotli variant to a client that accepts it", async () => {
    const res = await app.request("/assets/app.js", { headers: { "Accept-Encoding": "gzip, deflate, br, zstd" } });
    expect(res.headers.get("Content-Encoding")).toBe("br");
    expect(res.headers.get("Vary")).toBe("Accept-Encoding");
    expect(res.headers.get("Content-Type")).toBe("text/javascript; charset=utf-8");
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(APP_JS);
  });

  it("sends the gzip variant when Brotli is not accepted, and the plain file when neither is", async () => {
    const gzipped = await app.request("/assets/app.js", { headers: { "Accept-Encoding": "gzip, br;q=0" } });
    expect(gzipped.headers.get("Content-Encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(APP_JS);

    const plain = await app.request("/assets/app.js", { headers: { "Accept-Encoding": "identity" } });
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(plain.headers.get("Vary")).toBe("Accept-Encoding");
    expect(await plain.text()).toBe(APP_JS);
  });

  it("never serves a precompressed variant at its own address", async () => {
    expect((await app.request("/assets/app.js.gz")).status).toBe(404);
    expect((await app.request("/assets/app.js.br")).status).toBe(404);
  });
});

describe("preferredEncoding", () => {
  const both = { encoded: { br: new Uint8Array(), gzip: new Uint8Array() } };
  it.each([
    [undefined, undefined],
    ["", undefined],
    ["br", "br"],
    ["gzip, deflate", "gzip"],
    ["GZIP;q=0.5, BR;q=0.8", "br"],
    ["br;q=0, gzip;q=0", undefined],
    ["*", "br"],
    ["*;q=0, gzip", "gzip"],
  ])("Accept-Encoding %j picks %j", (header, expected) => {
    expect(preferredEncoding(header, both)).toBe(expected);
  });

  it("offers only the variants the build wrote", () => {
    expect(preferredEncoding("br, gzip", { encoded: { gzip: new Uint8Array() } })).toBe("gzip");
    expect(preferredEncoding("br, gzip", { encoded: {} })).toBeUndefined();
  });
});
