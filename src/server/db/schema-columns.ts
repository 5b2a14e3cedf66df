import type { Touch } from "@shared/schemas/attribution";
import { PIPELINE_STATUSES } from "@shared/schemas/pipeline";
import { date, doublePrecision, jsonb, text, timestamp, uuid } from "drizzle-orm/pg-core";

// Columns that several tables share, so that each table file states only what is its own.

/** Where the lead's visitor session came from, and the page it was sent from (issue 16). */
export const attributionColumns = () => ({
  firstTouch: jsonb("first_touch").$type<Touch>(),
  lastTouch: jsonb("last_touch").$type<Touch>(),
});

/** The owner's pipeline (issue 16): status, a note and a follow-up day; changes are logged in lead_events. */
export const pipelineColumns = () => ({
  pipelineStatus: text("pipeline_status", { enum: PIPELINE_STATUSES }).notNull().default("new"),
  ownerNote: text("owner_note"),
  followUpOn: date("follow_up_on", { mode: "string" }),
});

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const id = () => uuid("id").primaryKey().defaultRandom();

/** Location columns shared by visits and calculator sessions (looked up from the IP, never the IP itself). */
export const locationColumns = () => ({
  cityName: text("city_name"),
  countryName: text("country_name"),
  countryCode: text("country_code"),
  region: text("region"),
  latitude: doublePrecision("latitude"),
  longitude: doublePrecision("longitude"),
  timezone: text("timezone"),
});
