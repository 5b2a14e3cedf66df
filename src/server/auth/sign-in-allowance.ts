import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../lib/app-env";
import { MAX_EMAIL_LENGTH } from "../lib/public-form-limits";
import { type RateLimiters, type RateLimitRule, tooManyRequests } from "../lib/rate-limit";
import type { DeviceCookies } from "./device-cookie";
import { emailOf } from "./sign-in-throttle";

/**
 * How many sign-ins one client may send in ten minutes: an address (IPv4, or IPv6 /64), or a browser holding the
 * account's device cookie, which has its own allowance so that nobody behind the owner's address (a shared NAT)
 * can use it up (OWASP's device cookies).
 */
export function signInAllowance(
  limiters: RateLimiters,
  devices: DeviceCookies,
  rules: { perAddress: RateLimitRule; perDevice: RateLimitRule },
): MiddlewareHandler<AppEnv> {
  const perAddress = limiters.middleware(rules.perAddress);
  return async (c, next) => {
    const email = await emailOf(c);
    const device = email && email.length <= MAX_EMAIL_LENGTH ? devices.deviceOf(c, email) : undefined;
    if (!device) return perAddress(c, next);
    const wait = await limiters.consume(rules.perDevice, device);
    if (wait > 0) return tooManyRequests(c, wait);
    await next();
  };
}
