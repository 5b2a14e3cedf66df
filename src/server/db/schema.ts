import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

import type { Touch } from "../../shared/schemas/attribution";
import { REPORT_STATUSES } from "../../shared/schemas/audit-report";
import { PIPELINE_STATUSES } from "../../shared/schemas/pipeline";

export * from "./auth-schema";

export interface EmailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

/** Where the lead's visitor session came from, and the page it was sent from (issue 16). */
const attributionColumns = () => ({
  firstTouch: jsonb("first_touch").$type<Touch>(),
  lastTouch: jsonb("last_touch").$type<Touch>(),
});

/** The owner's pipeline (issue 16): status, a note and a follow-up day; changes are logged in lead_events. */
const pipelineColumns = () => ({
  pipelineStatus: text("pipeline_status", { enum: PIPELINE_STATUSES }).notNull().default("new"),
  ownerNote: text("owner_note"),
  followUpOn: date("follow_up_on", { mode: "string" }),
});

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const id = () => uuid("id").primaryKey().defaultRandom();

/** Location columns shared by visits and calculator sessions (looked up from the IP, never the IP itself). */
const locationColumns = () => ({
  cityName: text("city_name"),
  countryName: text("country_name"),
  countryCode: text("country_code"),
  region: text("region"),
  latitude: doublePrecision("latitude"),
  longitude: doublePrecision("longitude"),
  timezone: text("timezone"),
});

export const contactForm = pgTable(
  "contact_form",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    companyName: text("company_name"),
    industry: text("industry"),
    project: text("project").notNull(),
    hearAbout: text("hear_about"),
    ...attributionColumns(),
    ...pipelineColumns(),
    createdAt: createdAt(),
  },
  (t) => [index("contact_form_created_at_idx").on(t.createdAt.desc(), t.id.desc())],
);

export const demoBookings = pgTable(
  "demo_bookings",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    companyName: text("company_name"),
    industry: text("industry"),
    project: text("project").notNull(),
    hearAbout: text("hear_about"),
    estimatedRoi: jsonb("estimated_roi"),
    calculatorSessionId: text("calculator_session_id"),
    ...attributionColumns(),
    ...pipelineColumns(),
    createdAt: createdAt(),
  },
  (t) => [index("demo_bookings_created_at_idx").on(t.createdAt.desc(), t.id.desc())],
);

