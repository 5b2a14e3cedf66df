import { eq, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import {
  auditRequests,
  contactForm,
  demoBookings,
  emailOutbox,
  newsletterSubscriptions,
  preAnalyses,
  websiteVisits,
} from "../db/schema";

/** Everything stored about one email address (a data-subject access request). */
export interface DataSubjectExport {
  email: string;
  exportedAt: string;
  contactMessages: unknown[];
  demoBookings: unknown[];
  auditRequests: unknown[];
  preAnalyses: unknown[];
  newsletter: unknown[];
  identifiedVisits: unknown[];
  emails: unknown[];
}

const sameEmail = (column: AnyPgColumn, email: string) => sql`lower(${column}) = ${email.toLowerCase()}`;

export async function exportDataSubject(db: Db, email: string): Promise<DataSubjectExport> {
  const [contacts, demos, audits, newsletter, visits, emails] = await Promise.all([
    db.select().from(contactForm).where(sameEmail(contactForm.email, email)),
    db.select().from(demoBookings).where(sameEmail(demoBookings.email, email)),
    db.select().from(auditRequests).where(sameEmail(auditRequests.email, email)),
    db
      .select({
        email: newsletterSubscriptions.email,
        status: newsletterSubscriptions.status,
        createdAt: newsletterSubscriptions.createdAt,
        confirmedAt: newsletterSubscriptions.confirmedAt,
        unsubscribedAt: newsletterSubscriptions.unsubscribedAt,
      })
      .from(newsletterSubscriptions)
      .where(sameEmail(newsletterSubscriptions.email, email)),
    db.select().from(websiteVisits).where(sameEmail(websiteVisits.identifiedEmail, email)),
    db
      .select({ subject: emailOutbox.subject, status: emailOutbox.status, createdAt: emailOutbox.createdAt })
      .from(emailOutbox)
      .where(sameEmail(emailOutbox.to, email)),
  ]);
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
  return {
    email: email.toLowerCase(),
    exportedAt: new Date().toISOString(),
    // Token hashes are internal secrets, not personal data: they are left out.
    contactMessages: contacts,
    demoBookings: demos,
    auditRequests: audits.map(({ refineTokenHash: _secret, ...audit }) => audit),
    preAnalyses: analyses,
    newsletter,
    identifiedVisits: visits,
    emails,
  };
}

export type DeletionCounts = Record<string, number>;

/** Deletes everything stored about one email address, in one transaction, and says how much went. */
export async function deleteDataSubject(db: Db, email: string): Promise<DeletionCounts> {
  return db.transaction(async (tx) => {
    const removed = async (query: Promise<{ id: string }[]>) => (await query).length;
    // Pre-analyses go with their audit request (ON DELETE CASCADE); calculator sessions hold no email.
    return {
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
    };
  });
}
