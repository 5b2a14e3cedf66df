import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";

/**
 * Refuses request bodies over `maxBytes` with 413. A declared Content-Length is enough to decide (Node's parser never
 * delivers more bytes than it announces); only chunked bodies go through hono's bodyLimit, which wraps the body in a
 * counting stream and so makes the Node adapter build a full web Request (about a tenth of a tracking request's CPU).
 */
export function bodySizeLimit(
  maxBytes: number,
  message = `Request body too large (at most ${maxBytes / 1024} KB)`,
): MiddlewareHandler {
  const tooLarge = { error: message };
  const streamingLimit = bodyLimit({ maxSize: maxBytes, onError: (c) => c.json(tooLarge, 413) });
  return async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const length = c.req.header("content-length");
    if (length !== undefined && c.req.header("transfer-encoding") === undefined) {
      return Number(length) > maxBytes ? c.json(tooLarge, 413) : next();
    }
    return streamingLimit(c, next);
  };
}
