import { tmpdir } from "node:os";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../db/client";
import { blogPosts } from "../db/schema";
import { createLogger } from "../lib/logger";
import { createScratchPostgres, databaseTargets } from "../testing/test-database";
import { publishDueScheduledPosts, scheduledPublishingJob } from "./scheduled-publishing";

const MINUTE = 60_000;

const draft = (slug: string) => ({
  locale: "fr" as const,
  slug,
  title: slug,
  excerpt: "Résumé",
  bodyMarkdown: "Texte",
  author: "Léa",
});

describe.each(databaseTargets())("scheduled publishing on %s", (target) => {
  // Two instances: two connection pools on one PostgreSQL database; PGlite is one process, so one database object.
  let instances: [Database, Database];
  let drop = async () => {};
  beforeAll(async () => {
    if (target === "postgres") {
      const scratch = await createScratchPostgres();
      drop = scratch.drop;
      const open = () => openDatabase({ databaseUrl: scratch.url, dataDir: tmpdir() });
      instances = [await open(), await open()];
    } else {
      const database = await openDatabase({ dataDir: tmpdir(), inMemory: true });
      instances = [database, database];
    }
  });
  afterAll(async () => {
    await Promise.all([...new Set(instances)].map((database) => database.close()));
    await drop();
  });
  const db = () => instances[0].db;
  beforeEach(async () => {
    await db().delete(blogPosts);
  });

  it("publishes the posts whose time has come, dated by their scheduled time, and leaves the others", async () => {
    const due = new Date(Date.now() - 2 * MINUTE);
    const later = new Date(Date.now() + 60 * MINUTE);
    const [duePost, laterPost, draftPost] = await db()
      .insert(blogPosts)
      .values([
        { ...draft("due"), status: "scheduled", publishAt: due },
        { ...draft("later"), status: "scheduled", publishAt: later },
        { ...draft("draft"), status: "draft" },
      ])
      .returning();
    const published = await publishDueScheduledPosts(db());
    expect(published).toEqual([{ id: duePost?.id, locale: "fr", slug: "due" }]);
    const rows = await db().select().from(blogPosts);
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(duePost?.id ?? "")).toMatchObject({ status: "published", publishedAt: due });
    expect(byId.get(laterPost?.id ?? "")).toMatchObject({ status: "scheduled", publishedAt: null });
    expect(byId.get(draftPost?.id ?? "")).toMatchObject({ status: "draft", publishedAt: null });
    expect(await publishDueScheduledPosts(db())).toEqual([]);
  });

  it("publishes each due post exactly once when both instances run the job at the same moment", async () => {
    const slugs = Array.from({ length: 40 }, (_, i) => `post-${i}`);
    await db()
      .insert(blogPosts)
      .values(
        slugs.map((slug) => ({
          ...draft(slug),
          status: "scheduled" as const,
          publishAt: sql`now() - interval '1 second'`,
        })),
      );
    const runs = await Promise.all(
      [0, 1, 0, 1, 0, 1].map((instance) => publishDueScheduledPosts(instances[instance as 0 | 1].db)),
    );
    const publishedIds = runs.flat().map((post) => post.id);
    expect(publishedIds).toHaveLength(slugs.length);
    expect(new Set(publishedIds).size).toBe(slugs.length);
    const live = await db().select().from(blogPosts).where(eq(blogPosts.status, "published"));
    expect(live).toHaveLength(slugs.length);
  });

  it("runs as a cluster job that logs each post it publishes", async () => {
    const [post] = await db()
      .insert(blogPosts)
      .values({ ...draft("job"), status: "scheduled", publishAt: new Date(Date.now() - MINUTE) })
      .returning();
    const lines: string[] = [];
    const logger = createLogger("info");
    logger.info = ((object: unknown, message: string) => lines.push(`${message} ${JSON.stringify(object)}`)) as never;
    await scheduledPublishingJob(db(), logger).run();
    expect(lines).toEqual([`scheduled post published ${JSON.stringify({ id: post?.id, locale: "fr", slug: "job" })}`]);
    const [row] = await db()
      .select()
      .from(blogPosts)
      .where(inArray(blogPosts.id, [post?.id ?? ""]));
    expect(row?.status).toBe("published");
  });
});
