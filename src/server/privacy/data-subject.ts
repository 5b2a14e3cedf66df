import { eq, inArray, or, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { deleteOrphanNotes } from "../admin/lead-notes";
import type { Db } from "../db/client";
import {
  account,
  auditReportDrafts,
  auditReportsSent,
  auditRequests,
  contactForm,
  demoBookings,
  demoMeetings,
  emailOutbox,
  leadNotes,
  newsletterSubscriptions,
  preAnalyses,
  session,
  user,
  verification,
  websiteVisits,
} from "../db/schema";
import { exportPremiumOrders, forgetPremiumOrders } from "../premium-orders/order-privacy";

/** Everything stored about one email address (a data-subject access request). */
export interface DataSubjectExport {
  email: string;
  exportedAt: string;
  contactMessages: unknown[];
  demoBookings: unknown[];
  /** The booked times of those demos (issue 30). */
  demoMeetings: unknown[];
  auditRequests: unknown[];
  preAnalyses: unknown[];
  /** The written 48-hour reports (issue 55): drafts, and each report sent with its PDF as the person received it. */
  auditReports: { drafts: unknown[]; sent: unknown[] };
  /** The Premium audits ordered (issue 57), paid or not. */
  premiumOrders: unknown[];
  newsletter: unknown[];
  /** The back office's notes about the person's requests. */
  ownerNotes: unknown[];
  identifiedVisits: unknown[];
  emails: unknown[];
  /** The site account with that address, if any. */
  account: unknown | null;
  signInMethods: unknown[];
  sessions: unknown[];
}

const sameEmail = (column: AnyPgColumn, email: string) => sql`lower(${column}) = ${email.toLowerCase()}`;

/** The account, how it signs in and its sessions; password hashes, session tokens and provider tokens left out. */
async function exportAccount(db: Db, email: string) {
  const [person] = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      role: user.role,
      banned: user.banned,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    })
    .from(user)
    .where(sameEmail(user.email, email));
  if (!person) return { account: null, signInMethods: [], sessions: [] };
  const [signInMethods, sessions] = await Promise.all([
    db
      .select({ providerId: account.providerId, createdAt: account.createdAt, updatedAt: account.updatedAt })
      .from(account)
      .where(eq(account.userId, person.id)),
    db
      .select({
        createdAt: session.createdAt,
        expiresAt: session.expiresAt,
        ipAddress: session.ipAddress,
        userAgent: session.userAgent,
      })
      .from(session)
      .where(eq(session.userId, person.id)),
  ]);
  return { account: person, signInMethods, sessions };
}

export async function exportDataSubject(db: Db, email: string): Promise<DataSubjectExport> {
  const [contacts, demos, audits, newsletter, visits, emails, siteAccount] = await Promise.all([
    db.select().from(contactForm).where(sameEmail(contactForm.email, email)),
    db.select().from(demoBookings).where(sameEmail(demoBookings.email, email)),
    db.select().from(auditRequests).where(sameEmail(auditRequests.email, email)),
    db
      .select({
        id: newsletterSubscriptions.id,
        email: newsletterSubscriptions.email,
        status: newsletterSubscriptions.status,
        createdAt: newsletterSubscriptions.createdAt,
        confirmedAt: newsletterSubscriptions.confirmedAt,
        unsubscribedAt: newsletterSubscriptions.unsubscribedAt,
        lastNewsletterAt: newsletterSubscriptions.lastNewsletterAt,
        bouncedAt: newsletterSubscriptions.bouncedAt,
      })
      .from(newsletterSubscriptions)
      .where(sameEmail(newsletterSubscriptions.email, email)),
    db.select().from(websiteVisits).where(sameEmail(websiteVisits.identifiedEmail, email)),
    db
      .select({ subject: emailOutbox.subject, status: emailOutbox.status, createdAt: emailOutbox.createdAt })
      .from(emailOutbox)
      .where(sameEmail(emailOutbox.to, email)),
    exportAccount(db, email),
  ]);
  const meetings = await db
    .select({
      demoBookingId: demoMeetings.demoBookingId,
      startsAt: demoMeetings.startsAt,
      endsAt: demoMeetings.endsAt,
      timeZone: demoMeetings.timeZone,
      status: demoMeetings.status,
      createdAt: demoMeetings.createdAt,
    })
    .from(demoMeetings)
    .innerJoin(demoBookings, eq(demoBookings.id, demoMeetings.demoBookingId))
    .where(sameEmail(demoBookings.email, email));
  const analyses = [];
  for (const audit of audits) {
    analyses.push(
      ...(await db
        .select({
          auditRequestId: preAnalyses.auditRequestId,
          answers: preAnalyses.answers,
          result: preAnalyses.result,
          createdAt: preAnalyses.createdAt,
        })
        .from(preAnalyses)
        .where(eq(preAnalyses.auditRequestId, audit.id))),
    );
  }
  const auditReports = await exportAuditReports(
    db,
    audits.map((audit) => audit.id),
  );
  const leadIds = [...contacts, ...demos, ...audits, ...newsletter].map((lead) => lead.id);
  const ownerNotes =
    leadIds.length === 0
      ? []
      : await db
          .select({ about: leadNotes.leadKind, at: leadNotes.createdAt, text: leadNotes.text })
          .from(leadNotes)
          .where(inArray(leadNotes.leadId, leadIds));
  return {
    email: email.toLowerCase(),
    exportedAt: new Date().toISOString(),
    // Token hashes are internal secrets, not personal data: they are left out.
    contactMessages: contacts,
    demoBookings: demos,
    demoMeetings: meetings,
    auditRequests: audits.map(({ refineTokenHash: _secret, ...audit }) => audit),
    preAnalyses: analyses,
    auditReports,
    premiumOrders: await exportPremiumOrders(db, email),
    newsletter: newsletter.map(({ id: _id, ...entry }) => entry),
    ownerNotes,
    identifiedVisits: visits,
    emails,
    ...siteAccount,
  };
}

