import { accountNameSchema } from "@shared/schemas/account";
import { z } from "@shared/schemas/zod";
import type { AppDeps } from "../context";
import type { Api } from "../lib/api";
import { validationError } from "../lib/api";
import { MAX_EMAIL_LENGTH, publicFormLimit, publicFormLimits } from "../lib/public-form-limits";
import { CLIENT_IP_HEADER } from "./auth";
import { AUTH_ENDPOINTS_IN_USE, documentAuthRoutes } from "./auth-openapi";
import { deviceCookies } from "./device-cookie";
import { registerEmailVerificationRoutes } from "./email-verification-routes";
import { jsonBodiesOnly } from "./json-only";
import { minimumDuration } from "./minimum-duration";
import { signInAllowance } from "./sign-in-allowance";
import { signInThrottle } from "./sign-in-throttle";

export const SIGN_IN_IP_LIMIT = { name: "sign-in-ip", points: 20, durationSeconds: 600 };
/** A browser holding the account's device cookie: the same allowance, its own. */
export const SIGN_IN_DEVICE_LIMIT = { name: "sign-in-device", points: 20, durationSeconds: 600 };
export const PASSWORD_RESET_LIMITS = publicFormLimits("password-reset");
const PASSWORD_RESET_REQUEST = z.object({ email: z.email().max(MAX_EMAIL_LENGTH) });
/** 10 per IPv6 /64 (one subscriber), 50 per IPv4 address (people behind a carrier's NAT) in ten minutes. */
export const SIGN_UP_IP_LIMIT = { name: "sign-up-ip", points: 10, sharedIpv4Points: 50, durationSeconds: 600 };
/** What the server checks itself before better-auth: the address, and the name every tracked visit copies. */
const SIGN_UP_REQUEST = z.object({ email: z.email().max(MAX_EMAIL_LENGTH), name: accountNameSchema });
/** Well above the slower (new account) path, even on a busy machine. */
export const SIGN_UP_MINIMUM_MS = 400;

/** better-auth's own handler under /api/auth/*, fed the socket address for its rate limiter. */
export function registerAuthRoutes(api: Api, deps: AppDeps) {
  const { auth, rateLimiters, secret, env } = deps;
  const devices = deviceCookies(secret, env.SITE_URL.startsWith("https:"));
  api.use("/auth/*", jsonBodiesOnly());
  api.post(
    "/auth/sign-in/email",
    signInAllowance(rateLimiters, devices, { perAddress: SIGN_IN_IP_LIMIT, perDevice: SIGN_IN_DEVICE_LIMIT }),
    signInThrottle(rateLimiters, devices),
  );
  api.post(
    "/auth/sign-up/email",
    rateLimiters.middleware(SIGN_UP_IP_LIMIT),
    // Refused before better-auth, whether or not the address has an account: a later refusal would tell. No
    // per-email limit is needed: only the sign-up that creates the account emails it (a duplicate sends nothing).
    async (c, next) => {
      const parsed = SIGN_UP_REQUEST.safeParse(await c.req.json().catch(() => null));
      if (!parsed.success) return c.json(validationError(parsed.error.issues), 400);
      await next();
    },
    minimumDuration(SIGN_UP_MINIMUM_MS),
  );
  // Each request sends an email: limited per address and per email address, like the public forms.
  api.post(
    "/auth/request-password-reset",
    publicFormLimit(rateLimiters, PASSWORD_RESET_LIMITS, PASSWORD_RESET_REQUEST),
  );
  registerEmailVerificationRoutes(api, deps);
  documentAuthRoutes(api);
  api.on(["GET", "POST"], "/auth/*", async (c) => {
    // An endpoint no page uses is not there, so it cannot be abused (send-verification-email sent unlimited emails).
    if (!AUTH_ENDPOINTS_IN_USE.has(`${c.req.method} ${c.req.path.slice("/api".length)}`)) {
      return c.json({ error: "Not found" }, 404);
    }
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    const ip = c.get("clientIp");
    if (ip) headers.set(CLIENT_IP_HEADER, ip);
    // The body may already have been read (and cached) by earlier middleware: forward the cached copy.
    const init: RequestInit = { headers, method: c.req.method };
    if (c.req.method !== "GET") init.body = await c.req.arrayBuffer();
    return auth.handler(new Request(c.req.raw.url, init));
  });
}
