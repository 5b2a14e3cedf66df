import type { Db } from "../db/client";
import { blogPosts } from "../db/schema";

type NewPost = typeof blogPosts.$inferInsert;

/** Stores a post as the admin would have written it (tests only): live unless told otherwise. */
export async function storePost(db: Db, post: Partial<NewPost> & Pick<NewPost, "slug" | "title">) {
  const [stored] = await db
    .insert(blogPosts)
    .values({
      locale: "fr",
      excerpt: `Résumé de ${post.title}`,
      bodyMarkdown: "## Le point\n\nVersez **avant** le 31 décembre.",
      author: "Équipe SwissHack",
      status: "published",
      publishedAt: new Date(Date.now() - 60_000),
      ...post,
    })
    .returning();
  if (!stored) throw new Error("post not stored");
  return stored;
}
