import { LEAD_TABS, type LeadTab } from "@shared/schemas/admin-leads";
import { and, eq, gt, ilike, inArray, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import {
  auditRequests,
  calculatorSessions,
  contactForm,
  demoBookings,
  newsletterSubscriptions,
  websiteVisits,
} from "../db/schema";
import type { Env } from "../env";

export const ADMIN_TABS = ["contacts", "demos", "calculator", "visitors", "audits", "newsletter"] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

/** The query string of a visited page, shown in its own column ("utm_source=x"), or null. */
const visitQuery = sql<string | null>`case when strpos(page_path, '?') > 0
  then substr(page_path, strpos(page_path, '?') + 1) end`.as("query");

/** The columns every lead table has (issue 16): pipeline and attribution. */
export interface LeadColumns {
  pipelineStatus: AnyPgColumn;
  ownerNote: AnyPgColumn;
  followUpOn: AnyPgColumn;
  firstTouch: AnyPgColumn;
  lastTouch: AnyPgColumn;
}

/** "newsletter / email / nov": UTM source (else the referrer's host, else direct), medium and campaign. */
export const touchSource = (touch: AnyPgColumn) =>
  sql<string | null>`case when ${touch} is null then null else concat_ws(' / ',
    coalesce(${touch}->>'utm_source', ${touch}->>'referrer_host', 'direct'),
    ${touch}->>'utm_medium', ${touch}->>'utm_campaign') end`;
const touchLabel = (touch: AnyPgColumn, alias: string) => touchSource(touch).as(alias);

/** What a lead tab shows and exports beside its own fields. */
const pipelineView = (lead: LeadColumns) => ({
  pipelineStatus: lead.pipelineStatus,
  followUpOn: lead.followUpOn,
  ownerNote: lead.ownerNote,
  firstSource: touchLabel(lead.firstTouch, "first_source"),
  lastSource: touchLabel(lead.lastTouch, "last_source"),
});

export interface TabSpec {
  table: PgTable;
  /** Lead tabs only: the pipeline and attribution columns. */
  lead?: LeadColumns;
  time: AnyPgColumn;
  id: AnyPgColumn;
  search: AnyPgColumn[];
  /** The reads of SPEC section 7 (internal address excluded, only real calculator use, public paths). */
  filters(env: Env): (SQL | undefined)[];
  /** Columns shown and exported, in order (keys of the selected row); SQL for values read from another table. */
  columns: Record<string, AnyPgColumn | SQL.Aliased>;
}

export const notInternal = (column: AnyPgColumn, env: Env) =>
  env.INTERNAL_EMAIL ? or(isNull(column), ne(sql`lower(${column})`, env.INTERNAL_EMAIL.toLowerCase())) : undefined;

/** The newest pre-analysis of an audit request, if the person did the second step. */
// Spelled out with aliases: drizzle leaves column names unqualified in a single-table select, which would make the
// correlation ambiguous.
const latestPreAnalysisId = sql<string | null>`(
  select p.id from pre_analyses p
  where p.audit_request_id = audit_requests.id
  order by p.created_at desc limit 1
)`.as("pre_analysis_id");

/** How many other requests the same address (any case) sent within 30 days before or after: a duplicate when > 0. */
const sameEmailWithin30Days = sql<number>`(
  select count(*)::int from audit_requests o
  where lower(o.email) = lower(audit_requests.email) and o.id <> audit_requests.id
    and o.created_at between audit_requests.created_at - interval '30 days'
      and audit_requests.created_at + interval '30 days'
)`.as("same_email_within_30_days");

export const TABS: Record<AdminTab, TabSpec> = {
  contacts: {
    table: contactForm,
    lead: contactForm,
    time: contactForm.createdAt,
    id: contactForm.id,
    search: [contactForm.name, contactForm.email, contactForm.companyName, contactForm.project],
    filters: (env) => [notInternal(contactForm.email, env)],
    columns: {
      createdAt: contactForm.createdAt,
      name: contactForm.name,
      email: contactForm.email,
      company: contactForm.companyName,
      industry: contactForm.industry,
      hearAbout: contactForm.hearAbout,
      locale: contactForm.locale,
      message: contactForm.project,
      ...pipelineView(contactForm),
      id: contactForm.id,
    },
  },
  demos: {
    table: demoBookings,
    lead: demoBookings,
    time: demoBookings.createdAt,
    id: demoBookings.id,
    search: [demoBookings.name, demoBookings.email, demoBookings.companyName, demoBookings.project],
    filters: (env) => [notInternal(demoBookings.email, env)],
    columns: {
      createdAt: demoBookings.createdAt,
      name: demoBookings.name,
      email: demoBookings.email,
      company: demoBookings.companyName,
      industry: demoBookings.industry,
      hearAbout: demoBookings.hearAbout,
      locale: demoBookings.locale,
      project: demoBookings.project,
      estimatedRoi: demoBookings.estimatedRoi,
      ...pipelineView(demoBookings),
      id: demoBookings.id,
    },
  },
  calculator: {
    table: calculatorSessions,
    lead: calculatorSessions,
    time: calculatorSessions.createdAt,
    id: calculatorSessions.id,
    search: [calculatorSessions.sessionId, calculatorSessions.cityName, calculatorSessions.countryName],
    filters: () => [gt(calculatorSessions.calculationsPerformed, 0)],
    columns: {
      createdAt: calculatorSessions.createdAt,
      sessionId: calculatorSessions.sessionId,
      city: calculatorSessions.cityName,
      country: calculatorSessions.countryName,
      timeSpentSeconds: calculatorSessions.timeSpentSeconds,
      calculationsPerformed: calculatorSessions.calculationsPerformed,
      inputsChanged: calculatorSessions.inputsChanged,
      convertedToDemo: calculatorSessions.convertedToDemo,
      finalRoiData: calculatorSessions.finalRoiData,
      ...pipelineView(calculatorSessions),
      id: calculatorSessions.id,
    },
  },
  visitors: {
    table: websiteVisits,
    time: websiteVisits.visitTimestamp,
    id: websiteVisits.id,
    search: [websiteVisits.pagePath, websiteVisits.cityName, websiteVisits.countryName, websiteVisits.identifiedEmail],
    // Which pages are listed is the request's filter (site, path): see visitorRouteFilter.
    filters: (env) => [notInternal(websiteVisits.identifiedEmail, env)],
    columns: {
      visitTimestamp: websiteVisits.visitTimestamp,
      page: websiteVisits.pageRoute,
      query: visitQuery,
      persistentUserId: websiteVisits.persistentUserId,
      identifiedEmail: websiteVisits.identifiedEmail,
      city: websiteVisits.cityName,
      country: websiteVisits.countryName,
      deviceType: websiteVisits.deviceType,
      visitCount: websiteVisits.visitCount,
      isReturningVisitor: websiteVisits.isReturningVisitor,
      referrer: websiteVisits.referrer,
      source: websiteVisits.source,
      id: websiteVisits.id,
    },
  },
  audits: {
    table: auditRequests,
    lead: auditRequests,
    time: auditRequests.createdAt,
    id: auditRequests.id,
    search: [auditRequests.firstName, auditRequests.lastName, auditRequests.email, auditRequests.phone],
    filters: (env) => [notInternal(auditRequests.email, env)],
    columns: {
      createdAt: auditRequests.createdAt,
      firstName: auditRequests.firstName,
      lastName: auditRequests.lastName,
      email: auditRequests.email,
      phone: auditRequests.phone,
      canton: auditRequests.canton,
      status: auditRequests.status,
      residenceCountry: auditRequests.residenceCountry,
      locale: auditRequests.locale,
      annualIncome: auditRequests.annualIncome,
      has3aPillar: auditRequests.has3aPillar,
      currentInsurance: auditRequests.currentInsurance,
      mainGoal: auditRequests.mainGoal,
      wantsCallback: auditRequests.wantsCallback,
      callbackTime: auditRequests.callbackTime,
      situation: auditRequests.situation,
      sameEmailWithin30Days,
      preAnalysisId: latestPreAnalysisId,
      reportStatus: auditRequests.reportStatus,
      ...pipelineView(auditRequests),
      id: auditRequests.id,
    },
  },
  newsletter: {
    table: newsletterSubscriptions,
    lead: newsletterSubscriptions,
    time: newsletterSubscriptions.createdAt,
    id: newsletterSubscriptions.id,
    search: [newsletterSubscriptions.email],
    filters: (env) => [notInternal(newsletterSubscriptions.email, env)],
    columns: {
      createdAt: newsletterSubscriptions.createdAt,
      email: newsletterSubscriptions.email,
      status: newsletterSubscriptions.status,
      locale: newsletterSubscriptions.locale,
      confirmedAt: newsletterSubscriptions.confirmedAt,
      unsubscribedAt: newsletterSubscriptions.unsubscribedAt,
      /** Set when the mail server refused the address for good: no newsletter goes to it. */
      bouncedAt: newsletterSubscriptions.bouncedAt,
      ...pipelineView(newsletterSubscriptions),
      id: newsletterSubscriptions.id,
    },
  },
};

/** Case-insensitive "contains" on any of the tab's search columns, with % and _ taken literally. */
export function searchFilter(spec: TabSpec, query: string | undefined): SQL | undefined {
  const q = query?.trim();
  if (!q) return undefined;
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(...spec.search.map((column) => ilike(column, pattern)));
}

export function statusFilter(spec: TabSpec, status: string | undefined): SQL | undefined {
  return spec.lead && status ? eq(spec.lead.pipelineStatus, status) : undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The keyset position a cursor names, or undefined when it is not one this server made; `pending` (the Audits tab's
 * urgency order, records-order.ts) says whether the row's report was still waiting.
 */
export function decodeCursor(cursor: string): { time: Date; id: string; pending?: boolean } | undefined {
  try {
    const decoded: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (!Array.isArray(decoded) || decoded.length < 2 || decoded.length > 3) return undefined;
    const [time, id, pending] = decoded as unknown[];
    if (typeof time !== "string" || typeof id !== "string" || !UUID.test(id)) return undefined;
    if (pending !== undefined && typeof pending !== "boolean") return undefined;
    const date = new Date(time);
    return Number.isNaN(date.getTime()) ? undefined : { time: date, id, ...(pending === undefined ? {} : { pending }) };
  } catch {
    return undefined;
  }
}

/** Rows after the cursor's position; the route has already refused cursors that do not decode. */
export function cursorFilter(spec: TabSpec, cursor: string | undefined): SQL | undefined {
  const position = cursor ? decodeCursor(cursor) : undefined;
  if (!position) return undefined;
  return sql`(${spec.time}, ${spec.id}) < (${position.time}, ${position.id})`;
}

export function makeCursor(time: Date, id: string, pending?: boolean): string {
  const position = pending === undefined ? [time.toISOString(), id] : [time.toISOString(), id, pending];
  return Buffer.from(JSON.stringify(position)).toString("base64url");
}

/**
 * Newest first. "nulls last" matches the indexes (drizzle-kit writes `DESC NULLS LAST`): PostgreSQL reads an index
 * in order only when the nulls order matches too, even on NOT NULL columns, and would otherwise read and sort
 * every matching row. Fresh SQL on each call: drizzle rewrites the order of a UNION in place.
 */
export function newestFirst(spec: TabSpec): SQL[] {
  return [sql`${spec.time} desc nulls last`, sql`${spec.id} desc nulls last`];
}

/**
 * SPEC section 7 lists visitors of four paths, written before /optimaite and /premium existed: every tracked public
 * route is listed, matched on the path without its query string (decision 0013).
 */
export const visitorRouteFilter = (routes: string[]) => inArray(websiteVisits.pageRoute, routes);

export function whereFor(spec: TabSpec, env: Env, extra: (SQL | undefined)[]): SQL | undefined {
  return and(...spec.filters(env), ...extra);
}

export { LEAD_TABS, type LeadTab };

/** The lead columns of a lead tab (every tab but visitors has them). */
export function leadColumnsOf(tab: LeadTab): LeadColumns & { id: AnyPgColumn } {
  const spec = TABS[tab];
  if (!spec.lead) throw new Error(`${tab} is not a lead tab`);
  return { ...spec.lead, id: spec.id };
}
