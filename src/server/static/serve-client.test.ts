import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveClient } from "./serve-client";

describe("serveClient", () => {
  let dir = "";
  const app = new Hono();

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "client-"));
    await writeFile(path.join(dir, "index.html"), "<!doctype html><title>home</title>");
    await writeFile(path.join(dir, "favicon.svg"), "<svg/>");
    await writeFile(path.join(dir, ".build-stamp.json"), JSON.stringify({ builtAt: 1, buildInputs: "[3000]" }));
    await writeFile(path.join(dir, ".env"), "SECRET=1");
    serveClient(app, dir);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("serves the build's pages and assets", async () => {
    expect((await app.request("/")).status).toBe(200);
    expect((await app.request("/favicon.svg")).status).toBe(200);
  });

  it.each(["/.build-stamp.json", "/.env", "/%2ebuild-stamp.json"])("never serves the hidden file %s", async (url) => {
    const res = await app.request(url);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("builtAt");
  });
});
