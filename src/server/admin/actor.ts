import type { Context } from "hono";
import type { AppDeps } from "../context";
import type { AppEnv } from "../lib/app-env";

/** Who changes a lead, as the lead_events trail records it. */
export interface Actor {
  id: string;
  email: string;
  /** The account's name, as a report it signs prints it. */
  name?: string;
}

/** The signed-in admin (requireAdmin already let the request through). */
export async function actorOf(c: Context<AppEnv>, deps: AppDeps): Promise<Actor | null> {
  const session = await deps.auth.api.getSession({ headers: c.req.raw.headers }).catch(() => null);
  return session ? { id: session.user.id, email: session.user.email, name: session.user.name } : null;
}
