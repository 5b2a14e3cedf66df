import { blogImageUrl } from "@shared/blog/image-urls";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { blogImages, blogPosts } from "../db/schema";

/** A post's cover as an issue sent from that post shows it under its title. */
export interface IssueCover {
  /** The 1200 px JPEG variant, relative to the site (every mail app shows JPEG). */
  path: string;
  alt: string;
  width: number;
  height: number;
}

/** The cover of the post an issue is written from, or null (no post, no cover, the post or its image deleted). */
export async function coverOfPost(db: Db, postId: string | null | undefined): Promise<IssueCover | null> {
  if (!postId) return null;
  const [row] = await db
    .select({
      imageId: blogImages.id,
      alt: blogPosts.coverImageAlt,
      width: blogImages.width,
      height: blogImages.height,
    })
    .from(blogPosts)
    .innerJoin(blogImages, eq(blogImages.id, blogPosts.coverImageId))
    .where(sql`${blogPosts.id}::text = ${postId}`);
  if (!row) return null;
  const width = Math.min(1200, row.width);
  return {
    path: blogImageUrl(row.imageId, 1200, "jpeg"),
    alt: row.alt ?? "",
    width,
    height: Math.round((row.height / row.width) * width),
  };
}
