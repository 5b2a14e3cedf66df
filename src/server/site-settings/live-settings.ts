import type { Brand } from "@shared/schemas/site-settings";
import type { Db } from "../db/client";
import type { Logger } from "../lib/logger";
import { type BrandValues, readAllSettings, settingsVersion } from "./settings-store";

/**
 * The settings in force on this instance (decision 0042): read at start, then again whenever the saved rows'
 * fingerprint moves (polled every `pollSeconds`, and at once on the instance that saved). Pages, emails and PDFs
 * read `values()`.
 */
export interface LiveSettings {
  values(brand: Brand): Promise<BrandValues>;
  /** Changes each time the values are read again: part of a rendered page's cache key. */
  version(): Promise<string>;
  refresh(): Promise<void>;
  stop(): void;
}

export function createLiveSettings(
  db: Db,
  env: Record<string, string | undefined>,
  logger: Logger,
  pollSeconds = 15,
): LiveSettings {
  let fingerprint = "";
  let reads = 0;
  let values: Awaited<ReturnType<typeof readAllSettings>> | undefined;
  const refresh = async () => {
    const next = await settingsVersion(db);
    if (values && next === fingerprint) return;
    values = await readAllSettings(db, env);
    fingerprint = next;
    reads += 1;
  };
  let first: Promise<void> | undefined;
  // A first read that fails (the database down at that moment) is tried again by the next caller, never kept.
  const loaded = () => {
    first ??= refresh().catch((error: unknown) => {
      first = undefined;
      throw error;
    });
    return first;
  };
  const timer = setInterval(() => {
    if (!values) return;
    refresh().catch((error: unknown) => logger.warn({ err: String(error) }, "site settings: poll failed"));
  }, pollSeconds * 1000);
  timer.unref();
  return {
    values: async (brand) => {
      await loaded();
      return (values as NonNullable<typeof values>)[brand];
    },
    version: async () => {
      await loaded();
      return `${reads}`;
    },
    refresh: async () => {
      await loaded();
      await refresh();
    },
    stop: () => clearInterval(timer),
  };
}
