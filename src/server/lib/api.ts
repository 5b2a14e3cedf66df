import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "./app-env";

export interface ApiIssue {
  path: string;
  message: string;
}

/** Turns zod issues into the `{ error, issues }` body every 400 of the API uses. */
export function validationError(issues: { path: PropertyKey[]; message: string }[]) {
  const list: ApiIssue[] = issues.map((issue) => ({
    path: issue.path.map(String).join("."),
    message: issue.message,
  }));
  const first = list[0];
  return {
    error: first ? `Invalid input: ${first.path ? `${first.path}: ` : ""}${first.message}` : "Invalid input",
    issues: list,
  };
}

/** The /api router: every route is declared with its zod schemas and listed in /api/openapi.json. */
export function createApi() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return c.json(validationError(result.error.issues), 400);
    },
  }).basePath("/api");
}

export type Api = ReturnType<typeof createApi>;
