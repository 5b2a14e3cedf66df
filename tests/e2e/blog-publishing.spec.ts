import { frenchSpacing } from "../../src/shared/blog/french-spacing";
import { signInAsAdmin } from "./support/auth";
import { openUntilShown, writeAndPublishPost } from "./support/blog";
import { withConsentGiven } from "./support/consent";
import { expect, test } from "./support/test";

test("a French post with a cover is on /blog, in the landing page's teaser, in the feed and the sitemap; a German one on /de only", async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const run = testInfo.workerIndex + Date.now().toString(36).slice(-4);
  // The public pages visited later do not ask about cookies (the back office never does, decision 0044).
  await withConsentGiven(page);
  await signInAsAdmin(page, "en");
  const french = {
    title: `Frontalier : le 3e pilier avant le 31 décembre ${run}`,
    excerpt: "Le plafond 2026 et la date qui compte.",
  };
  const frenchSlug = await writeAndPublishPost(page, {
    language: "French",
    ...french,
    markdown: "## Le plafond 2026\n\nLe versement doit être **crédité** avant le 31 décembre.",
    tags: "3e pilier, impôts",
    author: "Léa Martin",
    cover: { description: "Un bocal de pièces suisses", colour: { r: 200, g: 16, b: 46 } },
  });
  const german = { title: `Säule 3a: vor dem 31. Dezember einzahlen ${run}`, excerpt: "Der Höchstbetrag 2026." };
  const germanSlug = await writeAndPublishPost(page, {
    language: "German",
    ...german,
    markdown: "## Der Höchstbetrag 2026\n\nDie Einzahlung muss **gutgeschrieben** sein.",
    tags: "Säule 3a",
    author: "Lea Martin",
  });

  // The blog's index and the post, as a visitor finds them.
  await openUntilShown(page, "/blog", french.title);
  await expect(page.getByText(german.title)).toHaveCount(0);
  await page.getByRole("link", { name: french.title }).click();
  await expect(page).toHaveURL(`/blog/${frenchSlug}`);
  await expect(page.getByRole("heading", { level: 1, name: french.title })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Le plafond 2026" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Un bocal de pièces suisses" })).toHaveJSProperty("complete", true);
  expect(
    await page
      .getByRole("img", { name: "Un bocal de pièces suisses" })
      .evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/blog-images\/.+\/1200\.jpg$/);
  const postingJson = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(postingJson.map((json) => JSON.parse(json)).find((data) => data["@type"] === "BlogPosting")).toMatchObject({
    headline: frenchSpacing(french.title),
    inLanguage: "fr-CH",
    author: { name: "Léa Martin" },
  });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`post-page-${width}.png`), fullPage: true });
  }

  // The landing page's teaser, in the first HTML.
  await openUntilShown(page, "/", french.title);
  const teaserHtml = await (await request.get("/")).text();
  // French spacing is applied to a French post's words: "Frontalier : …" is served as "Frontalier\u00a0: …".
  expect(teaserHtml).toContain(frenchSpacing(french.title));
  expect(teaserHtml).not.toContain(german.title);
  await expect(page.locator("#blog").getByRole("link", { name: french.title })).toBeVisible();

  // The feed and the sitemap.
  expect(await (await request.get("/blog/feed.xml")).text()).toContain(`/blog/${frenchSlug}</id>`);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`/blog/${frenchSlug}</loc>`);
  expect(sitemap).toContain(`/de/blog/${germanSlug}</loc>`);

  // The German post: on /de's teaser and /de/blog, not on the French pages.
  await openUntilShown(page, "/de", german.title);
  await expect(page.locator("#blog").getByText(french.title)).toHaveCount(0);
  await openUntilShown(page, "/de/blog", german.title);
  await page.getByRole("link", { name: german.title }).click();
  await expect(page.getByRole("heading", { level: 1, name: german.title })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "de-CH");
  expect((await request.get(`/blog/${germanSlug}`)).status()).toBe(404);
});
