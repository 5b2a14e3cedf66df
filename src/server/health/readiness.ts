/** How long one answer of the database stands for every readiness probe (load balancers probe often). */
export const READINESS_MAX_AGE_MS = 1000;
/** A database that has not answered by then is not ready. */
const PING_TIMEOUT_MS = 2000;

/**
 * Whether the database answers, asked at most once per READINESS_MAX_AGE_MS whatever the number of probes: the
 * probes share one ping in flight and then its answer until it is older than the maximum age.
 */
export function cachedReadiness(ping: () => Promise<void>, now: () => number = Date.now): () => Promise<boolean> {
  let last: { at: number; ready: boolean } | undefined;
  let inFlight: Promise<boolean> | undefined;

  const askDatabase = async (): Promise<boolean> => {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
    });
    try {
      return await Promise.race([ping().then(() => true as const), timedOut]);
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  };

  return () => {
    if (last && now() - last.at < READINESS_MAX_AGE_MS) return Promise.resolve(last.ready);
    inFlight ??= askDatabase().then((ready) => {
      last = { at: now(), ready };
      inFlight = undefined;
      return ready;
    });
    return inFlight;
  };
}
