import { createHash } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { Redis } from "ioredis";
import { RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { addressKey, isSharedIpv4 } from "./address-key";
import type { AppEnv } from "./app-env";
import { BoundedRateLimiterMemory } from "./bounded-memory-limiter";
import { logRedisStatus, type RedisStatusLogger } from "./redis-status";

export interface RateLimitRule {
  /** Distinguishes the counters of different endpoints. */
  name: string;
  points: number;
  durationSeconds: number;
  /**
   * Per-address rules only: the allowance of one IPv4 address, when it differs from `points` (that of one IPv6 /64).
   * Carrier-grade NAT puts hundreds of people behind one IPv4 address; an IPv6 /64 is one subscriber's network.
   */
  sharedIpv4Points?: number;
}

/** The 429 answer of every limit: when to try again, in the header, the sentence and a number. */
export function tooManyRequests(c: Context, waitSeconds: number, what = "requests") {
  c.header("Retry-After", String(waitSeconds));
  return c.json(
    { error: `Too many ${what}. Please try again in ${waitSeconds} seconds.`, retryAfterSeconds: waitSeconds },
    429,
  );
}

/**
 * What the stores keep of a key: a fixed-length hash, so a 30,000-character email costs what an IP does and no
 * address or email sits in Redis or in memory. 128 bits: collisions would need 2^64 keys.
 */
export const storedKey = (key: string) => createHash("sha256").update(key).digest("base64url").slice(0, 22);

/** The rule a per-address limit applies to this address: IPv4 addresses may have their own, larger allowance. */
function ruleForAddress(rule: RateLimitRule, address: string): RateLimitRule {
  if (rule.sharedIpv4Points === undefined || !isSharedIpv4(address)) return rule;
  return { name: `${rule.name}-ipv4`, points: rule.sharedIpv4Points, durationSeconds: rule.durationSeconds };
}

export interface RateLimiters {
  /**
   * A middleware answering 429 with Retry-After once a client address used up the rule's points: an IPv4 address,
   * or an IPv6 /64.
   */
  middleware(rule: RateLimitRule): MiddlewareHandler<AppEnv>;
  /** Consumes one point for any key (an account, say); resolves to the seconds to wait, or 0 when allowed. */
  consume(rule: RateLimitRule, key: string): Promise<number>;
  /** Gives back one point consumed for the key (work that was refused after its point was taken). */
  refund(rule: RateLimitRule, key: string): Promise<void>;
  /** Counts one event (a failure, say) without ever refusing; resolves to the count within the rule's window. */
  count(rule: RateLimitRule, key: string): Promise<number>;
  /** Makes the key wait `seconds` (refused by `waitFor`). */
  block(rule: RateLimitRule, key: string, seconds: number): Promise<void>;
  /** Points the key used within the rule's window, and the seconds until that window ends (both 0 if none). */
  used(rule: RateLimitRule, key: string): Promise<{ points: number; secondsLeft: number }>;
  /** Seconds the key must still wait after `block`, or 0. */
  waitFor(rule: RateLimitRule, key: string): Promise<number>;
  /** Forgets the key's count and wait. */
  reset(rule: RateLimitRule, key: string): Promise<void>;
  /** Forgets every count held in this process's memory, as a restart does (tests start each case afresh). */
  forgetMemory(): void;
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
  const limiters = new Map<string, BoundedRateLimiterMemory | RateLimiterRedis>();

  const limiterFor = (rule: RateLimitRule) => {
    let limiter = limiters.get(rule.name);
    if (!limiter) {
      const options = { keyPrefix: `rl:${rule.name}`, points: rule.points, duration: rule.durationSeconds };
      limiter = redis
        ? new RateLimiterRedis({
            ...options,
            storeClient: redis,
            insuranceLimiter: new BoundedRateLimiterMemory(options),
          })
        : new BoundedRateLimiterMemory(options);
      limiters.set(rule.name, limiter);
    }
    return limiter;
  };

  const consume = async (rule: RateLimitRule, key: string) => {
    try {
      await limiterFor(rule).consume(storedKey(key));
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
    refund: (rule, key) => orNothing(async () => void (await limiterFor(rule).reward(storedKey(key), 1)), undefined),
    count: (rule, key) => orNothing(async () => (await limiterFor(rule).penalty(storedKey(key))).consumedPoints, 0),
    block: (rule, key, seconds) =>
      orNothing(async () => void (await limiterFor(rule).block(storedKey(key), seconds)), undefined),
    used: (rule, key) =>
      orNothing(
        async () => {
          const state = await limiterFor(rule).get(storedKey(key));
          if (!state) return { points: 0, secondsLeft: 0 };
          return { points: state.consumedPoints, secondsLeft: Math.max(1, Math.ceil(state.msBeforeNext / 1000)) };
        },
        { points: 0, secondsLeft: 0 },
      ),
    waitFor: (rule, key) =>
      orNothing(async () => {
        const state = await limiterFor(rule).get(storedKey(key));
        if (!state || state.consumedPoints <= rule.points) return 0;
        return Math.max(1, Math.ceil(state.msBeforeNext / 1000));
      }, 0),
    forgetMemory: () => limiters.clear(),
    reset: (rule, key) => orNothing(async () => void (await limiterFor(rule).delete(storedKey(key))), undefined),
    middleware: (rule) => async (c, next) => {
      const address = addressKey(c.get("clientIp"));
      const wait = await consume(ruleForAddress(rule, address), address);
      if (wait > 0) return tooManyRequests(c, wait);
      await next();
    },
    async close() {
      redis?.disconnect();
    },
  };
}