export const calculatorSessions = pgTable(
  "calculator_sessions",
  {
    id: id(),
    sessionId: text("session_id").notNull(),
    /** SHA-256 of the secret the browser got at creation; only its holder may update the session. */
    updateTokenHash: text("update_token_hash").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    lastActivity: timestamp("last_activity", { withTimezone: true }).notNull().defaultNow(),
    inputsChanged: integer("inputs_changed").notNull().default(0),
    calculationsPerformed: integer("calculations_performed").notNull().default(0),
    timeSpentSeconds: integer("time_spent_seconds"),
    /** Always null: kept because the specification lists it, the IP is never stored. */
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    finalRoiData: jsonb("final_roi_data"),
    ...locationColumns(),
    convertedToDemo: boolean("converted_to_demo").notNull().default(false),
    ...attributionColumns(),
    ...pipelineColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("calculator_sessions_session_id_idx").on(t.sessionId),
    index("calculator_sessions_created_at_idx").on(t.createdAt.desc(), t.id.desc()),
  ],
);

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
    /** page_path without its query string: what the visitors tab filters on. */
    /** The session's source (issue 16): landing page (with consent), referrer host and UTM parameters. */
    landingPage: text("landing_page"),
    referrerHost: text("referrer_host"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
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

export const auditRequests = pgTable(
  "audit_requests",
  {
    id: id(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    canton: text("canton").notNull(),
    status: text("status").notNull(),
    annualIncome: text("annual_income").notNull(),
    has3aPillar: text("has_3a_pillar").notNull(),
    currentInsurance: text("current_insurance").notNull(),
    mainGoal: text("main_goal").notNull(),
    wantsCallback: text("wants_callback").notNull(),
    callbackTime: text("callback_time"),
    situation: text("situation"),
    consentAt: timestamp("consent_at", { withTimezone: true }).notNull(),
    /** SHA-256 of the secret the browser got back, which lets it add the optional second step. */
    refineTokenHash: text("refine_token_hash"),
    /** Where the promised 48-hour report stands (issue 18); changes are logged in lead_events. */
    reportStatus: text("report_status", { enum: REPORT_STATUSES }).notNull().default("new"),
    ...attributionColumns(),
    ...pipelineColumns(),
    createdAt: createdAt(),
  },
  (t) => [index("audit_requests_created_at_idx").on(t.createdAt.desc(), t.id.desc())],
);

export const preAnalyses = pgTable(
  "pre_analyses",
  {
    id: id(),
    auditRequestId: uuid("audit_request_id")
      .notNull()
      .references(() => auditRequests.id, { onDelete: "cascade" }),
    /** SHA-256 of the private link's secret. */
    accessTokenHash: text("access_token_hash").notNull(),
    answers: jsonb("answers").notNull(),
    result: jsonb("result").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("pre_analyses_access_token_hash_idx").on(t.accessTokenHash),
    index("pre_analyses_audit_request_id_idx").on(t.auditRequestId),
  ],
);

export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: id(),
    email: text("email").notNull(),
    status: text("status", { enum: ["pending", "subscribed", "unsubscribed"] })
      .notNull()
      .default("pending"),
    confirmTokenHash: text("confirm_token_hash"),
    unsubscribeTokenHash: text("unsubscribe_token_hash").notNull(),
    lastEmailSentAt: timestamp("last_email_sent_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    ...attributionColumns(),
    ...pipelineColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("newsletter_subscriptions_email_idx").on(sql`lower(${t.email})`),
    index("newsletter_subscriptions_created_at_idx").on(t.createdAt.desc(), t.id.desc()),
  ],
);

export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: id(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    /** [{ filename, contentType, contentBase64 }] */
    attachments: jsonb("attachments").$type<EmailAttachment[]>(),
    /** Whose name the email is sent under (MAIL_FROM gives the address). */
    brand: text("brand", { enum: ["swisshack", "optimaite"] })
      .notNull()
      .default("swisshack"),
    /** Extra headers, e.g. List-Unsubscribe. */
    headers: jsonb("headers").$type<Record<string, string>>(),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("email_outbox_pending_idx").on(t.status, t.nextAttemptAt)],
);

/** One row per scheduled job: when it last ran, whichever instance ran it (see src/server/lib/cluster-jobs.ts). */
export const scheduledJobRuns = pgTable("scheduled_job_runs", {
  name: text("name").primaryKey(),
  lastRunAt: timestamp("last_run_at", { withTimezone: true }).notNull(),
});

/**
 * The audit trail of the lead pipeline: who changed which lead and when. It keeps the statuses and follow-up days,
 * never the note's text, so that erasing a lead leaves nothing personal here.
 */
export const leadEvents = pgTable(
  "lead_events",
  {
    id: id(),
    /** The admin tab of the lead: contacts, demos, calculator, audits or newsletter. */
    leadKind: text("lead_kind").notNull(),
    leadId: uuid("lead_id").notNull(),
    actorId: text("actor_id").notNull(),
    actorEmail: text("actor_email").notNull(),
    /** { status?: [from, to], followUpOn?: [from, to], noteChanged?: true, reportStatus?: [from, to] } */
    changes: jsonb("changes").$type<LeadEventChanges>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("lead_events_lead_idx").on(t.leadKind, t.leadId, t.createdAt.desc())],
);

export interface LeadEventChanges {
  status?: [string, string];
  followUpOn?: [string | null, string | null];
  noteChanged?: true;
  /** Audits only: the 48-hour report's step. */
  reportStatus?: [string, string];
}

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
