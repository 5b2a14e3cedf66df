import { createRoute, z } from "@hono/zod-openapi";
import {
  calculatorSessionCreatedSchema,
  calculatorSessionIdSchema,
  createCalculatorSessionSchema,
  updateCalculatorSessionSchema,
} from "@shared/schemas/calculator";
import { and, eq, sql } from "drizzle-orm";
import type { AppDeps } from "../context";
import { calculatorSessions } from "../db/schema";
import { attributionColumns } from "../leads/attribution-columns";
import type { Api } from "../lib/api";
import { calculatorTokenRequired } from "../lib/openapi-security";
import { TOO_MANY_REQUESTS } from "../lib/route-kit";
import { randomToken, sha256Hex } from "../lib/tokens";

// Every visit of /optimaite starts a session; an office behind one address opens many.
export const CALCULATOR_RATE_LIMIT = { name: "calculator-sessions", points: 200, durationSeconds: 600 };
export const CALCULATOR_UPDATE_RATE_LIMIT = { name: "calculator-updates", points: 600, durationSeconds: 600 };

const createRoute_ = createRoute({
  method: "post",
  path: "/calculator-sessions",
  tags: ["optimaite"],
  summary: "Start a calculator session; answers the secret that allows updating it",
  request: { body: { required: true, content: { "application/json": { schema: createCalculatorSessionSchema } } } },
  responses: {
    201: { description: "Created", content: { "application/json": { schema: calculatorSessionCreatedSchema } } },
    400: { description: "Invalid input" },
    409: { description: "Session id already used" },
    ...TOO_MANY_REQUESTS,
  },
});

const updateRoute = createRoute({
  method: "patch",
  path: "/calculator-sessions/{sessionId}",
  tags: ["optimaite"],
  summary: "Update a calculator session with the token answered at its creation",
  ...calculatorTokenRequired,
  request: {
    params: z.object({ sessionId: calculatorSessionIdSchema }),
    body: { required: true, content: { "application/json": { schema: updateCalculatorSessionSchema } } },
  },
  responses: {
    204: { description: "Updated" },
    400: { description: "Invalid input" },
    401: { description: "No bearer token" },
    404: { description: "No such session for this token" },
    ...TOO_MANY_REQUESTS,
  },
});

export function registerCalculatorRoutes(api: Api, deps: AppDeps) {
  const { db } = deps.database;
  api.on("POST", "/calculator-sessions", deps.rateLimiters.middleware(CALCULATOR_RATE_LIMIT));
  api.on("PATCH", "/calculator-sessions/*", deps.rateLimiters.middleware(CALCULATOR_UPDATE_RATE_LIMIT));

  api.openapi(createRoute_, async (c) => {
    const body = c.req.valid("json");
    // The location comes from the visitor's IP, looked up here; the IP itself is never stored.
    const location = await deps.geo.lookup(c.get("clientIp"));
    const updateToken = randomToken();
    const inserted = await db
      .insert(calculatorSessions)
      .values({
        sessionId: body.session_id,
        updateTokenHash: sha256Hex(updateToken),
        userAgent: (body.user_agent ?? c.req.header("user-agent") ?? "").slice(0, 512) || null,
        ipAddress: null,
        cityName: location.city_name,
        countryName: location.country_name,
        countryCode: location.country_code,
        region: location.region,
        latitude: location.latitude,
        longitude: location.longitude,
        timezone: location.timezone,
        ...attributionColumns(body.attribution),
      })
      .onConflictDoNothing({ target: calculatorSessions.sessionId })
      .returning({ id: calculatorSessions.id });
    if (inserted.length === 0) return c.json({ error: "This calculator session already exists" }, 409);
    return c.json({ sessionId: body.session_id, updateToken }, 201);
  });

  api.openapi(updateRoute, async (c) => {
    const { sessionId } = c.req.valid("param");
    const token = /^Bearer (\S+)$/.exec(c.req.header("authorization") ?? "")?.[1];
    if (!token) {
      c.header("WWW-Authenticate", "Bearer");
      return c.json({ error: "Bearer token required" }, 401);
    }
    const body = c.req.valid("json");
    const updated = await db
      .update(calculatorSessions)
      .set({
        lastActivity: sql`now()`,
        inputsChanged: body.inputs_changed,
        calculationsPerformed: body.calculations_performed,
        timeSpentSeconds: body.time_spent_seconds,
        ...(body.final_roi_data ? { finalRoiData: body.final_roi_data } : {}),
      })
      .where(and(eq(calculatorSessions.sessionId, sessionId), eq(calculatorSessions.updateTokenHash, sha256Hex(token))))
      .returning({ id: calculatorSessions.id });
    if (updated.length === 0) return c.json({ error: "No such calculator session" }, 404);
    return c.body(null, 204);
  });
}
