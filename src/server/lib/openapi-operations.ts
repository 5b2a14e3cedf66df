import { z } from "@hono/zod-openapi";
import type { Api } from "./api";

/** The body of every 400 the API gives (validationError, or the error handler's for a body that is not JSON). */
const apiErrorSchema = z.object({
  error: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

/** "get", "/admin/records/{tab}/export" → "getAdminRecordsByTabExport". */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split("/")
    .filter(Boolean)
    .map((segment) => segment.replace(/^\{(.+)\}$/, "by-$1"))
    .flatMap((segment) => segment.split(/[-_]/))
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return `${method.toLowerCase()}${words.join("")}`;
}

interface RouteDefinition {
  method: string;
  path: string;
  operationId?: string;
  request?: { params?: unknown; query?: unknown; body?: unknown };
  responses: Record<string, unknown>;
}

/**
 * Completes every documented operation before the document is made: an operationId where the route names none, and
 * the 400 (with its `{ error, issues }` body) of every operation that validates parameters or a body, which the
 * API's validation hook answers whatever the route lists, and the 415 of every operation that takes a body (the
 * router's media-type gate, better-auth's JSON-only gate).
 */
export function completeOperations(api: Api) {
  for (const definition of api.openAPIRegistry.definitions) {
    if (definition.type !== "route") continue;
    const route = definition.route as unknown as RouteDefinition;
    route.operationId ??= operationIdOf(route.method, route.path);
    const { params, query, body } = route.request ?? {};
    if ((params || query || body) && !route.responses[400]) {
      route.responses[400] = {
        description: "Invalid input: what is wrong, per field",
        content: { "application/json": { schema: apiErrorSchema } },
      };
    }
    if (body && !route.responses[415]) {
      route.responses[415] = {
        description: "A body of another media type than the operation takes",
        content: { "application/json": { schema: apiErrorSchema } },
      };
    }
  }
}
