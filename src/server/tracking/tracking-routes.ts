import { createRoute, z } from "@hono/zod-openapi";
import { locationSchema, trackPixelSchema, trackVisitSchema, type VisitLocation } from "@shared/schemas/tracking";
import type { Context } from "hono";
import { isbot } from "isbot";
import type { AppDeps } from "../context";
import type { Api } from "../lib/api";
import type { AppEnv } from "../lib/app-env";
import { createBatchWriter } from "../lib/batch-writer";
import { EMPTY_LOCATION } from "../lib/geo";
import { TOO_MANY_REQUESTS } from "../lib/route-kit";
import { beaconVisitRow, type NewVisit, pixelVisitRow, unstorableVisit, type VisitContext } from "./visit-rows";
import { insertVisits } from "./visit-writes";
import { visitorIdentity } from "./visitor-identity";

/**
 * What one person can do: a page load sends a beacon and a pixel, so 120 in ten minutes is a new page every ten
 * seconds (an IPv4 address, or an IPv6 /64). More from one address is a script, and would fill the owner's sources.
 */
export const TRACKING_RATE_LIMIT = { name: "track-visit", points: 120, durationSeconds: 600 };

const trackVisitRoute = createRoute({
  method: "post",
  path: "/track-visit",
  tags: ["tracking"],
  summary: "Record a page visit (or, with track_only, just locate the visitor) and answer the location",
  request: { body: { required: true, content: { "application/json": { schema: trackVisitSchema } } } },
  responses: {
    200: {
      description: "The visitor's approximate location; `stored` says whether a visit was recorded",
      content: { "application/json": { schema: locationSchema.extend({ stored: z.boolean() }) } },
    },
    400: { description: "Invalid payload" },
    ...TOO_MANY_REQUESTS,
  },
});

const trackPixelRoute = createRoute({
  method: "get",
  path: "/track-visit",
  tags: ["tracking"],
  summary: "Pixel tracking: record a visit from query fields (fallback path)",
  request: { query: trackPixelSchema },
  responses: {
    204: { description: "Recorded (or ignored for bots)" },
    400: { description: "Invalid page" },
    ...TOO_MANY_REQUESTS,
  },
});

/** The visitor's location, looked up from the IP in memory; the IP itself is never stored. */
function locate(c: Context<AppEnv>, deps: AppDeps) {
  return deps.geo.lookup(c.get("clientIp"));
}

/** The request's user agent or the one the page reported is a crawler's (usually both are the same string). */
const isBotVisit = (header: string | undefined, reported: string | null | undefined) =>
  isbot(header ?? "") || (reported !== header && isbot(reported ?? ""));

async function visitContext(c: Context<AppEnv>, deps: AppDeps, location: VisitLocation): Promise<VisitContext> {
  return {
    location,
    requestUserAgent: c.req.header("user-agent"),
    globalPrivacyControl: c.req.header("sec-gpc") === "1",
    identity: await visitorIdentity(c, deps),
    now: new Date(),
  };
}

export function registerTrackingRoutes(api: Api, deps: AppDeps) {
  const { db } = deps.database;
  // Group commit: concurrent visits share one multi-row INSERT; each request is answered after its row committed.
  const visits = createBatchWriter<NewVisit>((rows) => insertVisits(db, rows));
  deps.onClose(() => visits.close());
  const limit = deps.rateLimiters.middleware(TRACKING_RATE_LIMIT);

  api.use("/track-visit", limit);

  api.openapi(trackVisitRoute, async (c) => {
    const payload = c.req.valid("json");
    const userAgent = c.req.header("user-agent");
    if (isBotVisit(userAgent, payload.user_agent)) {
      return c.json({ ...EMPTY_LOCATION, stored: false }, 200);
    }
    const location = await locate(c, deps);
    if (payload.track_only) return c.json({ ...location, stored: false }, 200);

    const row = beaconVisitRow(payload, await visitContext(c, deps, location));
    const unstorable = unstorableVisit(row);
    if (unstorable) return c.json({ error: `Invalid visit: ${unstorable}` }, 400);
    await visits.add(row);
    return c.json({ ...location, stored: true }, 200);
  });

  api.openapi(trackPixelRoute, async (c) => {
    const query = c.req.valid("query");
    const userAgent = c.req.header("user-agent");
    c.header("Cache-Control", "no-store");
    if (isBotVisit(userAgent, query.ua)) return c.body(null, 204);
    const location = await locate(c, deps);
    const row = pixelVisitRow(query, await visitContext(c, deps, location));
    const unstorable = unstorableVisit(row);
    if (unstorable) return c.json({ error: `Invalid visit: ${unstorable}` }, 400);
    await visits.add(row);
    return c.body(null, 204);
  });
}
