// Queueing a newsletter issue to 10,000 confirmed subscribers (issue 42): seeds them into a fresh database (PGlite in
// a temp folder, or DATABASE_URL's PostgreSQL), starts an issue and times queueCampaign (deliveries, weekly limit,
// outbox rows). Part of `npm run bench:api`; on its own: `node --import tsx scripts/bench/newsletter-queue.ts`.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, like } from "drizzle-orm";
import { openDatabase } from "../../src/server/db/client";
import { emailOutbox, newsletterCampaigns, newsletterSubscriptions } from "../../src/server/db/schema";
import { queueCampaign, startCampaignNow } from "../../src/server/newsletter/campaign-queue";
import { createCampaign } from "../../src/server/newsletter/campaign-store";
import { SAMPLE_BODY, seedSubscribers } from "../../src/server/testing/newsletter-subscribers";
import { printTable } from "../lib/table";

export const NEWSLETTER_SUBSCRIBERS = 10_000;
export const NEWSLETTER_QUEUE_TARGET_MS = 5_000;
const SECRET = "bench-secret-bench-secret-bench-secret";

/** Milliseconds to queue one issue to `count` confirmed subscribers, in a fresh data folder. */
export async function measureNewsletterQueueing(databaseUrl: string | undefined, count = NEWSLETTER_SUBSCRIBERS) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "swisshack-bench-news-"));
  const database = await openDatabase({ databaseUrl, dataDir });
  const run = Date.now().toString(36);
  const seeded = `bench-${run}-%@example.com`;
  try {
    await seedSubscribers(
      database.db,
      SECRET,
      Array.from({ length: count }, (_, i) => ({ email: `bench-${run}-${i}@example.com` })),
    );
    const body = `${SAMPLE_BODY}\n\n${"Un paragraphe de conseils, comme une vraie lettre en a plusieurs. ".repeat(20)}`;
    const campaign = await createCampaign(
      database.db,
      { locale: "fr", subject: "Bench", bodyMarkdown: body },
      `bench-${run}`,
    );
    await startCampaignNow(database.db, campaign.id);
    const started = performance.now();
    await queueCampaign(
      database.db,
      { siteUrl: "https://example.ch", secret: SECRET, ratePerMinute: 600 },
      campaign.id,
    );
    return performance.now() - started;
  } finally {
    // On DATABASE_URL's PostgreSQL nothing of the run stays: the issue (its deliveries with it), emails, subscribers.
    await database.db.delete(newsletterCampaigns).where(eq(newsletterCampaigns.createdBy, `bench-${run}`));
    await database.db.delete(emailOutbox).where(like(emailOutbox.to, seeded));
    await database.db.delete(newsletterSubscriptions).where(like(newsletterSubscriptions.email, seeded));
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The bench:api row. */
export const newsletterQueueRow = (queueMs: number) => ({
  cells: [`newsletter queued to ${NEWSLETTER_SUBSCRIBERS.toLocaleString("en-US")} subscribers`],
  queueMs,
  target: `< ${NEWSLETTER_QUEUE_TARGET_MS} ms`,
  ok: queueMs < NEWSLETTER_QUEUE_TARGET_MS,
});

async function main() {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const row = newsletterQueueRow(await measureNewsletterQueueing(databaseUrl));
  printTable(
    ["measure", "ms", "target", "result"],
    [[...row.cells, row.queueMs.toFixed(0), row.target, row.ok ? "met" : "MISSED"]],
  );
  if (!row.ok) process.exit(1);
}

if (process.argv[1]?.endsWith("newsletter-queue.ts")) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
