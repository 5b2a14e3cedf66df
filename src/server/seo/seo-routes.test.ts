import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_PATHS } from "../../shared/routes";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../testing/test-app";

describe("/sitemap.xml", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(() => t.close());

  it("lists every public page without claiming the server's start as their content date", async () => {
    const xml = await (await t.app.request("/sitemap.xml")).text();
    for (const path of PUBLIC_PATHS) expect(xml).toContain(`<loc>${TEST_ORIGIN}${path}</loc>`);
    expect(xml).not.toContain("<lastmod>");
  });
});
