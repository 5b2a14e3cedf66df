import type { MiddlewareHandler } from "hono";
import { addressKey } from "../lib/address-key";
import type { AppEnv } from "../lib/app-env";
import { MAX_EMAIL_LENGTH } from "../lib/public-form-limits";
import type { RateLimiters, RateLimitRule } from "../lib/rate-limit";
import type { DeviceCookies } from "./device-cookie";

interface FailurePolicy {
  /** Failures counted within the rule's window. */
  failures: RateLimitRule;
  /** The wait imposed after a failure beyond the free ones. */
  delay: RateLimitRule;
  freeFailures: number;
  maxDelaySeconds: number;
}

export const SIGN_IN_PAIR_FREE_FAILURES = 5;
export const SIGN_IN_ACCOUNT_FREE_FAILURES = 20;

/** One address guessing one account: slowed early, up to 15 minutes between guesses. */
const PER_ADDRESS_AND_ACCOUNT: FailurePolicy = {
  failures: { name: "sign-in-failures", points: Number.MAX_SAFE_INTEGER, durationSeconds: 3600 },
  delay: { name: "sign-in-delay", points: 0, durationSeconds: 900 },
  freeFailures: SIGN_IN_PAIR_FREE_FAILURES,
  maxDelaySeconds: 900,
};

/**
 * Many addresses guessing one account: slowed later and at most a minute, since anyone can cause these failures
 * and the owner, from another address, must still get in.
 */
const PER_ACCOUNT: FailurePolicy = {
  failures: { name: "sign-in-account-failures", points: Number.MAX_SAFE_INTEGER, durationSeconds: 3600 },
  delay: { name: "sign-in-account-delay", points: 0, durationSeconds: 60 },
  freeFailures: SIGN_IN_ACCOUNT_FREE_FAILURES,
  maxDelaySeconds: 60,
};

/**
 * A browser that signed in to the account before (it holds the account's device cookie): its own allowance, as
 * strict as one address's, and nothing anybody else does counts against it (OWASP's device cookies).
 */
const PER_DEVICE: FailurePolicy = {
  failures: { name: "sign-in-device-failures", points: Number.MAX_SAFE_INTEGER, durationSeconds: 3600 },
  delay: { name: "sign-in-device-delay", points: 0, durationSeconds: 900 },
  freeFailures: SIGN_IN_PAIR_FREE_FAILURES,
  maxDelaySeconds: 900,
};

/** After the n-th failure: nothing while free, then 1 s, doubling with each further failure, up to the cap. */
export function delayAfterFailure(failures: number, policy: Pick<FailurePolicy, "freeFailures" | "maxDelaySeconds">) {
  if (failures < policy.freeFailures) return 0;
  return Math.min(policy.maxDelaySeconds, 2 ** (failures - policy.freeFailures));
}

/** The sign-in body's email address, trimmed and lowercased, when it has one. */
export async function emailOf(c: Parameters<MiddlewareHandler<AppEnv>>[0]): Promise<string | undefined> {
  const body = (await c.req.json().catch(() => null)) as { email?: unknown } | null;
  return typeof body?.email === "string" ? body.email.trim().toLowerCase() : undefined;
}

const TOO_LONG = { error: `Invalid email address: at most ${MAX_EMAIL_LENGTH} characters` };

/**
 * Growing delays after failed sign-ins: only wrong passwords count, a successful sign-in forgets them, so nobody can
 * lock an owner out by signing in on their behalf. A browser holding the account's device cookie is counted on its
 * own; any other attempt per address and account and per account.
 */
export function signInThrottle(limiters: RateLimiters, devices: DeviceCookies): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const email = await emailOf(c);
    if (!email) return next();
    // Checked before any limiter sees it: no attacker-sized value reaches a counter.
    if (email.length > MAX_EMAIL_LENGTH) return c.json(TOO_LONG, 400);
    const device = devices.deviceOf(c, email);
    const keys: [FailurePolicy, string][] = device
      ? [[PER_DEVICE, `${device}|${email}`]]
      : [
          [PER_ADDRESS_AND_ACCOUNT, `${addressKey(c.get("clientIp"))}|${email}`],
          [PER_ACCOUNT, email],
        ];
    const waits = await Promise.all(keys.map(([policy, key]) => limiters.waitFor(policy.delay, key)));
    const wait = Math.max(...waits);
    if (wait > 0) {
      c.header("Retry-After", String(wait));
      return c.json({ error: `Too many sign-in attempts. Please try again in ${wait} seconds.` }, 429);
    }
    await next();
    if (c.res.status === 401) {
      for (const [policy, key] of keys) {
        const delay = delayAfterFailure(await limiters.count(policy.failures, key), policy);
        if (delay > 0) await limiters.block(policy.delay, key, delay);
      }
    } else if (c.res.ok) {
      for (const [policy, key] of keys) {
        await Promise.all([limiters.reset(policy.failures, key), limiters.reset(policy.delay, key)]);
      }
      if (!device) devices.issue(c, email);
    }
  };
}
