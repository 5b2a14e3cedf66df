import type { Context } from "hono";
import type { AppDeps } from "../context";
import type { AppEnv } from "../lib/app-env";
import type { VisitorIdentity } from "./visit-rows";

// better-auth's cookie, with or without the __Secure- prefix; without one there is nobody to look up.
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/**
 * Who is signed in on this browser, from the session cookie. A visit's identity never comes from the request body:
 * anybody could write someone else's address there, and the first page load would be sent before the page knew.
 */
export async function visitorIdentity(c: Context<AppEnv>, deps: AppDeps): Promise<VisitorIdentity | null> {
  if (!SESSION_COOKIE.test(c.req.header("cookie") ?? "")) return null;
  const session = await deps.auth.api.getSession({ headers: c.req.raw.headers }).catch(() => null);
  const user = session?.user;
  return user ? { id: user.id, email: user.email, name: user.name } : null;
}
