import { createRoute, z } from "@hono/zod-openapi";
import { VERIFY_EMAIL_PATH } from "@shared/routes";
import type { AppDeps } from "../context";
import type { Api } from "../lib/api";
import { TOO_MANY_REQUESTS } from "../lib/route-kit";

/** Verification tokens are better-auth's signed JWTs: a few hundred URL-safe characters and dots. */
const tokenSchema = z
  .string()
  .min(20)
  .max(2048)
  .regex(/^[\w.-]+$/, "Invalid token");

export const VERIFY_EMAIL_LIMIT = { name: "verify-email", points: 20, durationSeconds: 600 };

const verifyRoute = createRoute({
  method: "post",
  path: "/account/verify-email",
  tags: ["auth"],
  summary: "Confirm an account's email address (the button of the verification page; a GET never verifies)",
  request: { body: { required: true, content: { "application/json": { schema: z.object({ token: tokenSchema }) } } } },
  responses: {
    200: {
      description: "The address is confirmed",
      content: { "application/json": { schema: z.object({ verified: z.literal(true) }) } },
    },
    400: {
      description: "Invalid or expired link",
      content: { "application/json": { schema: z.object({ error: z.string() }) } },
    },
    ...TOO_MANY_REQUESTS,
  },
});

/**
 * Email verification acts on a POST only: a mail scanner that fetches the emailed link reaches a page with a
 * button, and better-auth's GET endpoint (links in older emails) is sent to that page instead of verifying.
 */
export function registerEmailVerificationRoutes(api: Api, { auth, rateLimiters }: AppDeps) {
  api.get("/auth/verify-email", (c) => {
    const token = tokenSchema.safeParse(c.req.query("token"));
    const page = token.success ? `${VERIFY_EMAIL_PATH}?token=${encodeURIComponent(token.data)}` : VERIFY_EMAIL_PATH;
    return c.redirect(page, 303);
  });

  api.use("/account/verify-email", rateLimiters.middleware(VERIFY_EMAIL_LIMIT));
  api.openapi(verifyRoute, async (c) => {
    const { token } = c.req.valid("json");
    try {
      await auth.api.verifyEmail({ query: { token } });
    } catch {
      return c.json(
        { error: "This confirmation link is invalid or has expired. Sign up again to get a new one." },
        400,
      );
    }
    return c.json({ verified: true as const }, 200);
  });
}
