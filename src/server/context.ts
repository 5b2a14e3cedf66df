import type { Auth } from "./auth/auth";
import type { Database } from "./db/client";
import type { Env } from "./env";
import type { GeoLocator } from "./lib/geo";
import type { Logger } from "./lib/logger";
import type { RateLimiters } from "./lib/rate-limit";
import type { OutboxWorker } from "./mail/outbox";
import type { LiveSettings } from "./site-settings/live-settings";

/** Everything the routes need, built once by main.ts (or by a test) and handed to createApp. */
export interface AppDeps {
  env: Env;
  database: Database;
  logger: Logger;
  outbox: OutboxWorker;
  auth: Auth;
  geo: GeoLocator;
  rateLimiters: RateLimiters;
  /** The server secret (BETTER_AUTH_SECRET or DATA_DIR/auth-secret), for derived tokens. */
  secret: string;
  /** Each brand's details and figures in force on this instance (decision 0042). */
  siteSettings: LiveSettings;
  /** Registers work to finish before the database closes (flushing batched writes). */
  onClose(hook: () => Promise<void>): void;
}
