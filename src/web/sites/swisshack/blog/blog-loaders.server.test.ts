import type { LoaderFunctionArgs } from "react-router";
import { describe, expect, it } from "vitest";
import { blogIndexLoader, blogPostLoader } from "./blog-loaders.server";

const post = {
  locale: "de",
  slug: "saeule-3a",
  title: "Säule 3a",
  excerpt: "Kurz",
  tags: [],
  author: "Léa",
  publishedAt: "2026-11-01T08:00:00.000Z",
  publishedOn: "1. November 2026",
  updatedAt: "2026-11-01T08:00:00.000Z",
  cover: null,
  html: "<p>Text</p>",
  translations: [],
};
const args = (path: string, slug?: string) =>
  ({
    request: new Request(`https://swisshack.example${path}`),
    params: slug ? { slug } : {},
    context: { blog: { latest: async () => [], post: async () => post } },
  }) as unknown as LoaderFunctionArgs;

/** What a feed reader looks for in a page's head (field round five: "given /blog, it finds nothing"). */
const feedLinks = (meta: unknown[]) => meta.filter((tag) => (tag as { type?: string }).type === "application/atom+xml");

describe("the blog pages' head", () => {
  it("names the language's Atom feed on the index, for feed readers", async () => {
    const { meta } = await blogIndexLoader(args("/it/blog"));
    expect(feedLinks(meta)).toEqual([
      expect.objectContaining({ tagName: "link", rel: "alternate", href: "/it/blog/feed.xml" }),
    ]);
  });

  it("names it on every post too", async () => {
    const { meta } = await blogPostLoader(args("/de/blog/saeule-3a", "saeule-3a"));
    expect(feedLinks(meta)).toEqual([expect.objectContaining({ href: "/de/blog/feed.xml" })]);
  });

  it("links the indexes of the languages that have posts, and x-default, as every other page does (field round five)", async () => {
    const withPosts = (locales: string[]) =>
      ({
        request: new Request("https://swisshack.example/de/blog"),
        params: {},
        context: {
          blog: { latest: async (locale: string) => (locales.includes(locale) ? [post] : []), post: async () => post },
        },
      }) as unknown as LoaderFunctionArgs;
    const hreflangs = (meta: unknown[]) =>
      meta
        .filter((tag) => (tag as { hrefLang?: string }).hrefLang)
        .map((tag) => [
          (tag as { hrefLang: string }).hrefLang,
          (tag as { href: string }).href.replace(/^https?:\/\/[^/]+/, ""),
        ]);
    expect(hreflangs((await blogIndexLoader(withPosts(["fr", "de"]))).meta)).toEqual([
      ["fr-CH", "/blog"],
      ["de-CH", "/de/blog"],
      ["x-default", "/blog"],
    ]);
    // Without a French post, x-default is the first index that has posts.
    expect(hreflangs((await blogIndexLoader(withPosts(["de", "it"]))).meta)).toEqual([
      ["de-CH", "/de/blog"],
      ["it-CH", "/it/blog"],
      ["x-default", "/de/blog"],
    ]);
  });
});
