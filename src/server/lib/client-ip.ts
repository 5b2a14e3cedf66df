import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The client's IP, used only in memory (rate limits, geolocation) and never stored.
 * X-Forwarded-For is believed only behind a proxy the operator declared with TRUST_PROXY.
 */
export function clientIp(c: Context, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? undefined;
  } catch {
    // app.request() in tests has no socket.
    return undefined;
  }
}
