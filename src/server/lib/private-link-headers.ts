import { isPrivateLink } from "@shared/routes";
import type { MiddlewareHandler } from "hono";

/** Private pages behind a secret link: never indexed, never kept by a shared cache. */
export const PRIVATE_PAGE_HEADERS = { "X-Robots-Tag": "noindex, nofollow", "Cache-Control": "private, no-store" };

/**
 * Every answer under a private-link prefix (the page, its API, a 404 for a mistyped link) carries the private
 * headers: the address holds a secret, whatever the answer.
 */
export function privateLinkHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!isPrivateLink(c.req.path)) return;
    for (const [name, value] of Object.entries(PRIVATE_PAGE_HEADERS)) c.res.headers.set(name, value);
  };
}
