import { queueDueReminders } from "./demo-slots/reminders";
import { sendDailyDigestIfDue } from "./digest/daily-digest";
import { type ClusterJob, scheduleClusterJob } from "./lib/cluster-jobs";
import { newsletterCampaignJob, startNewsletterPump } from "./newsletter/campaign-jobs";
import { retentionJobs } from "./privacy/retention";
import { scheduledPublishingJob } from "./publishing/scheduled-publishing";
import type { Runtime } from "./runtime";

/** Retries of emails whose first try failed (new ones are sent at once by the instance that queued them). */
const outboxRetries = (runtime: Runtime): ClusterJob => ({
  name: "outbox-retries",
  periodMs: 15_000,
  checkEveryMs: 5_000,
  run: () => runtime.outbox.flush(),
});

/** The daily digest: checked every few minutes, queued once per Zurich day after DIGEST_HOUR (claimed by day). */
const dailyDigest = (runtime: Runtime): ClusterJob => ({
  name: "daily-digest-check",
  periodMs: 5 * 60_000,
  checkEveryMs: 60_000,
  run: async () => {
    if (await sendDailyDigestIfDue(runtime.database.db, runtime.env)) runtime.outbox.kick();
  },
});

/** Demo reminders 24 h before: checked every minute, each meeting claimed once across the cluster. */
const demoReminders = (runtime: Runtime): ClusterJob => ({
  name: "demo-reminders",
  periodMs: 60_000,
  checkEveryMs: 30_000,
  run: async () => {
    if ((await queueDueReminders(runtime.database.db, runtime, new Date())) > 0) runtime.outbox.kick();
  },
});

/** Starts every periodic job, each run once per period across all instances; answers a function stopping them. */
export function scheduleJobs(runtime: Runtime): () => void {
  const { db } = runtime.database;
  const jobs = [
    ...retentionJobs(db, runtime.logger),
    outboxRetries(runtime),
    dailyDigest(runtime),
    demoReminders(runtime),
    scheduledPublishingJob(db, runtime.logger),
    newsletterCampaignJob(runtime),
  ];
  const stops = [...jobs.map((job) => scheduleClusterJob(db, runtime.logger, job)), startNewsletterPump(runtime)];
  return () => {
    for (const stop of stops) stop();
  };
}
