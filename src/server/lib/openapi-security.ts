import type { Api } from "./api";

/** better-auth's session cookie (prefixed "__Secure-" when SITE_URL is https). */
const SESSION_COOKIE = "sessionCookie";
const CALCULATOR_TOKEN = "calculatorUpdateToken";

export function registerSecuritySchemes(api: Api) {
  api.openAPIRegistry.registerComponent("securitySchemes", SESSION_COOKIE, {
    type: "apiKey",
    in: "cookie",
    name: "better-auth.session_token",
    description: "The session of a signed-in account (POST /api/auth/sign-in/email); `__Secure-` prefixed over https",
  });
  api.openAPIRegistry.registerComponent("securitySchemes", CALCULATOR_TOKEN, {
    type: "http",
    scheme: "bearer",
    description: "The updateToken answered when the calculator session was created",
  });
}

/** Spread into an admin route: the session it needs (adminDenied: the answers without one). */
export const adminOnly: { security: Record<string, string[]>[] } = { security: [{ [SESSION_COOKIE]: [] }] };

export const adminDenied = { 401: { description: "Not signed in" }, 403: { description: "Not an admin" } } as const;

export const calculatorTokenRequired: { security: Record<string, string[]>[] } = {
  security: [{ [CALCULATOR_TOKEN]: [] }],
};
