import { sql } from "drizzle-orm";
import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { id, locationColumns } from "./schema-columns";

// Visits, and the daily counters the overview and the cockpit read instead of scanning them.

export const websiteVisits = pgTable(
  "website_visits",
  {
    id: id(),
    pagePath: text("page_path").notNull(),
    userAgent: text("user_agent"),
    referrer: text("referrer"),
    sessionId: text("session_id"),
    visitTimestamp: timestamp("visit_timestamp", { withTimezone: true }).notNull().defaultNow(),
    currentUserId: text("current_user_id"),
    identifiedEmail: text("identified_email"),
    identifiedName: text("identified_name"),
    persistentUserId: text("persistent_user_id"),
    browserFingerprint: text("browser_fingerprint"),
    visitCount: integer("visit_count"),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }),
    deviceType: text("device_type"),
    isReturningVisitor: boolean("is_returning_visitor"),
    /** How the visit arrived: beacon (POST), pixel (GET) or fallback. */
    source: text("source").notNull().default("beacon"),
    /** The browser's id of one page load, shared by its beacon and its pixel: one row per page view. */
    pageViewId: text("page_view_id"),
    /** The session's source (issue 16): landing page (with consent), referrer host and UTM parameters. */
    landingPage: text("landing_page"),
    referrerHost: text("referrer_host"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
    /** page_path without its query string: what the visitors tab filters on. */
    pageRoute: text("page_route").generatedAlwaysAs(sql`coalesce(nullif(split_part(page_path, '?', 1), ''), '/')`),
    ...locationColumns(),
  },
  (t) => [
    index("website_visits_visit_timestamp_idx").on(t.visitTimestamp.desc(), t.id.desc()),
    index("website_visits_route_timestamp_idx").on(t.pageRoute, t.visitTimestamp.desc(), t.id.desc()),
    uniqueIndex("website_visits_page_view_id_idx").on(t.pageViewId),
  ],
);

/** Visits counted per day, page and country, kept up to date with every write: the overview charts read it. */
export const visitDailyStats = pgTable(
  "visit_daily_stats",
  {
    day: date("day", { mode: "string" }).notNull(),
    pagePath: text("page_path").notNull(),
    countryName: text("country_name").notNull().default(""),
    visits: integer("visits").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.pagePath, t.countryName] })],
);

/**
 * Visits counted per Zurich day, page (without its query) and session source (UTM source, else the referrer's host,
 * else "direct"), kept up to date with every write: the cockpit's funnels and sources read it (issue 16).
 */
export const visitSourceDailyStats = pgTable(
  "visit_source_daily_stats",
  {
    day: date("day", { mode: "string" }).notNull(),
    pagePath: text("page_path").notNull(),
    source: text("source").notNull(),
    visits: integer("visits").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.pagePath, t.source] })],
);

/** Counted page events per Zurich day (issue 16's funnels, e.g. "audit_opened"): a number, nothing about the visitor. */
export const eventDailyStats = pgTable(
  "event_daily_stats",
  {
    day: date("day", { mode: "string" }).notNull(),
    name: text("name").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.name] })],
);
