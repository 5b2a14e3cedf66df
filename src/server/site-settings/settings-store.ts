import {
  BRANDS,
  type Brand,
  type BrandSettings,
  DEFAULT_FIGURES,
  DETAIL_KEYS,
  FIGURE_KEYS,
  figureSettingSchema,
  type SettingsChange,
  type SiteDetails,
  type SiteFigures,
  type SiteSettingsInput,
} from "@shared/schemas/site-settings";
import { detailsFromEnv } from "@shared/site-settings/details-from-env";
import { and, count, desc, eq, isNull, max, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { newsletterSubscriptions } from "../db/leads-schema";
import { siteSettings, siteSettingsLog } from "../db/site-settings-schema";

// A brand's settings: its saved rows over the environment's defaults (decision 0042). Details are stored under their
// own key ("contactPhone"), figures under "figure.<name>"; every change is logged with who made it.

type Row = typeof siteSettings.$inferSelect;
const figureKey = (name: string) => `figure.${name}`;

/** What every page, email and PDF of a brand shows. */
export interface BrandValues {
  details: SiteDetails;
  figures: SiteFigures;
}

function valuesOf(
  brand: Brand,
  rows: Row[],
  env: Record<string, string | undefined>,
): BrandValues & Pick<BrandSettings, "sources"> {
  const saved = new Map(rows.filter((row) => row.brand === brand).map((row) => [row.key, row.value]));
  const defaults = detailsFromEnv(brand, env);
  const details = {} as SiteDetails;
  const sources = {} as BrandSettings["sources"];
  for (const key of DETAIL_KEYS) {
    const value = saved.has(key) ? ((saved.get(key) as string | null) ?? null) : defaults[key];
    details[key] = value;
    sources[key] = saved.has(key) ? "saved" : value ? "environment" : "unset";
  }
  const figures = { ...DEFAULT_FIGURES };
  for (const name of FIGURE_KEYS) {
    const parsed = figureSettingSchema.safeParse(saved.get(figureKey(name)));
    if (parsed.success) figures[name] = parsed.data;
  }
  return { details, figures, sources };
}

export async function readAllSettings(db: Db, env: Record<string, string | undefined>) {
  const rows = await db.select().from(siteSettings);
  return Object.fromEntries(BRANDS.map((brand) => [brand, valuesOf(brand, rows, env)])) as Record<
    Brand,
    ReturnType<typeof valuesOf>
  >;
}

/** A cheap fingerprint of the saved rows: any save moves it (the instances poll it). */
export async function settingsVersion(db: Db): Promise<string> {
  const [row] = await db.select({ latest: max(siteSettings.updatedAt), rows: count() }).from(siteSettings);
  return `${row?.rows ?? 0}:${row?.latest ? new Date(row.latest).getTime() : 0}`;
}

export async function confirmedSubscribers(db: Db): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(newsletterSubscriptions)
    .where(and(eq(newsletterSubscriptions.status, "subscribed"), isNull(newsletterSubscriptions.bouncedAt)));
  return row?.total ?? 0;
}

/**
 * Saves a brand's settings: every value that differs from the one in force gets its row and a log entry naming
 * `changedBy`, in one transaction. Returns how many values changed.
 */
export async function saveBrandSettings(
  db: Db,
  env: Record<string, string | undefined>,
  brand: Brand,
  input: SiteSettingsInput,
  changedBy: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx.select().from(siteSettings).where(eq(siteSettings.brand, brand)).for("update");
    const current = valuesOf(brand, rows, env);
    const changes: { key: string; previous: unknown; value: unknown }[] = [];
    for (const key of DETAIL_KEYS) {
      // A value equal to the one in force (saved or the environment's) is not a change.
      if (current.details[key] === input.details[key]) continue;
      changes.push({ key, previous: current.details[key], value: input.details[key] });
    }
    for (const name of FIGURE_KEYS) {
      if (JSON.stringify(current.figures[name]) === JSON.stringify(input.figures[name])) continue;
      changes.push({ key: figureKey(name), previous: current.figures[name], value: input.figures[name] });
    }
    const now = new Date();
    for (const change of changes) {
      await tx
        .insert(siteSettings)
        .values({
          brand,
          key: change.key,
          value: sql`${JSON.stringify(change.value)}::jsonb`,
          updatedBy: changedBy,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: [siteSettings.brand, siteSettings.key],
          set: { value: sql`excluded.value`, updatedBy: changedBy, updatedAt: now },
        });
      await tx.insert(siteSettingsLog).values({
        brand,
        key: change.key,
        previousValue: sql`${JSON.stringify(change.previous)}::jsonb`,
        value: sql`${JSON.stringify(change.value)}::jsonb`,
        changedBy,
        changedAt: now,
      });
    }
    return changes.length;
  });
}

export async function settingsLog(db: Db, limit = 200): Promise<SettingsChange[]> {
  const rows = await db
    .select()
    .from(siteSettingsLog)
    .orderBy(desc(siteSettingsLog.changedAt), desc(siteSettingsLog.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    brand: row.brand,
    key: row.key,
    previousValue: row.previousValue,
    value: row.value,
    changedBy: row.changedBy,
    changedAt: row.changedAt.toISOString(),
  }));
}
