import { setTimeout as sleep } from "node:timers/promises";
import type { MiddlewareHandler } from "hono";

/**
 * Answers no sooner than `ms` after the request came in. A new sign-up writes an account and queues an email, a
 * duplicate one does not: without a floor above both, the time taken tells which addresses are registered.
 */
export function minimumDuration(ms: number): MiddlewareHandler {
  return async (_c, next) => {
    const started = performance.now();
    await next();
    const rest = ms - (performance.now() - started);
    if (rest > 0) await sleep(rest);
  };
}
