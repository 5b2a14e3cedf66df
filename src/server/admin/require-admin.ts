import { adminError } from "@shared/schemas/admin-errors";
import type { MiddlewareHandler } from "hono";
import type { AppDeps } from "../context";
import type { AppEnv } from "../lib/app-env";

/** Every admin endpoint: 401 without a session, 403 for a signed-in user without the admin role. */
export function requireAdmin({ auth }: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers }).catch(() => null);
    if (!session) return c.json(adminError("sign-in-required"), 401);
    if ((session.user as { role?: string | null }).role !== "admin") {
      return c.json(adminError("not-admin"), 403);
    }
    c.header("Cache-Control", "no-store");
    await next();
  };
}
