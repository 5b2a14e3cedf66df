import { and, count, desc, eq, lte, max, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { type BlogPost, blogPosts } from "../db/schema";

// What visitors may read: published posts whose publication time has come. Every page, feed and sitemap reads
// posts through here, so a draft or a scheduled post can never leak through one of them.

export type PostLocale = BlogPost["locale"];

const isLive = () => and(eq(blogPosts.status, "published"), lte(blogPosts.publishedAt, sql`now()`));

/** A language's live posts, newest first. */
export function listLivePosts(db: Db, locale: PostLocale, limit = 50): Promise<BlogPost[]> {
  return db
    .select()
    .from(blogPosts)
    .where(and(isLive(), eq(blogPosts.locale, locale)))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(limit);
}

export async function findLivePost(db: Db, locale: PostLocale, slug: string): Promise<BlogPost | undefined> {
  const [post] = await db
    .select()
    .from(blogPosts)
    .where(and(isLive(), eq(blogPosts.locale, locale), eq(blogPosts.slug, slug)))
    .limit(1);
  return post;
}

/** The live translations of a post, itself included: its hreflang alternates. */
export function liveTranslationsOf(db: Db, post: Pick<BlogPost, "translationKey">): Promise<BlogPost[]> {
  return db
    .select()
    .from(blogPosts)
    .where(and(isLive(), eq(blogPosts.translationKey, post.translationKey)));
}

/** Every live post of every language (the sitemap). */
export function listAllLivePosts(db: Db): Promise<BlogPost[]> {
  return db.select().from(blogPosts).where(isLive()).orderBy(desc(blogPosts.publishedAt));
}

/**
 * What a language's live posts are at: their number and latest change. Any edit, publication, unpublication or
 * deletion changes it (a post that becomes live is changed at that moment), on whichever instance it happened.
 */
export async function liveVersion(db: Db, locale: PostLocale): Promise<string> {
  const [row] = await db
    .select({ posts: count(), latest: max(blogPosts.updatedAt) })
    .from(blogPosts)
    .where(and(isLive(), eq(blogPosts.locale, locale)));
  return `${row?.posts ?? 0}:${row?.latest?.toISOString() ?? ""}`;
}
