import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "../app";
import { blogPosts } from "../db/schema";
import type { AppEnv } from "../lib/app-env";
import { storePost } from "../testing/blog-posts";
import { createTestApp, type TestApp } from "../testing/test-app";
import { createBlogReader } from "./blog-reader";
import { registerBlogFeedRoutes } from "./blog-routes";

// Issue 54, 4: the feed rendered 20 full posts on every request. It is kept per language until a live post changes,
// which every instance learns from the shared database (one small query a request), not from its own memory.
describe("the Atom feeds' cache", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await storePost(t.runtime.database.db, { slug: "premier", title: "Premier" });
  });
  afterAll(() => t.close());

  it("renders a language's feed once until a post changes (issue 54, 4)", async () => {
    const blog = createBlogReader(t.runtime.database.db);
    const renders = vi.spyOn(blog, "latestWithBodies");
    const app = new Hono<AppEnv>();
    registerBlogFeedRoutes(app, blog, "https://swisshack.ch");
    const feed = async (path: string) => (await app.request(path)).text();
    const first = await feed("/blog/feed.xml");
    expect(first).toContain("Premier");
    expect(await feed("/blog/feed.xml")).toBe(first);
    expect(await feed("/blog/feed.xml")).toBe(first);
    expect(await feed("/de/blog/feed.xml")).not.toContain("Premier");
    expect(renders.mock.calls.map(([locale]) => locale)).toEqual(["fr", "de"]);
  });

  it("shows a post changed through another instance on the next request (issue 54, 4)", async () => {
    const one = createApp(t.runtime);
    const other = createApp(t.runtime);
    expect(await (await one.request("/blog/feed.xml")).text()).toContain("Premier");
    expect(await (await other.request("/blog/feed.xml")).text()).toContain("Premier");
    const db = t.runtime.database.db;
    await db
      .update(blogPosts)
      .set({ title: "Premier, revu", updatedAt: new Date() })
      .where(eq(blogPosts.slug, "premier"));
    expect(await (await other.request("/blog/feed.xml")).text()).toContain("Premier, revu");
    await storePost(db, { slug: "second", title: "Second" });
    expect(await (await other.request("/blog/feed.xml")).text()).toContain("Second");
    await db.delete(blogPosts).where(eq(blogPosts.slug, "second"));
    expect(await (await other.request("/blog/feed.xml")).text()).not.toContain("Second");
  });
});
