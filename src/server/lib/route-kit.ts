import { createRoute, type RouteConfig, type z } from "@hono/zod-openapi";
import { adminDenied, adminOnly } from "./openapi-security";

/** A JSON body or answer of `schema`, as a route declares it. */
export const jsonContent = <T extends z.ZodType>(schema: T) => ({ content: { "application/json": { schema } } });

/** An answer with a JSON body. */
export const jsonResponse = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  ...jsonContent(schema),
});

/** A required JSON request body. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({ required: true, ...jsonContent(schema) });

/** The answer of a route behind a rate limit, once its client has gone too fast. */
export const TOO_MANY_REQUESTS = { 429: { description: "Too many requests" } } as const;

/** What every public form answers besides its success: a refusal of its input, or of its pace. */
export const PUBLIC_FORM_REFUSALS = { 400: { description: "Invalid input" }, ...TOO_MANY_REQUESTS } as const;

type AdminRouteConfig = Omit<RouteConfig, "tags" | "security">;

/**
 * A back-office route: tagged "admin", declared behind the session cookie, answering 401 and 403 to anyone but an
 * admin (requireAdmin, registered on /admin/*, does the refusing).
 */
export function adminRoute<R extends AdminRouteConfig>(route: R) {
  return createRoute({
    ...route,
    tags: ["admin"],
    ...adminOnly,
    responses: { ...route.responses, ...adminDenied },
  });
}
