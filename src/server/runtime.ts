import path from "node:path";
import { createAuth } from "./auth/auth";
import { resolveAuthSecret, unsharedSecretWarning } from "./auth/secret";
import type { AppDeps } from "./context";
import { openDatabase } from "./db/client";
import type { Env } from "./env";
import { createGeoLocator } from "./lib/geo";
import { createLogger } from "./lib/logger";
import { createRateLimiters } from "./lib/rate-limit";
import { createMailer } from "./mail/mailer";
import { createOutboxWorker } from "./mail/outbox";
import { createLiveSettings } from "./site-settings/live-settings";

export interface Runtime extends AppDeps {
  close(): Promise<void>;
}

export interface RuntimeOptions {
  /** PGlite in memory instead of DATA_DIR/db (tests). */
  inMemoryDb?: boolean;
  authRateLimit?: boolean;
}

/** Opens the database (migrations applied), the mailer, the outbox and auth: everything createApp needs. */
export async function createRuntime(env: Env, options: RuntimeOptions = {}): Promise<Runtime> {
  const logger = createLogger(env.LOG_LEVEL);
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    inMemory: options.inMemoryDb,
  });
  const siteHost = new URL(env.SITE_URL).hostname;
  const siteSettings = createLiveSettings(database.db, env as unknown as Record<string, string | undefined>, logger);
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM ?? `no-reply@${siteHost === "localhost" ? "localhost.localdomain" : siteHost}`,
    // Each brand's contact address in force (decision 0042): OptimAIte's emails never answer to SwissHack's.
    replyTo: async (brand) => (await siteSettings.values(brand)).details.contactEmail,
    outboxDir: path.join(env.DATA_DIR, "outbox"),
    logger,
  });
  const outbox = createOutboxWorker(database.db, mailer, logger);
  const secret = await resolveAuthSecret(env.BETTER_AUTH_SECRET, env.DATA_DIR);
  const secretWarning = unsharedSecretWarning(env);
  if (secretWarning) logger.warn(secretWarning);
  const auth = createAuth({
    db: database.db,
    secret,
    siteUrl: env.SITE_URL,
    onEmailQueued: outbox.kick,
    rateLimit: options.authRateLimit,
  });
  const rateLimiters = createRateLimiters(env.REDIS_URL, logger);
  const closeHooks: (() => Promise<void>)[] = [];
  return {
    env,
    database,
    logger,
    outbox,
    auth,
    geo: createGeoLocator(env.GEOIP_DB),
    rateLimiters,
    secret,
    siteSettings,
    onClose: (hook) => {
      closeHooks.push(hook);
    },
    async close() {
      for (const hook of closeHooks.splice(0)) await hook();
      siteSettings.stop();
      await outbox.stop();
      await rateLimiters.close();
      await database.close();
    },
  };
}
