import { zurichWallClock } from "@shared/blog/zurich-wall-clock";
import type { AdminPost, PostSummary } from "@shared/schemas/blog-post";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInCookie } from "../testing/sessions";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../testing/test-app";
import { databaseTargets } from "../testing/test-database";
import { listLivePosts } from "./published-posts";

const frenchPost = {
  locale: "fr",
  title: "Le 3e pilier en 2026",
  slug: "pilier-3a-2026",
  excerpt: "Combien verser, et quand.",
  bodyMarkdown: "## Plafond\n\nCHF 7258 pour un salarié.",
  coverImageId: null,
  coverImageAlt: "",
  tags: ["prévoyance"],
  author: "Léa Martin",
};

describe.each(databaseTargets())("the admin's posts API on %s", (target) => {
  let t: TestApp;
  let admin = "";
  let member = "";
  const call = (path: string, init: { method?: string; body?: unknown; cookie?: string; origin?: string } = {}) =>
    t.app.request(path, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers: {
        cookie: init.cookie ?? admin,
        origin: init.origin ?? TEST_ORIGIN,
        ...(init.body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  const created = async (body: unknown, path = "/api/admin/posts") => {
    const res = await call(path, { body });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as AdminPost;
  };

  beforeAll(async () => {
    t = await createTestApp(target);
    admin = await signedInCookie(t, "writer@example.com", "admin");
    member = await signedInCookie(t, "reader@example.com", "user");
  });
  afterAll(() => t.close());

  it("answers 401 without a session and 403 to a signed-in non-admin, storing nothing", async () => {
    for (const cookie of ["", member]) {
      const expected = cookie ? 403 : 401;
      expect((await call("/api/admin/posts", { cookie })).status).toBe(expected);
      expect((await call("/api/admin/posts", { cookie, body: frenchPost })).status).toBe(expected);
      expect((await call("/api/admin/posts/preview", { cookie, body: { markdown: "x" } })).status).toBe(expected);
    }
    const list = (await (await call("/api/admin/posts")).json()) as { posts: PostSummary[] };
    expect(list.posts).toEqual([]);
  });

  it("refuses a write sent by another site's page (CSRF)", async () => {
    const res = await call("/api/admin/posts", { body: frenchPost, origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: "Cross-origin request refused" });
  });

  it.each([
    ["an empty title", { title: " " }, "title", "Give the post a title"],
    ["a slug with spaces", { slug: "mon article" }, "slug", "lowercase letters, digits and hyphens"],
    ["a slug with capitals", { slug: "Mon-Article" }, "slug", "lowercase letters, digits and hyphens"],
    ["an excerpt too long", { excerpt: "x".repeat(301) }, "excerpt", "at most 300 characters"],
  ])("refuses %s with the field and a clear message", async (_, change, path, message) => {
    const res = await call("/api/admin/posts", { body: { ...frenchPost, ...change } });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; issues: { path: string; message: string }[] };
    expect(body.issues[0]?.path).toBe(path);
    expect(body.issues[0]?.message).toContain(message);
  });

  it("creates a draft, reads it back, and refuses the same slug in the same language with a 409", async () => {
    const post = await created(frenchPost);
    expect(post).toMatchObject({
      ...frenchPost,
      status: "draft",
      publishedAt: null,
      coverImageAlt: null,
      translations: [],
    });
    expect(await (await call(`/api/admin/posts/${post.id}`)).json()).toEqual(post);
    const duplicate = await call("/api/admin/posts", { body: { ...frenchPost, title: "Autre" } });
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toEqual({
      error: 'A French post already has the slug "pilier-3a-2026": choose another one.',
      code: "post-slug-taken",
    });
  });

  it("refuses a cover image that is not stored with a 409 and a clear message", async () => {
    const res = await call("/api/admin/posts", {
      body: {
        ...frenchPost,
        slug: "sans-image",
        coverImageId: "00000000-0000-4000-8000-000000000000",
        coverImageAlt: "Une image",
      },
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: "The cover image is no longer stored: upload it again.",
      code: "post-cover-gone",
    });
  });

  it("translates a post once per language, linked by its translation key", async () => {
    const source = await created({ ...frenchPost, slug: "source" });
    const german = await created(
      { ...frenchPost, locale: "de", title: "Die 3. Säule", slug: "source" },
      `/api/admin/posts/${source.id}/translations`,
    );
    expect(german).toMatchObject({ locale: "de", translationKey: source.translationKey, status: "draft" });
    expect(german.translations).toEqual([{ id: source.id, locale: "fr", status: "draft" }]);
    const again = await call(`/api/admin/posts/${source.id}/translations`, {
      body: { ...frenchPost, locale: "de", slug: "encore" },
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: "This post already has a German version: open it from the list.",
      code: "post-translation-taken",
    });
    const sameLanguage = await call(`/api/admin/posts/${source.id}/translations`, {
      body: { ...frenchPost, slug: "autre" },
    });
    expect(sameLanguage.status).toBe(409);
    expect(((await sameLanguage.json()) as { code: string }).code).toBe("post-same-language");
    const german2 = (await (await call("/api/admin/posts?locale=de")).json()) as { posts: PostSummary[] };
    expect(german2.posts.map((post) => post.id)).toEqual([german.id]);
  });

  it("publishes only a post with an excerpt and a text, then shows it to visitors", async () => {
    const post = await created({ ...frenchPost, slug: "a-publier", excerpt: "", bodyMarkdown: "" });
    const refused = await call(`/api/admin/posts/${post.id}/publish`, { body: {} });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { issues: { path: string }[] }).issues.map((issue) => issue.path)).toEqual([
      "excerpt",
      "bodyMarkdown",
    ]);
    const saved = await call(`/api/admin/posts/${post.id}`, {
      method: "PUT",
      body: { ...frenchPost, slug: "a-publier" },
    });
    expect(saved.status).toBe(200);
    const published = (await (await call(`/api/admin/posts/${post.id}/publish`, { body: {} })).json()) as AdminPost;
    expect(published.status).toBe("published");
    expect(Date.now() - Date.parse(published.publishedAt ?? "")).toBeLessThan(60_000);
    const live = await listLivePosts(t.runtime.database.db, "fr");
    expect(live.map((row) => row.slug)).toContain("a-publier");
    // A live post keeps what its page needs.
    const emptied = await call(`/api/admin/posts/${post.id}`, {
      method: "PUT",
      body: { ...frenchPost, slug: "a-publier", excerpt: "" },
    });
    expect(emptied.status).toBe(400);
    const again = (await (await call(`/api/admin/posts/${post.id}/publish`, { body: {} })).json()) as AdminPost;
    expect(again.publishedAt).toBe(published.publishedAt);
  });

  it("schedules in Zurich time, refuses the past, and goes back to draft", async () => {
    const post = await created({ ...frenchPost, slug: "plus-tard" });
    const past = await call(`/api/admin/posts/${post.id}/schedule`, {
      body: { publishAt: zurichWallClock(new Date(Date.now() - 60_000)) },
    });
    expect(past.status).toBe(400);
    expect(((await past.json()) as { error: string }).error).toBe(
      "Invalid input: publishAt: This time is in the past: pick a later one",
    );
    const scheduled = await call(`/api/admin/posts/${post.id}/schedule`, { body: { publishAt: "2099-12-01T08:00" } });
    expect(await scheduled.json()).toMatchObject({ status: "scheduled", publishAt: "2099-12-01T07:00:00.000Z" });
    const live = await listLivePosts(t.runtime.database.db, "fr");
    expect(live.map((row) => row.slug)).not.toContain("plus-tard");
    const draft = await call(`/api/admin/posts/${post.id}/draft`, { body: {} });
    expect(await draft.json()).toMatchObject({ status: "draft", publishAt: null });
  });

  it("previews Markdown as sanitized HTML", async () => {
    const res = await call("/api/admin/posts/preview", {
      body: { markdown: "# Titre\n\n<script>alert(1)</script> [x](javascript:alert(1))" },
    });
    const { html } = (await res.json()) as { html: string };
    expect(html).toContain("<h2>Titre</h2>");
    expect(html).not.toMatch(/<script|href="javascript:/);
  });

  it("saves a text longer than the API's usual 32 KB, and refuses one over the post's limit", async () => {
    const long = await call("/api/admin/posts", {
      body: { ...frenchPost, slug: "long", bodyMarkdown: "Un paragraphe assez long. ".repeat(3_800) },
    });
    expect(long.status).toBe(201);
    const tooLong = await call("/api/admin/posts", {
      body: { ...frenchPost, slug: "trop-long", bodyMarkdown: "x".repeat(100_001) },
    });
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as { error: string }).error).toContain("at most 100,000 characters");
  });

  it("deletes a post, then answers 404 for it", async () => {
    const post = await created({ ...frenchPost, slug: "a-effacer" });
    expect((await call(`/api/admin/posts/${post.id}`, { method: "DELETE" })).status).toBe(200);
    const gone = await call(`/api/admin/posts/${post.id}`);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ error: "No such post: it may have been deleted", code: "no-such-post" });
    expect((await call(`/api/admin/posts/${post.id}`, { method: "DELETE" })).status).toBe(404);
  });
});
