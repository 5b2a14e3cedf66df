import type { AppDeps } from "../context";
import type { Api } from "../lib/api";
import { CLIENT_IP_HEADER } from "./auth";

/** better-auth's own handler under /api/auth/*, fed the socket address for its rate limiter. */
export function registerAuthRoutes(api: Api, { auth }: AppDeps) {
  api.on(["GET", "POST"], "/auth/*", (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    const ip = c.get("clientIp");
    if (ip) headers.set(CLIENT_IP_HEADER, ip);
    const init: RequestInit & { duplex?: "half" } = { headers, method: c.req.method };
    if (c.req.method !== "GET") {
      init.body = c.req.raw.body;
      init.duplex = "half";
    }
    return auth.handler(new Request(c.req.raw.url, init));
  });
}
