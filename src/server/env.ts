import { existsSync } from "node:fs";
import path from "node:path";
import { checkDetailsFromEnv } from "@shared/schemas/site-settings";
import { BRANDS, DETAIL_KEYS } from "@shared/site-settings/details";
import { type DetailVariable, detailVariable } from "@shared/site-settings/details-from-env";
import { z } from "zod";

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const optionalUrl = (protocols: string[]) =>
  optionalText.refine(
    (value) => {
      if (value === undefined) return true;
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(" or ")}` },
  );

const optionalEmail = optionalText.refine((value) => value === undefined || z.email().safeParse(value).success, {
  message: "must be an email address",
});

/** The brands' detail variables (CONTACT_PHONE, OPTIMAITE_LEGAL_IDE…), each checked as the Settings form checks it. */
const detailVariablesShape = Object.fromEntries(
  BRANDS.flatMap((brand) => DETAIL_KEYS.map((key) => [detailVariable(brand, key), optionalText])),
) as Record<DetailVariable, typeof optionalText>;

function checkDetailVariables(source: Partial<Record<DetailVariable, string>>, context: z.core.$RefinementCtx): void {
  for (const brand of BRANDS) {
    for (const problem of checkDetailsFromEnv(brand, source).problems)
      context.addIssue({ code: "custom", path: [problem.name], message: problem.message });
  }
}

const baseEnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: optionalText,
  DATA_DIR: z.string().trim().min(1).default("./data"),
  DATABASE_URL: optionalUrl(["postgres:", "postgresql:"]),
  SITE_URL: optionalUrl(["http:", "https:"]),
  SMTP_URL: optionalUrl(["smtp:", "smtps:"]),
  MAIL_FROM: optionalText,
  TEAM_EMAIL: optionalEmail,
  /** The language of the emails the server writes to the team (lead notifications, the team's invites), decision 0044. */
  TEAM_LANGUAGE: z.enum(["fr", "en"]).default("fr"),
  INTERNAL_EMAIL: optionalEmail,
  /** The hour (Europe/Zurich) after which the daily digest goes to TEAM_EMAIL. */
  DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(7),
  /** The scheduled digest's language, TEAM_LANGUAGE's when unset ("send now" uses the account's; decision 0041). */
  DIGEST_LANGUAGE: z.enum(["fr", "en"]).optional(),
  /** Newsletter emails handed to the mail server per minute, across every instance (decision 0036). */
  NEWSLETTER_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
  // Each brand's details (decision 0042: the first start's defaults of its Settings) are read and checked by
  // detailVariablesSchema below, as the admin's Settings check them.
  // The Premium audit paid online through Stripe's hosted checkout (decision 0048): without both keys the "Order"
  // action is not shown. STRIPE_API_URL points the official library at another host (the tests' stand-in).
  STRIPE_SECRET_KEY: optionalText.refine((value) => value === undefined || /^(sk|rk)_(test|live)_\w+$/.test(value), {
    message: "must be a Stripe secret or restricted key (sk_live_…, sk_test_…)",
  }),
  STRIPE_WEBHOOK_SECRET: optionalText.refine((value) => value === undefined || value.startsWith("whsec_"), {
    message: "must be the webhook endpoint's signing secret (whsec_…)",
  }),
  STRIPE_API_URL: optionalUrl(["http:", "https:"]),
  CHAT_API_BASE_URL: optionalUrl(["http:", "https:"]),
  CHAT_API_KEY: optionalText,
  CHAT_MODEL: optionalText,
  GEOIP_DB: optionalText.refine((value) => value === undefined || existsSync(value), {
    message: "must be the path of an existing .mmdb file",
  }),
  TRUST_PROXY: optionalText.refine(
    (value) => value === undefined || ["true", "false", "yes", "no"].includes(value) || /^\d{1,2}$/.test(value),
    { message: "must be true, false or the number of proxy hops in front of the server" },
  ),
  REDIS_URL: optionalUrl(["redis:", "rediss:"]),
  BETTER_AUTH_SECRET: optionalText.refine((value) => value === undefined || value.length >= 32, {
    message: "must be at least 32 characters",
  }),
  BUILD_DIR: optionalText,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export const envSchema = baseEnvSchema.extend(detailVariablesShape).superRefine(checkDetailVariables);

export type RawEnv = z.infer<typeof envSchema>;

export interface Env extends Omit<RawEnv, "TRUST_PROXY" | "SITE_URL"> {
  SITE_URL: string;
  /** How many proxies of the operator's stand in front of the server (0: X-Forwarded-For is ignored). */
  TRUST_PROXY: number;
  /** Absolute path of the built client (build/client). */
  CLIENT_DIR: string;
  DATA_DIR: string;
}

export class EnvError extends Error {}

/** `true` (or `yes`) is one proxy hop, for compatibility with the first boolean form. */
function proxyHops(value: string | undefined): number {
  if (value === undefined || value === "false" || value === "no") return 0;
  if (value === "true" || value === "yes") return 1;
  return Number(value);
}

/** Parses and validates the environment. Throws EnvError with one line per bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join(".")}: ${issue.message} (got "${source[String(issue.path[0])] ?? ""}")`,
    );
    throw new EnvError(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const raw = result.data;
  const port = raw.PORT;
  return {
    ...raw,
    DATA_DIR: path.resolve(raw.DATA_DIR),
    SITE_URL: (raw.SITE_URL ?? `http://localhost:${port}`).replace(/\/+$/, ""),
    TRUST_PROXY: proxyHops(raw.TRUST_PROXY),
    CLIENT_DIR: path.resolve(raw.BUILD_DIR ?? "build", "client"),
  };
}

/**
 * The only place that reads process.env. A `.env` file in the working directory is read first when present; a
 * variable already set in the environment is never overridden by it (Node's process.loadEnvFile).
 */
export function loadEnv(): Env {
  if (existsSync(".env")) process.loadEnvFile(".env");
  return parseEnv(process.env);
}

/** Tests only: a PostgreSQL server to run the database tests against as well (unset: PGlite only). */
export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

/** Tests only: a Redis server for the shared rate-limit tests (unset: those tests are skipped). */
export function testRedisUrl(): string | undefined {
  return process.env.TEST_REDIS_URL || undefined;
}
