import type { MiddlewareHandler } from "hono";
import type { AppDeps } from "../context";
import type { AppEnv } from "../lib/app-env";

/** Every admin endpoint: 401 without a session, 403 for a signed-in user without the admin role. */
export function requireAdmin({ auth }: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers }).catch(() => null);
    if (!session) return c.json({ error: "Sign in required" }, 401);
    if ((session.user as { role?: string | null }).role !== "admin") {
      return c.json({ error: "You don't have admin privileges." }, 403);
    }
    c.header("Cache-Control", "no-store");
    await next();
  };
}
