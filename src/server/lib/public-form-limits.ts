import type { Context, MiddlewareHandler } from "hono";
import type { ZodType } from "zod";
import type { AppEnv } from "./app-env";
import { type RateLimiters, type RateLimitRule, tooManyRequests } from "./rate-limit";

/** The longest address a form accepts (RFC 5321): anything longer is refused by the schema, never counted. */
export const MAX_EMAIL_LENGTH = 254;

/** The two limits of a public form (audit, demo, contact, newsletter). */
export interface PublicFormLimits {
  /** Per address: small for one IPv6 /64 (one subscriber), large for one IPv4 address (carrier-grade NAT). */
  perAddress: RateLimitRule;
  /** Per email address: accepted submissions of one person. */
  perEmail: RateLimitRule;
}

const TEN_MINUTES = 600;

/**
 * A form's limits over ten minutes: 5 per IPv6 /64, 50 per IPv4 address (twenty people behind one carrier's
 * address, answering one newsletter campaign, all get through), and 3 accepted submissions per email address.
 */
export function publicFormLimits(name: string): PublicFormLimits {
  return {
    perAddress: { name, points: 5, sharedIpv4Points: 50, durationSeconds: TEN_MINUTES },
    perEmail: { name: `${name}-per-email`, points: 3, durationSeconds: TEN_MINUTES },
  };
}

/** Any form schema with an email address. */
type FormSchema = ZodType<{ email: string }, unknown>;

/**
 * The form's email address, or undefined when the form's schema refuses the body: its validation then answers 400
 * (saying which field to correct), never a 429, and no attacker-sized value reaches a limiter.
 */
async function submittedEmail(c: Context, schema: FormSchema): Promise<string | undefined> {
  const parsed = schema.safeParse(await c.req.json().catch(() => null));
  return parsed.success ? parsed.data.email.trim().toLowerCase() : undefined;
}

/**
 * Both limits of a public form. The email's point is taken atomically before the work (parallel requests cannot
 * all pass a check made before any of them counted) and given back when the submission is not accepted (non-2xx),
 * so a person correcting a mistake is never refused; a refusal says when to try again (the form keeps what was typed).
 */
export function publicFormLimit(
  limiters: RateLimiters,
  limits: PublicFormLimits,
  schema: FormSchema,
): MiddlewareHandler<AppEnv> {
  const perAddress = limiters.middleware(limits.perAddress);
  return (c, next) =>
    perAddress(c, async () => {
      const email = await submittedEmail(c, schema);
      if (!email) return next();
      const wait = await limiters.consume(limits.perEmail, email);
      if (wait > 0) {
        // Inside the per-address middleware's `next`: the answer is set on the context, not returned.
        c.res = tooManyRequests(c, wait);
        return;
      }
      try {
        await next();
      } finally {
        if (!c.res.ok) await limiters.refund(limits.perEmail, email);
      }
    });
}
