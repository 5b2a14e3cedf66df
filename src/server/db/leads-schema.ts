import { REPORT_STATUSES } from "@shared/schemas/audit-report";
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { attributionColumns, createdAt, id, locationColumns, pipelineColumns } from "./schema-columns";

// The leads the admin reads: contacts, demos, calculator sessions, audits with their pre-analyses, newsletter
// sign-ups, and the audit trail of the owner's pipeline over them.

/** What the OptimAIte contact and demo forms both ask. */
const inquiryColumns = () => ({
  name: text("name").notNull(),
  email: text("email").notNull(),
  companyName: text("company_name"),
  industry: text("industry"),
  project: text("project").notNull(),
  hearAbout: text("hear_about"),
  /** The page's language (en, fr): the person's emails are written in it. */
  locale: text("locale").notNull().default("en"),
});

export const contactForm = pgTable(
  "contact_form",
  {
    id: id(),
    ...inquiryColumns(),
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
    ...inquiryColumns(),
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
    /** A frontalier's country of residence as given in the first step (issue 39); null for residents and older audits. */
    residenceCountry: text("residence_country"),
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
    /** The language the person asked in (fr, de, it): the refine step, the pre-analysis and every email keep it. */
    locale: text("locale").notNull().default("fr"),
    ...attributionColumns(),
    ...pipelineColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_requests_created_at_idx").on(t.createdAt.desc(), t.id.desc()),
    // Finds a person's other requests (the admin flags a duplicate within 30 days).
    index("audit_requests_email_idx").on(sql`lower(${t.email})`, t.createdAt),
  ],
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
    /** The page's language (fr, de, it): the confirmation email and pages are written in it. */
    locale: text("locale").notNull().default("fr"),
    /** When the last newsletter issue was queued for this address: at most one a week (decision 0036). */
    lastNewsletterAt: timestamp("last_newsletter_at", { withTimezone: true }),
    /** When the mail server permanently refused this address: "bouncing", sent nothing until confirmed again. */
    bouncedAt: timestamp("bounced_at", { withTimezone: true }),
    ...attributionColumns(),
    ...pipelineColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("newsletter_subscriptions_email_idx").on(sql`lower(${t.email})`),
    index("newsletter_subscriptions_created_at_idx").on(t.createdAt.desc(), t.id.desc()),
    index("newsletter_subscriptions_audience_idx").on(t.locale, t.status, t.id),
  ],
);

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

/**
 * The owner's notes about a lead, every one kept: a new note is added, never written over the last. The lead's
 * `owner_note` column holds the newest for the lists. A lead's notes go with the lead (erasure, retention).
 */
export const leadNotes = pgTable(
  "lead_notes",
  {
    id: id(),
    /** The admin tab of the lead, as in lead_events. */
    leadKind: text("lead_kind").notNull(),
    leadId: uuid("lead_id").notNull(),
    authorEmail: text("author_email").notNull(),
    text: text("text").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("lead_notes_lead_idx").on(t.leadKind, t.leadId, t.createdAt.desc())],
);

export interface LeadEventChanges {
  status?: [string, string];
  followUpOn?: [string | null, string | null];
  noteChanged?: true;
  /** Audits only: the 48-hour report's step. */
  reportStatus?: [string, string];
  /** Audits only: the expert emailed the Premium payment link (issue 57). */
  premiumLinkSent?: true;
}
