import type { MiddlewareHandler } from "hono";

/**
 * better-auth also reads form and multipart bodies; our limits read JSON. Only JSON (or no body) gets through, so
 * no body type can carry a request past them.
 */
export function jsonBodiesOnly(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const mediaType = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase();
    const isJson = mediaType === "application/json";
    if (!isJson && (mediaType || (await c.req.arrayBuffer()).byteLength > 0)) {
      return c.json({ error: "Send the request body as application/json" }, 415);
    }
    return next();
  };
}
