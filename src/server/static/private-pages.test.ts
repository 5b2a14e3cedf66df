import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PRE_ANALYSIS_SHELL_PATH, PRIVATE_LINK_PREFIXES } from "@shared/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";

describe("the built client as served", () => {
  let t: TestApp;
  let buildDir: string;
  const page = async (relative: string, html: string) => {
    const file = path.join(buildDir, "client", relative);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, html);
  };

  beforeAll(async () => {
    buildDir = await mkdtemp(path.join(tmpdir(), "client-build-"));
    await page("__spa-fallback.html", "<title>SPA shell</title>");
    await page("404/index.html", "<title>Not found</title>");
    await page(`${PRE_ANALYSIS_SHELL_PATH.slice(1)}/index.html`, "<title>Votre pré-analyse</title>");
    t = await createTestApp("pglite", { BUILD_DIR: buildDir });
  });
  afterAll(async () => {
    await t.close();
    await rm(buildDir, { recursive: true, force: true });
  });

  it("answers a private pre-analysis link with its own prerendered shell, not indexed and not cached", async () => {
    const res = await t.app.request("/pre-analyse/Zsetz2HR38XOTLT7QNFUFhf_b7sqNb9jc27C731SgXQ");
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("<title>Votre pré-analyse</title>");
    expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });

  it("answers an admin pre-analysis with the SPA shell, not indexed and not cached", async () => {
    const res = await t.app.request("/admin/pre-analyses/8e4f7a3c-1b2d-4e5f-8a9b-0c1d2e3f4a5b");
    expect(await res.text()).toBe("<title>SPA shell</title>");
    expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });

  it.each(PRIVATE_LINK_PREFIXES)(
    "keeps every answer under %s out of indexes and shared caches (issue 40, item 3)",
    async (prefix) => {
      for (const tail of ["", ".", ")", "/x"]) {
        const res = await t.app.request(`${prefix}Zsetz2HR38XOTLT7QNFUFhf_b7sqNb9jc27C731SgXQ${tail}`);
        expect(res.headers.get("x-robots-tag"), `${prefix}…${tail}`).toBe("noindex, nofollow");
        expect(res.headers.get("cache-control"), `${prefix}…${tail}`).toBe("private, no-store");
      }
    },
  );
});
