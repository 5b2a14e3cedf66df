import { existsSync } from "node:fs";
import path from "node:path";
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

export const envSchema = z.object({
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
  WHATSAPP_NUMBER: optionalText.refine((value) => value === undefined || /^\+?[0-9 ]{6,20}$/.test(value), {
    message: "must be a phone number in international format, e.g. +41791234567",
  }),
  CONTACT_EMAIL: optionalEmail,
  CONTACT_PHONE: optionalText,
  SOCIAL_LINKEDIN_URL: optionalUrl(["https:"]),
  SOCIAL_INSTAGRAM_URL: optionalUrl(["https:"]),
  SOCIAL_FACEBOOK_URL: optionalUrl(["https:"]),
  LEGAL_COMPANY: optionalText,
  LEGAL_ADDRESS: optionalText,
  LEGAL_IDE: optionalText,
  LEGAL_DIRECTOR: optionalText,
  LEGAL_HOST: optionalText,
  // OptimAIte's own details: the first start's defaults of its Settings (decision 0042), as SwissHack's above.
  OPTIMAITE_WHATSAPP_NUMBER: optionalText,
  OPTIMAITE_CONTACT_EMAIL: optionalEmail,
  OPTIMAITE_CONTACT_PHONE: optionalText,
  OPTIMAITE_SOCIAL_LINKEDIN_URL: optionalUrl(["https:"]),
  OPTIMAITE_SOCIAL_INSTAGRAM_URL: optionalUrl(["https:"]),
  OPTIMAITE_SOCIAL_FACEBOOK_URL: optionalUrl(["https:"]),
  OPTIMAITE_LEGAL_COMPANY: optionalText,
  OPTIMAITE_LEGAL_ADDRESS: optionalText,
  OPTIMAITE_LEGAL_IDE: optionalText,
  OPTIMAITE_LEGAL_DIRECTOR: optionalText,
  OPTIMAITE_LEGAL_HOST: optionalText,
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
