import { adminError } from "@shared/schemas/admin-errors";
import { adminLanguageChoiceSchema } from "@shared/schemas/admin-language";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../context";
import { user } from "../db/schema";
import type { Api } from "../lib/api";
import { adminRoute, jsonBody, jsonResponse } from "../lib/route-kit";
import { actorOf } from "./actor";

const adminLanguageRoute = adminRoute({
  method: "put",
  path: "/admin/me/language",
  summary: "Choose the back office's language for the signed-in account (French until chosen)",
  request: { body: jsonBody(adminLanguageChoiceSchema) },
  responses: {
    200: jsonResponse(adminLanguageChoiceSchema, "The account's language as saved"),
    400: { description: "Not a back-office language" },
  },
});

/** Registered after requireAdmin covers /admin/*. */
export function registerAdminLanguageRoutes(api: Api, deps: AppDeps) {
  api.openapi(adminLanguageRoute, async (c) => {
    const actor = await actorOf(c, deps);
    if (!actor) return c.json(adminError("sign-in-required"), 401);
    const { language } = c.req.valid("json");
    await deps.database.db.update(user).set({ adminLanguage: language }).where(eq(user.id, actor.id));
    return c.json({ language }, 200);
  });
}
