import type { MiddlewareHandler } from "hono";
import { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import type { AppEnv } from "../context";
import { logRedisStatus, type RedisStatusLogger } from "./redis-status";

export interface RateLimitRule {
  /** Distinguishes the counters of different endpoints. */
  name: string;
  points: number;
  durationSeconds: number;
}

export interface RateLimiters {
  /** A middleware answering 429 with Retry-After once a client IP used up the rule's points. */
  middleware(rule: RateLimitRule): MiddlewareHandler<AppEnv>;
  /** Consumes one point for any key (an account, say); resolves to the seconds to wait, or 0 when allowed. */
  consume(rule: RateLimitRule, key: string): Promise<number>;
  /** Counts one event (a failure, say) without ever refusing; resolves to the count within the rule's window. */
  count(rule: RateLimitRule, key: string): Promise<number>;
  /** Makes the key wait `seconds` (refused by `waitFor`). */
  block(rule: RateLimitRule, key: string, seconds: number): Promise<void>;
  /** Seconds the key must still wait after `block`, or 0. */
  waitFor(rule: RateLimitRule, key: string): Promise<number>;
  /** Forgets the key's count and wait. */
  reset(rule: RateLimitRule, key: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Counters in memory, or in Redis when REDIS_URL is set so that several instances share them. A Redis outage
 * falls back to memory (the insurance limiter) instead of failing requests.
 */
export function createRateLimiters(redisUrl?: string, logger?: RedisStatusLogger): RateLimiters {
  const redis = redisUrl
    ? new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  if (redis) logRedisStatus(redis, logger);
  const limiters = new Map<string, RateLimiterMemory | RateLimiterRedis>();

  const limiterFor = (rule: RateLimitRule) => {
    let limiter = limiters.get(rule.name);
    if (!limiter) {
      const options = { keyPrefix: `rl:${rule.name}`, points: rule.points, duration: rule.durationSeconds };
      limiter = redis
        ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: new RateLimiterMemory(options) })
        : new RateLimiterMemory(options);
      limiters.set(rule.name, limiter);
    }
    return limiter;
  };

  const consume = async (rule: RateLimitRule, key: string) => {
    try {
      await limiterFor(rule).consume(key);
      return 0;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      return 0; // the store failed and so did the insurance: let the request through rather than fail it
    }
  };

  // The store failed and so did the insurance: count nothing and refuse nothing rather than fail the request.
  const orNothing = <T>(work: () => Promise<T>, fallback: T) => work().catch(() => fallback);

  return {
    consume,
    count: (rule, key) => orNothing(async () => (await limiterFor(rule).penalty(key)).consumedPoints, 0),
    block: (rule, key, seconds) => orNothing(async () => void (await limiterFor(rule).block(key, seconds)), undefined),
    waitFor: (rule, key) =>
      orNothing(async () => {
        const state = await limiterFor(rule).get(key);
        if (!state || state.consumedPoints <= rule.points) return 0;
        return Math.max(1, Math.ceil(state.msBeforeNext / 1000));
      }, 0),
    reset: (rule, key) => orNothing(async () => void (await limiterFor(rule).delete(key)), undefined),
    middleware: (rule) => async (c, next) => {
      const wait = await consume(rule, c.get("clientIp") ?? "unknown");
      if (wait > 0) {
        c.header("Retry-After", String(wait));
        return c.json({ error: `Too many requests. Please try again in ${wait} seconds.` }, 429);
      }
      await next();
    },
    async close() {
      redis?.disconnect();
    },
  };
}
