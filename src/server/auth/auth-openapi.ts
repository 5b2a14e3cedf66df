import { createRoute, z } from "@hono/zod-openapi";
import { accountNameSchema } from "@shared/schemas/account";
import { EMAIL_FORMAT } from "@shared/schemas/json-schema-hints";
import type { Api } from "../lib/api";
import { MAX_EMAIL_LENGTH } from "../lib/public-form-limits";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./password";

// better-auth answers /api/auth/* itself (auth-routes.ts): these routes only describe, in the document, the endpoints
// of it the app uses, as better-auth 1.7 takes and answers them; they validate nothing.

/** better-auth's refusals ({ code, message }) and our limits' ({ error }). */
const refusal = z.object({ code: z.string().optional(), message: z.string().optional(), error: z.string().optional() });
const refused = (description: string) => ({ description, content: { "application/json": { schema: refusal } } });

const email = z.string().max(MAX_EMAIL_LENGTH).meta(EMAIL_FORMAT);
const password = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);
/** A path on this site: the confirmation and reset emails take their site and language from it ("/fr/optimaite"). */
const sitePath = z.string().startsWith("/").max(200);

const user = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
  role: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
const session = z.object({ id: z.string(), userId: z.string(), expiresAt: z.string() });

const json = <T extends z.ZodType>(schema: T) => ({ content: { "application/json": { schema } } });
const body = <T extends z.ZodType>(schema: T) => ({ body: { required: true, ...json(schema) } });
const tooMany = { description: "Too many attempts from this address, device or for this email" };

const routes = [
  createRoute({
    method: "post",
    path: "/auth/sign-up/email",
    tags: ["auth"],
    summary: "Create an account; the confirmation email speaks the language of callbackURL's page",
    request: body(z.object({ email, password, name: accountNameSchema, callbackURL: sitePath.optional() })),
    responses: {
      200: {
        description: "Account created (or the address already has one: the answer is the same), not signed in",
        ...json(z.object({ token: z.string().nullable(), user })),
      },
      400: refused("Invalid email or password"),
      422: refused("The account cannot be created"),
      429: tooMany,
    },
  }),
  createRoute({
    method: "post",
    path: "/auth/sign-in/email",
    tags: ["auth"],
    summary: "Sign in with email and password; sets the session cookie",
    request: body(
      z.object({ email, password: z.string().max(PASSWORD_MAX_LENGTH), rememberMe: z.boolean().optional() }),
    ),
    responses: {
      200: {
        description: "Signed in",
        ...json(z.object({ redirect: z.boolean(), token: z.string(), user })),
      },
      400: refused("Invalid input"),
      401: refused("Wrong email or password (INVALID_EMAIL_OR_PASSWORD)"),
      403: refused("The address is not confirmed yet (EMAIL_NOT_VERIFIED)"),
      429: tooMany,
    },
  }),
  createRoute({
    method: "post",
    path: "/auth/sign-out",
    tags: ["auth"],
    summary: "Sign out: ends the session of the cookie",
    request: { body: { required: false, ...json(z.object({})) } },
    responses: {
      200: { description: "Signed out", ...json(z.object({ success: z.boolean() })) },
      400: refused("No session to end"),
    },
  }),
  createRoute({
    method: "get",
    path: "/auth/get-session",
    tags: ["auth"],
    summary: "The session of the cookie and its user, or null",
    responses: {
      200: { description: "The session, or null when signed out", ...json(z.object({ session, user }).nullable()) },
    },
  }),
  createRoute({
    method: "get",
    path: "/auth/verify-email",
    tags: ["auth"],
    summary: "Links of older emails: sent to the page with the button (/verify-email); a GET never verifies",
    request: { query: z.object({ token: z.string().optional() }) },
    responses: { 303: { description: "To /verify-email, with the token when it looks like one" } },
  }),
  createRoute({
    method: "post",
    path: "/auth/request-password-reset",
    tags: ["auth"],
    summary: "Email a reset link to the address, if an account uses it; in the language of redirectTo's page",
    request: body(z.object({ email, redirectTo: sitePath.optional() })),
    responses: {
      200: {
        description: "The same answer whether or not an account uses the address",
        ...json(z.object({ status: z.boolean(), message: z.string().optional() })),
      },
      400: refused("Invalid email address"),
      429: tooMany,
    },
  }),
  createRoute({
    method: "post",
    path: "/auth/reset-password",
    tags: ["auth"],
    summary: "Choose a new password with the emailed token; signs out every session and confirms the address",
    request: body(z.object({ token: z.string().max(2048), newPassword: password })),
    responses: {
      200: { description: "Password changed", ...json(z.object({ status: z.boolean() })) },
      400: refused("Invalid or expired token, or a password of the wrong length"),
      429: tooMany,
    },
  }),
];

/**
 * The better-auth endpoints the pages use, as "POST /auth/sign-up/email": the only ones the app forwards to it
 * (every other one, such as send-verification-email, answers 404).
 */
export const AUTH_ENDPOINTS_IN_USE: ReadonlySet<string> = new Set(
  routes.map((route) => `${route.method.toUpperCase()} ${route.path}`),
);

/** Lists the better-auth endpoints the app uses in /api/openapi.json. */
export function documentAuthRoutes(api: Api) {
  for (const route of routes) api.openAPIRegistry.registerPath(route);
}
