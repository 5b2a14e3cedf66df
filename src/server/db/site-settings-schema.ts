import { bigserial, index, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

// The sites' own details and figures, edited in the admin's Settings tab per brand (issue 55). Environment
// variables are only the first start's defaults; every instance reads these rows.

/** One value of one brand: `key` names it (src/shared/schemas/site-settings.ts), `value` is its JSON. */
export const siteSettings = pgTable(
  "site_settings",
  {
    brand: text("brand", { enum: ["swisshack", "optimaite"] }).notNull(),
    key: text("key").notNull(),
    value: jsonb("value"),
    updatedBy: text("updated_by"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.brand, t.key] })],
);

/** Every change, with who made it and when (never deleted with a lead: it names the team, not a visitor). */
export const siteSettingsLog = pgTable(
  "site_settings_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    brand: text("brand", { enum: ["swisshack", "optimaite"] }).notNull(),
    key: text("key").notNull(),
    previousValue: jsonb("previous_value"),
    value: jsonb("value"),
    changedBy: text("changed_by").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("site_settings_log_changed_at_idx").on(t.changedAt.desc())],
);
