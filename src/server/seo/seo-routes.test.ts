import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { LOCALIZED_PUBLIC_PATHS } from "@shared/i18n/paths";
import { PUBLIC_PATHS } from "@shared/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../testing/test-app";

describe("/sitemap.xml", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(() => t.close());

  it("gives each page the date its content last changed, as the build recorded it", async () => {
    const buildDir = await mkdtemp(path.join(tmpdir(), "swisshack-build-"));
    const dates = Object.fromEntries(
      PUBLIC_PATHS.map((page, index) => [page, { fingerprint: "x", lastmod: `2026-10-${10 + index}` }]),
    );
    await writeFile(path.join(buildDir, "content-dates.json"), JSON.stringify(dates));
    const built = await createTestApp("pglite", { BUILD_DIR: buildDir });
    try {
      const xml = await (await built.app.request("/sitemap.xml")).text();
      PUBLIC_PATHS.forEach((page, index) => {
        expect(xml).toContain(`<loc>${TEST_ORIGIN}${page}</loc>\n    <lastmod>2026-10-${10 + index}</lastmod>`);
      });
    } finally {
      await built.close();
    }
  });

  it("lists every public page without claiming the server's start as their content date", async () => {
    const xml = await (await t.app.request("/sitemap.xml")).text();
    for (const path of PUBLIC_PATHS) expect(xml).toContain(`<loc>${TEST_ORIGIN}${path}</loc>`);
    expect(xml).not.toContain("<lastmod>");
  });

  it("lists every language version, each with xhtml:link alternates that all point back", async () => {
    const xml = await (await t.app.request("/sitemap.xml")).text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const alternatesOf = new Map(
      [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, block = ""]) => [
        block.match(/<loc>(.*?)<\/loc>/)?.[1] ?? "",
        [...block.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => `${lang} ${href}`),
      ]),
    );
    expect([...alternatesOf.keys()]).toEqual(LOCALIZED_PUBLIC_PATHS.map((path) => `${TEST_ORIGIN}${path}`));
    expect(alternatesOf.get(`${TEST_ORIGIN}/it/premium`)).toEqual([
      `fr-CH ${TEST_ORIGIN}/premium`,
      `de-CH ${TEST_ORIGIN}/de/premium`,
      `it-CH ${TEST_ORIGIN}/it/premium`,
      `x-default ${TEST_ORIGIN}/premium`,
    ]);
    for (const [loc, alternates] of alternatesOf) {
      expect(alternates.map((alternate) => alternate.split(" ")[1])).toContain(loc);
      for (const alternate of alternates) expect(alternatesOf.get(alternate.split(" ")[1] ?? "")).toEqual(alternates);
    }
  });
});