/** The reports written for the person's audit requests; the PDFs as base64, as they were sent. */
async function exportAuditReports(db: Db, auditIds: string[]): Promise<DataSubjectExport["auditReports"]> {
  if (auditIds.length === 0) return { drafts: [], sent: [] };
  const [drafts, sent] = await Promise.all([
    db
      .select({
        auditRequestId: auditReportDrafts.auditRequestId,
        document: auditReportDrafts.document,
        updatedAt: auditReportDrafts.updatedAt,
      })
      .from(auditReportDrafts)
      .where(inArray(auditReportDrafts.auditRequestId, auditIds)),
    db
      .select({
        auditRequestId: auditReportsSent.auditRequestId,
        document: auditReportsSent.document,
        pdf: auditReportsSent.pdf,
        sentBy: auditReportsSent.sentBy,
        sentAt: auditReportsSent.createdAt,
      })
      .from(auditReportsSent)
      .where(inArray(auditReportsSent.auditRequestId, auditIds)),
  ]);
  return {
    drafts,
    sent: sent.map(({ pdf, ...report }) => ({ ...report, pdfBase64: Buffer.from(pdf).toString("base64") })),
  };
}

export type DeletionCounts = Record<string, number>;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * The account with that address: its sessions first (so every cookie stops working, the count is reported), its
 * sign-in methods, its pending verifications, then the account itself.
 */
async function deleteAccount(tx: Tx, email: string): Promise<DeletionCounts> {
  const people = await tx.select({ id: user.id }).from(user).where(sameEmail(user.email, email));
  const ids = people.map((person) => person.id);
  if (ids.length === 0) return { user: 0, session: 0, account: 0, verification: 0 };
  return {
    session: await removed(tx.delete(session).where(inArray(session.userId, ids)).returning({ id: session.id })),
    account: await removed(tx.delete(account).where(inArray(account.userId, ids)).returning({ id: account.id })),
    verification: await removed(
      tx
        .delete(verification)
        .where(or(inArray(verification.value, ids), sameEmail(verification.identifier, email)))
        .returning({ id: verification.id }),
    ),
    user: await removed(tx.delete(user).where(inArray(user.id, ids)).returning({ id: user.id })),
  };
}

const removed = async (query: Promise<{ id: string }[]>) => (await query).length;

/** Deletes everything stored about one email address, in one transaction, and says how much went. */
export async function deleteDataSubject(db: Db, email: string): Promise<DeletionCounts> {
  return db.transaction(async (tx) => {
    // Pre-analyses and written reports (drafts, sent PDFs) go with their audit request (ON DELETE CASCADE); calculator sessions hold no email; the owner's
    // notes go with their leads (deleteOrphanNotes, last).
    const counts: DeletionCounts = {
      contact_form: await removed(
        tx.delete(contactForm).where(sameEmail(contactForm.email, email)).returning({ id: contactForm.id }),
      ),
      demo_bookings: await removed(
        tx.delete(demoBookings).where(sameEmail(demoBookings.email, email)).returning({ id: demoBookings.id }),
      ),
      audit_requests: await removed(
        tx.delete(auditRequests).where(sameEmail(auditRequests.email, email)).returning({ id: auditRequests.id }),
      ),
      newsletter_subscriptions: await removed(
        tx
          .delete(newsletterSubscriptions)
          .where(sameEmail(newsletterSubscriptions.email, email))
          .returning({ id: newsletterSubscriptions.id }),
      ),
      website_visits: await removed(
        tx
          .delete(websiteVisits)
          .where(sameEmail(websiteVisits.identifiedEmail, email))
          .returning({ id: websiteVisits.id }),
      ),
      email_outbox: await removed(
        tx.delete(emailOutbox).where(sameEmail(emailOutbox.to, email)).returning({ id: emailOutbox.id }),
      ),
      ...(await deleteAccount(tx, email)),
    };
    const orders = await forgetPremiumOrders(tx, email);
    counts.premium_orders = orders.deleted;
    counts.premium_orders_erased_kept_for_accounting = orders.erased;
    counts.lead_notes = await deleteOrphanNotes(tx);
    return counts;
  });
}
