import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The address the nearest of `trustedHops` proxies saw: each proxy appends the address it received the request
 * from, so the entries to the left of that one were written by the client and prove nothing.
 */
export function forwardedClientIp(c: Context, trustedHops: number): string | undefined {
  const entries = c.req
    .header("x-forwarded-for")
    ?.split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (!entries?.length) return undefined;
  return entries[Math.max(0, entries.length - trustedHops)];
}

/**
 * The client's IP, used only in memory (rate limits, geolocation) and never stored.
 * X-Forwarded-For is believed only behind proxies the operator declared with TRUST_PROXY (their number).
 */
export function clientIp(c: Context, trustedHops: number): string | undefined {
  if (trustedHops > 0) {
    const forwarded = forwardedClientIp(c, trustedHops);
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? undefined;
  } catch {
    // app.request() in tests has no socket.
    return undefined;
  }
}
