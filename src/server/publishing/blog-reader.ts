import type { BlogLocale, BlogPostSummary, BlogPostView, BlogReader } from "@shared/blog/blog-reader";
import { frenchSpacing, frenchSpacingInHtml } from "@shared/blog/french-spacing";
import { publicationDay } from "@shared/blog/publication-day";
import { inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { type BlogPost, blogImages } from "../db/schema";
import { renderMarkdown } from "./markdown";

/** A French post's words with French spacing (the owner types ordinary spaces); other languages as typed. */
const typeset = (locale: BlogLocale, text: string) => (locale === "fr" ? frenchSpacing(text) : text);
const bodyHtml = (post: BlogPost) =>
  post.locale === "fr" ? frenchSpacingInHtml(renderMarkdown(post.bodyMarkdown)) : renderMarkdown(post.bodyMarkdown);

import { findLivePost, listAllLivePosts, listLivePosts, liveTranslationsOf, liveVersion } from "./published-posts";

export type PostWithBody = BlogPostSummary & { html: string };
export type LivePost = BlogPostSummary & { translationKey: string };

/** What the server's own routes read besides the pages: bodies for the feeds, every live post for the sitemap. */
export interface ServerBlogReader extends BlogReader {
  latestWithBodies(locale: BlogLocale, limit: number): Promise<PostWithBody[]>;
  /** Changes whenever a language's live posts change (a cache's key). */
  version(locale: BlogLocale): Promise<string>;
  allLive(): Promise<LivePost[]>;
}

/** Posts as the pages show them: the words typeset, the day in the post's language, the cover's size. */
async function summariesOf(db: Db, posts: BlogPost[]): Promise<BlogPostSummary[]> {
  const imageIds = posts.flatMap((post) => (post.coverImageId ? [post.coverImageId] : []));
  const images = imageIds.length
    ? await db
        .select({ id: blogImages.id, width: blogImages.width, height: blogImages.height })
        .from(blogImages)
        .where(inArray(blogImages.id, imageIds))
    : [];
  const byId = new Map(images.map((image) => [image.id, image]));
  return posts.map((post) => {
    const image = post.coverImageId ? byId.get(post.coverImageId) : undefined;
    const publishedAt = (post.publishedAt ?? post.createdAt).toISOString();
    return {
      locale: post.locale,
      slug: post.slug,
      title: typeset(post.locale, post.title),
      excerpt: typeset(post.locale, post.excerpt),
      tags: post.tags,
      author: post.author,
      publishedAt,
      publishedOn: publicationDay(publishedAt, post.locale),
      updatedAt: post.updatedAt.toISOString(),
      cover: image
        ? { imageId: image.id, alt: post.coverImageAlt ?? "", width: image.width, height: image.height }
        : null,
    };
  });
}

/**
 * A post as its page shows it, whatever its status: the caller decides who may see it (live posts for everyone below,
 * any post for an admin's preview). Its translations are the live ones, the only ones its page links to.
 */
export async function postViewOf(db: Db, post: BlogPost): Promise<BlogPostView> {
  const [summaries, translations] = await Promise.all([summariesOf(db, [post]), liveTranslationsOf(db, post)]);
  const [summary] = summaries as [BlogPostSummary];
  return {
    ...summary,
    html: bodyHtml(post),
    translations: translations.map(({ locale: other, slug: otherSlug }) => ({ locale: other, slug: otherSlug })),
  };
}

/** The blog as its pages read it: live posts only, bodies rendered and sanitized here. */
export function createBlogReader(db: Db): ServerBlogReader {
  const summaries = (posts: BlogPost[]) => summariesOf(db, posts);

  return {
    latest: async (locale, limit) => summaries(await listLivePosts(db, locale, limit)),
    latestWithBodies: async (locale, limit) => {
      const posts = await listLivePosts(db, locale, limit);
      const summarised = await summaries(posts);
      return summarised.map((summary, index) => ({
        ...summary,
        html: posts[index] ? bodyHtml(posts[index]) : "",
      }));
    },
    version: (locale) => liveVersion(db, locale),
    allLive: async () => {
      const posts = await listAllLivePosts(db);
      const summarised = await summaries(posts);
      return summarised.map((summary, index) => ({ ...summary, translationKey: posts[index]?.translationKey ?? "" }));
    },
    post: async (locale, slug) => {
      const post = await findLivePost(db, locale, slug);
      return post ? postViewOf(db, post) : null;
    },
  };
}
