import type { AppDeps } from "../context";
import type { Api } from "../lib/api";
import { CLIENT_IP_HEADER } from "./auth";

export const SIGN_IN_IP_LIMIT = { name: "sign-in-ip", points: 20, durationSeconds: 600 };
export const SIGN_UP_IP_LIMIT = { name: "sign-up-ip", points: 10, durationSeconds: 600 };
export const SIGN_IN_ACCOUNT_LIMIT = { name: "sign-in-account", points: 10, durationSeconds: 900 };

/** better-auth's own handler under /api/auth/*, fed the socket address for its rate limiter. */
export function registerAuthRoutes(api: Api, { auth, rateLimiters }: AppDeps) {
  api.post("/auth/sign-in/email", rateLimiters.middleware(SIGN_IN_IP_LIMIT), async (c, next) => {
    // Per account too, so guessing one person's password from many addresses is slowed down as well.
    const body = (await c.req.json().catch(() => null)) as { email?: unknown } | null;
    if (typeof body?.email === "string") {
      const wait = await rateLimiters.consume(SIGN_IN_ACCOUNT_LIMIT, body.email.trim().toLowerCase());
      if (wait > 0) {
        c.header("Retry-After", String(wait));
        return c.json({ error: `Too many sign-in attempts. Please try again in ${wait} seconds.` }, 429);
      }
    }
    await next();
  });
  api.post("/auth/sign-up/email", rateLimiters.middleware(SIGN_UP_IP_LIMIT));
  api.on(["GET", "POST"], "/auth/*", async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    const ip = c.get("clientIp");
    if (ip) headers.set(CLIENT_IP_HEADER, ip);
    // The body may already have been read (and cached) by earlier middleware: forward the cached copy.
    const init: RequestInit = { headers, method: c.req.method };
    if (c.req.method !== "GET") init.body = await c.req.arrayBuffer();
    return auth.handler(new Request(c.req.raw.url, init));
  });
}
