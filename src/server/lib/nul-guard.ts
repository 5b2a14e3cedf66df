import type { MiddlewareHandler } from "hono";

/** The JSON escape "\u0000", or a raw NUL byte. */
const containsNul = (text: string) => text.includes("\\u0000") || text.includes(String.fromCharCode(0));

/**
 * PostgreSQL text cannot hold the NUL character: refuse it at the door (400) for every API request, in the query
 * string or in a body, instead of failing later in the database. The body is cached, so validators reuse it.
 */
export function nulGuard(): MiddlewareHandler {
  return async (c, next) => {
    const refuse = () => c.json({ error: "Invalid input: text may not contain the NUL character" }, 400);
    if (/%00/.test(new URL(c.req.url).search)) return refuse();
    // Every body, whatever its declared type (better-auth also reads forms; "application/JSON" is JSON too).
    if (c.req.method !== "GET" && c.req.method !== "HEAD" && containsNul(await c.req.text())) return refuse();
    return next();
  };
}
