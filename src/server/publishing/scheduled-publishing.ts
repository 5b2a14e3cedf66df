import { and, eq, lte, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { blogPosts } from "../db/schema";
import type { ClusterJob } from "../lib/cluster-jobs";
import type { Logger } from "../lib/logger";

/**
 * Publishes every scheduled post whose time has come, dated by its scheduled time. One conditional UPDATE: when
 * several instances run it at once, each row is taken by exactly one of them (the others find its status changed
 * once the first commits), so a post is published once. The database's clock decides. Answers the posts published.
 */
export async function publishDueScheduledPosts(db: Db): Promise<{ id: string; locale: string; slug: string }[]> {
  return db
    .update(blogPosts)
    .set({ status: "published", publishedAt: sql`${blogPosts.publishAt}`, updatedAt: sql`now()` })
    .where(and(eq(blogPosts.status, "scheduled"), lte(blogPosts.publishAt, sql`now()`)))
    .returning({ id: blogPosts.id, locale: blogPosts.locale, slug: blogPosts.slug });
}

/** Checked every 10 s, run once per 30 s across the cluster: a scheduled post is live at most about 40 s late. */
export const scheduledPublishingJob = (db: Db, logger: Logger): ClusterJob => ({
  name: "publish-scheduled-posts",
  periodMs: 30_000,
  checkEveryMs: 10_000,
  run: async () => {
    for (const post of await publishDueScheduledPosts(db)) logger.info(post, "scheduled post published");
  },
});
