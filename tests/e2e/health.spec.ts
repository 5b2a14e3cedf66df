import { expect, test } from "./support/test";

test("the real server answers health and serves hashed assets with a long cache", async ({ page, request }) => {
  const health = await request.get("/api/health");
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: "ok" });

  const assetResponses: string[] = [];
  page.on("response", (res) => {
    if (res.url().includes("/assets/")) assetResponses.push(res.headers()["cache-control"] ?? "");
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(assetResponses.length).toBeGreaterThan(0);
  for (const cacheControl of assetResponses) expect(cacheControl).toContain("immutable");
});
