import { eq } from "drizzle-orm";
import type { AppDeps } from "../context";
import { newsletterCampaigns } from "../db/schema";
import type { ClusterJob } from "../lib/cluster-jobs";
import { campaignsToQueue, finishCampaigns, queueCampaign, queueSettingsOf, startDueCampaigns } from "./campaign-queue";
import { keepIssuePace } from "./issue-pacing";

type JobDeps = Pick<AppDeps, "database" | "env" | "secret" | "outbox" | "logger">;

/**
 * Once per period across the cluster: starts the scheduled issues whose time has come, finishes queueing any issue
 * an instance left half queued, and marks "sent" the issues whose emails have all left.
 */
export function newsletterCampaignJob(deps: JobDeps): ClusterJob {
  const { db } = deps.database;
  const settings = queueSettingsOf(deps);
  return {
    name: "newsletter-campaigns",
    periodMs: 15_000,
    checkEveryMs: 5_000,
    run: async () => {
      await startDueCampaigns(db);
      for (const id of await campaignsToQueue(db)) await queueCampaign(db, settings, id);
      await finishCampaigns(db);
      deps.outbox.kick();
    },
  };
}

/** How often each instance looks for newsletter emails that have come due (their send times are spaced). */
const PUMP_EVERY_MS = 1_000;

/**
 * On every instance: while an issue is sending, sends the outbox's due emails each second, so that all instances
 * share the work (each email is claimed by one of them) at the pace the send times set. Answers a stop function.
 */
export function startNewsletterPump(deps: JobDeps): () => void {
  const { db } = deps.database;
  let busy = false;
  let stopped = false;
  const tick = async () => {
    if (busy || stopped) return;
    busy = true;
    try {
      const [sending] = await db
        .select({ id: newsletterCampaigns.id })
        .from(newsletterCampaigns)
        .where(eq(newsletterCampaigns.status, "sending"))
        .limit(1);
      if (!sending) return;
      // After an outage (a restart mid-send), the emails that came due meanwhile keep the rate too.
      await keepIssuePace(db, queueSettingsOf(deps).ratePerMinute);
      while (!stopped && (await deps.outbox.flush()) > 0) {
        // a full pass: more may be due
      }
    } catch (error) {
      deps.logger.error({ err: error instanceof Error ? error.message : String(error) }, "newsletter pump failed");
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => void tick(), PUMP_EVERY_MS);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
