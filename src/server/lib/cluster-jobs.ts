import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { scheduledJobRuns } from "../db/schema";
import type { Logger } from "./logger";

/**
 * Claims the current period of a job for the caller: true for exactly one caller per period, across every instance
 * sharing the database. One statement: the row lock of ON CONFLICT makes a concurrent claimer wait, then see the
 * fresh last_run_at and get nothing back. The database's clock decides, so instances' clocks need not agree.
 */
export async function claimPeriod(db: Db, name: string, periodMs: number): Promise<boolean> {
  const claimed = await db
    .insert(scheduledJobRuns)
    .values({ name, lastRunAt: sql`now()` })
    .onConflictDoUpdate({
      target: scheduledJobRuns.name,
      set: { lastRunAt: sql`now()` },
      setWhere: sql`${scheduledJobRuns.lastRunAt} <= now() - make_interval(secs => ${periodMs / 1000})`,
    })
    .returning({ name: scheduledJobRuns.name });
  return claimed.length > 0;
}

export interface ClusterJob {
  name: string;
  /** The job runs once per period across the cluster. */
  periodMs: number;
  /** How often each instance asks whether the period is over: the job runs at most this late. */
  checkEveryMs: number;
  /** Delay of the first check after start-up (default: at once). */
  firstCheckMs?: number;
  run(): Promise<unknown>;
}

/** Runs the job on whichever instance claims the period first; answers a function that stops the schedule. */
export function scheduleClusterJob(db: Db, logger: Logger, job: ClusterJob): () => void {
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const check = async () => {
    if (running || stopped) return;
    running = true;
    try {
      if (await claimPeriod(db, job.name, job.periodMs)) await job.run();
    } catch (error) {
      logger.error(
        { job: job.name, err: error instanceof Error ? error.message : String(error) },
        "scheduled job failed",
      );
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => {
    void check();
    timer = setInterval(() => void check(), job.checkEveryMs);
    timer.unref();
  }, job.firstCheckMs ?? 0);
  first.unref();
  return () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(timer);
  };
}
