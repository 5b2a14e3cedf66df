import { type NewPost, POST_LOCALE_NAMES, type PostFields, type PostLocale } from "@shared/schemas/blog-post";
import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { type BlogPost, blogPosts } from "../db/schema";

// The admin's reads and writes of posts (issue 42). Visitors read through published-posts.ts only.

/** A write the database refused (another post holds the slug or the language, the cover is gone): a 409. */
/** A write the database refused: `code` names it for the admin's words, the message says it in English. */
export class PostConflict extends Error {
  constructor(
    readonly code: "post-cover-gone" | "post-translation-taken" | "post-slug-taken",
    message: string,
  ) {
    super(message);
  }
}

/** The constraint a write violated, if one did (the query builder wraps the driver's error). */
function violated(error: unknown): { code: string; constraint: string } | undefined {
  for (let current = error, depth = 0; current && depth < 6; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === "23505" || candidate.code === "23503") {
      return { code: candidate.code, constraint: typeof candidate.constraint === "string" ? candidate.constraint : "" };
    }
    current = candidate.cause;
  }
  return undefined;
}

async function refusingDuplicates<T>(locale: PostLocale, slug: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const violation = violated(error);
    if (violation?.code === "23503") {
      throw new PostConflict("post-cover-gone", "The cover image is no longer stored: upload it again.");
    }
    if (violation?.constraint === "blog_posts_translation_locale_idx") {
      throw new PostConflict(
        "post-translation-taken",
        `This post already has a ${POST_LOCALE_NAMES[locale]} version: open it from the list.`,
      );
    }
    if (violation) {
      throw new PostConflict(
        "post-slug-taken",
        `A ${POST_LOCALE_NAMES[locale]} post already has the slug "${slug}": choose another one.`,
      );
    }
    throw error;
  }
}

const stored = (fields: PostFields) => ({
  ...fields,
  coverImageAlt: fields.coverImageId ? fields.coverImageAlt : null,
});

export function listPosts(db: Db, locale?: PostLocale): Promise<BlogPost[]> {
  return db
    .select()
    .from(blogPosts)
    .where(locale ? eq(blogPosts.locale, locale) : undefined)
    .orderBy(desc(blogPosts.updatedAt), desc(blogPosts.id))
    .limit(500);
}

export async function findPost(db: Db, id: string): Promise<BlogPost | undefined> {
  const [post] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  return post;
}

/** The other languages of a post. */
export function translationsOf(db: Db, post: Pick<BlogPost, "id" | "translationKey">) {
  return db
    .select({ id: blogPosts.id, locale: blogPosts.locale, status: blogPosts.status })
    .from(blogPosts)
    .where(and(eq(blogPosts.translationKey, post.translationKey), ne(blogPosts.id, post.id)));
}

/** A new draft; `translationKey` makes it a translation of the post that has it. */
export async function createPost(db: Db, post: NewPost, translationKey?: string): Promise<BlogPost> {
  const { locale, ...fields } = post;
  const [created] = await refusingDuplicates(locale, post.slug, () =>
    db
      .insert(blogPosts)
      .values({ ...stored(fields), locale, ...(translationKey ? { translationKey } : {}) })
      .returning(),
  );
  return created as BlogPost;
}

export async function updatePost(db: Db, existing: BlogPost, fields: PostFields): Promise<BlogPost | undefined> {
  const [updated] = await refusingDuplicates(existing.locale, fields.slug, () =>
    db
      .update(blogPosts)
      .set({ ...stored(fields), updatedAt: sql`now()` })
      .where(eq(blogPosts.id, existing.id))
      .returning(),
  );
  return updated;
}

export async function deletePost(db: Db, id: string): Promise<boolean> {
  const deleted = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id });
  return deleted.length > 0;
}

/** Live now. A post already published keeps its first publication date (its feeds and pages are dated by it). */
export async function publishNow(db: Db, id: string): Promise<BlogPost | undefined> {
  const [post] = await db
    .update(blogPosts)
    .set({
      status: "published",
      publishAt: null,
      publishedAt: sql`case when ${blogPosts.status} = 'published' then ${blogPosts.publishedAt} else now() end`,
      updatedAt: sql`now()`,
    })
    .where(eq(blogPosts.id, id))
    .returning();
  return post;
}

/** Hidden from visitors until `at`, when the scheduled-publishing job publishes it. */
export async function schedule(db: Db, id: string, at: Date): Promise<BlogPost | undefined> {
  const [post] = await db
    .update(blogPosts)
    .set({ status: "scheduled", publishAt: at, publishedAt: null, updatedAt: sql`now()` })
    .where(eq(blogPosts.id, id))
    .returning();
  return post;
}

export async function backToDraft(db: Db, id: string): Promise<BlogPost | undefined> {
  const [post] = await db
    .update(blogPosts)
    .set({ status: "draft", publishAt: null, publishedAt: null, updatedAt: sql`now()` })
    .where(eq(blogPosts.id, id))
    .returning();
  return post;
}
