import { digestSentSchema } from "@shared/schemas/admin-cockpit";
import { adminError } from "@shared/schemas/admin-errors";
import { eq } from "drizzle-orm";
import { actorOf } from "../admin/actor";
import type { AppDeps } from "../context";
import { user } from "../db/schema";
import type { Api } from "../lib/api";
import { adminRoute, jsonResponse } from "../lib/route-kit";
import { sendDigestNow } from "./daily-digest";
import { digestLanguageOf } from "./wording/digest-wording";

const digestRoute = adminRoute({
  method: "post",
  path: "/admin/digest",
  summary:
    "Send today's digest so far (Zurich time) now, in the account's language, to TEAM_EMAIL or else to the " +
    "signed-in admin",
  responses: { 200: jsonResponse(digestSentSchema, "Queued: to whom, and which day until when") },
});

/** "Send the daily digest now"; registered after requireAdmin covers /admin/*. */
export function registerDigestRoutes(api: Api, deps: AppDeps) {
  api.openapi(digestRoute, async (c) => {
    const actor = await actorOf(c, deps);
    if (!actor) return c.json(adminError("sign-in-required"), 401);
    const { db } = deps.database;
    const [account] = await db.select({ language: user.adminLanguage }).from(user).where(eq(user.id, actor.id));
    const to = deps.env.TEAM_EMAIL ?? actor.email;
    const sent = await sendDigestNow(db, deps.env, to, digestLanguageOf(account?.language));
    deps.outbox.kick();
    return c.json({ to, ...sent }, 200);
  });
}
