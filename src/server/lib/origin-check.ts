import type { MiddlewareHandler } from "hono";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests sent by another site's page: an Origin that is neither SITE_URL nor this
 * host, or a browser's Sec-Fetch-Site: cross-site. Requests without these headers (curl, servers) pass.
 */
export function originCheck(siteUrl: string): MiddlewareHandler {
  const siteOrigin = new URL(siteUrl).origin;
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    const ownOrigin = new URL(c.req.url).origin;
    const host = c.req.header("host");
    const allowed = new Set([siteOrigin, ownOrigin]);
    if (host) {
      allowed.add(`http://${host}`);
      allowed.add(`https://${host}`);
    }
    if ((origin && !allowed.has(origin)) || c.req.header("sec-fetch-site") === "cross-site") {
      return c.json({ error: "Cross-origin request refused" }, 403);
    }
    return next();
  };
}
