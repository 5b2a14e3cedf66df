import { z } from "@hono/zod-openapi";
import {
  BRANDS,
  type BrandSettings,
  brandSettingsSchema,
  settingsLogResponseSchema,
  siteSettingsInputSchema,
  siteSettingsResponseSchema,
} from "@shared/schemas/site-settings";
import { actorOf } from "../admin/actor";
import type { AppDeps } from "../context";
import type { Api } from "../lib/api";
import { adminRoute, jsonBody, jsonResponse } from "../lib/route-kit";
import type { LiveSettings } from "./live-settings";
import { confirmedSubscribers, readAllSettings, saveBrandSettings, settingsLog } from "./settings-store";

const readRoute = adminRoute({
  method: "get",
  path: "/admin/site-settings",
  summary: "Each brand's details and figures in force, and where each detail comes from (saved or the environment)",
  responses: { 200: jsonResponse(siteSettingsResponseSchema, "Both brands' settings") },
});

const saveRoute = adminRoute({
  method: "put",
  path: "/admin/site-settings/{brand}",
  summary: "Save a brand's details and figures; each changed value is logged with who and when",
  request: { params: z.object({ brand: z.enum(BRANDS) }), body: jsonBody(siteSettingsInputSchema) },
  responses: {
    200: jsonResponse(brandSettingsSchema, "The brand's settings after the change"),
    400: { description: "A value is invalid (the field is named)" },
  },
});

const logRoute = adminRoute({
  method: "get",
  path: "/admin/site-settings/log",
  summary: "The latest changes to the brands' settings, newest first, with who made them",
  responses: { 200: jsonResponse(settingsLogResponseSchema, "The changes") },
});

type EnvSource = Record<string, string | undefined>;

async function brandsNow(deps: AppDeps): Promise<BrandSettings[]> {
  const db = deps.database.db;
  const [all, subscribers] = await Promise.all([
    readAllSettings(db, deps.env as unknown as EnvSource),
    confirmedSubscribers(db),
  ]);
  return BRANDS.map((brand) => ({ brand, ...all[brand], confirmedSubscribers: subscribers }));
}

/** Registered after requireAdmin covers /admin/*. */
export function registerSiteSettingsRoutes(api: Api, deps: AppDeps, live: LiveSettings) {
  api.openapi(readRoute, async (c) => c.json({ brands: await brandsNow(deps) }, 200));

  api.openapi(saveRoute, async (c) => {
    const actor = await actorOf(c, deps);
    if (!actor) return c.json({ error: "Sign in required" }, 401);
    const { brand } = c.req.valid("param");
    await saveBrandSettings(
      deps.database.db,
      deps.env as unknown as EnvSource,
      brand,
      c.req.valid("json"),
      actor.email,
    );
    // This instance shows the change at once; the others within their next poll.
    await live.refresh();
    const saved = (await brandsNow(deps)).find((settings) => settings.brand === brand) as BrandSettings;
    return c.json(saved, 200);
  });

  api.openapi(logRoute, async (c) => c.json({ changes: await settingsLog(deps.database.db) }, 200));
}
