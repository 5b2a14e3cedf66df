import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storePost } from "../testing/blog-posts";
import { createTestApp, type TestApp } from "../testing/test-app";
import { createBlogReader } from "./blog-reader";

describe("the blog as visitors read it", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.runtime.database.db;
    const original = await storePost(db, { slug: "3e-pilier", title: "Le 3e pilier <en 2026>", tags: ["3e pilier"] });
    await storePost(db, {
      slug: "saeule-3a",
      title: "Die Säule 3a",
      locale: "de",
      translationKey: original.translationKey,
    });
    await storePost(db, { slug: "brouillon", title: "Brouillon", status: "draft", publishedAt: null });
    await storePost(db, {
      slug: "plus-tard",
      title: "Plus tard",
      status: "scheduled",
      publishedAt: null,
      publishAt: new Date(Date.now() + 3_600_000),
    });
    await storePost(db, { slug: "ancien", title: "Ancien", publishedAt: new Date("2026-01-05T08:00:00Z") });
  });
  afterAll(() => t.close());

  it("lists a language's live posts only, newest first", async () => {
    const blog = createBlogReader(t.runtime.database.db);
    expect((await blog.latest("fr", 10)).map((post) => post.slug)).toEqual(["3e-pilier", "ancien"]);
    expect((await blog.latest("de", 10)).map((post) => post.slug)).toEqual(["saeule-3a"]);
    expect(await blog.latest("it", 10)).toEqual([]);
  });

  it("gives a live post with its sanitized body and its translations, and nothing for a draft or a scheduled one", async () => {
    const blog = createBlogReader(t.runtime.database.db);
    const post = await blog.post("fr", "3e-pilier");
    expect(post?.html).toContain("<strong>avant</strong>");
    expect(post?.translations).toEqual(
      expect.arrayContaining([
        { locale: "fr", slug: "3e-pilier" },
        { locale: "de", slug: "saeule-3a" },
      ]),
    );
    expect(await blog.post("fr", "brouillon")).toBeNull();
    expect(await blog.post("fr", "plus-tard")).toBeNull();
    expect(await blog.post("de", "3e-pilier")).toBeNull();
  });

  it("serves each language's Atom feed with its posts, escaped", async () => {
    const response = await t.app.request("/blog/feed.xml");
    expect(response.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    const xml = await response.text();
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="fr-CH">');
    expect(xml).toContain("<title>Le 3e pilier &lt;en 2026&gt;</title>");
    expect(xml).toContain(`<link rel="alternate" type="text/html" href="${"http://localhost:3000"}/blog/3e-pilier"/>`);
    expect(xml).not.toContain("Brouillon");
    expect(await (await t.app.request("/de/blog/feed.xml")).text()).toContain("Die Säule 3a");
    expect(await (await t.app.request("/it/blog/feed.xml")).text()).not.toContain("<entry>");
  });

  it("lists the live posts in the sitemap with their day and their translations", async () => {
    const xml = await (await t.app.request("/sitemap.xml")).text();
    const entry = xml.slice(xml.indexOf("<loc>http://localhost:3000/blog/3e-pilier</loc>"));
    expect(entry.slice(0, entry.indexOf("</url>"))).toMatch(
      /<lastmod>\d{4}-\d\d-\d\d<\/lastmod>[\s\S]*hreflang="de-CH" href="http:\/\/localhost:3000\/de\/blog\/saeule-3a"[\s\S]*hreflang="x-default" href="http:\/\/localhost:3000\/blog\/3e-pilier"/,
    );
    expect(xml).toContain("<loc>http://localhost:3000/blog</loc>");
    expect(xml).toContain("<loc>http://localhost:3000/de/blog</loc>");
    // The indexes name each other and x-default, like every other page (field round five).
    const index = xml.slice(xml.indexOf("<loc>http://localhost:3000/de/blog</loc>"));
    expect(index.slice(0, index.indexOf("</url>"))).toMatch(
      /hreflang="fr-CH" href="http:\/\/localhost:3000\/blog"[\s\S]*hreflang="de-CH" href="http:\/\/localhost:3000\/de\/blog"[\s\S]*hreflang="x-default" href="http:\/\/localhost:3000\/blog"/,
    );
    expect(xml).not.toContain("/it/blog");
    expect(xml).not.toContain("brouillon");
    expect(xml).not.toContain("plus-tard");
  });
});
