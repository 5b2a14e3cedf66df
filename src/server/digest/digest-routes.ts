import { queuedEmailSchema } from "@shared/schemas/admin";
import { actorOf } from "../admin/actor";
import type { AppDeps } from "../context";
import type { Api } from "../lib/api";
import { adminRoute, jsonResponse } from "../lib/route-kit";
import { sendDigestNow } from "./daily-digest";

const digestRoute = adminRoute({
  method: "post",
  path: "/admin/digest",
  summary: "Send the daily digest now, to TEAM_EMAIL or else to the signed-in admin",
  responses: { 200: jsonResponse(queuedEmailSchema, "Queued") },
});

/** "Send the daily digest now"; registered after requireAdmin covers /admin/*. */
export function registerDigestRoutes(api: Api, deps: AppDeps) {
  api.openapi(digestRoute, async (c) => {
    const actor = await actorOf(c, deps);
    if (!actor) return c.json({ error: "Sign in required" }, 401);
    const to = deps.env.TEAM_EMAIL ?? actor.email;
    await sendDigestNow(deps.database.db, deps.env, to);
    deps.outbox.kick();
    return c.json({ to }, 200);
  });
}
