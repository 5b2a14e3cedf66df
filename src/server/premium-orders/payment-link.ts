import { swissHackLocale } from "@shared/i18n/locales";
import { localizedPath } from "@shared/i18n/paths";
import type { PremiumPaymentLink } from "@shared/schemas/premium-payment-link";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Actor } from "../admin/actor";
import type { Db } from "../db/client";
import { auditRequests, leadEvents } from "../db/schema";
import { enqueueEmails } from "../mail/outbox";
import { paymentLinkEmail } from "./payment-link-email";

// The Premium payment link of one audit request (issue 57): /premium in the request's language, with `?audit=` so the
// order form links the order to the request. Each email sent is kept in the request's trail (lead_events).

const sentLink = and(eq(leadEvents.leadKind, "audits"), sql`(${leadEvents.changes} ->> 'premiumLinkSent') is not null`);

export const premiumLinkUrl = (siteUrl: string, auditRequestId: string, locale: string) =>
  `${siteUrl}${localizedPath("/premium", "swisshack", swissHackLocale(locale))}?audit=${auditRequestId}`;

/** The link of an audit request and when it was last emailed, or null when there is no such request. */
export async function premiumPaymentLink(db: Db, siteUrl: string, id: string): Promise<PremiumPaymentLink | null> {
  const [request] = await db
    .select({ id: auditRequests.id, email: auditRequests.email, locale: auditRequests.locale })
    .from(auditRequests)
    .where(eq(auditRequests.id, id))
    .limit(1);
  if (!request) return null;
  const [last] = await db
    .select({ at: leadEvents.createdAt, by: leadEvents.actorEmail })
    .from(leadEvents)
    .where(and(sentLink, eq(leadEvents.leadId, id)))
    .orderBy(desc(leadEvents.createdAt))
    .limit(1);
  const locale = swissHackLocale(request.locale);
  return {
    auditRequestId: request.id,
    url: premiumLinkUrl(siteUrl, request.id, locale),
    locale,
    email: request.email,
    lastSent: last ? { at: last.at.toISOString(), by: last.by } : null,
  };
}

/** Queues the link's email to the person, in their language, and keeps who sent it and when, in one transaction. */
export async function emailPremiumPaymentLink(
  db: Db,
  siteUrl: string,
  id: string,
  actor: Actor,
): Promise<PremiumPaymentLink | null> {
  const sent = await db.transaction(async (tx) => {
    const [request] = await tx
      .select({ firstName: auditRequests.firstName, email: auditRequests.email, locale: auditRequests.locale })
      .from(auditRequests)
      .where(eq(auditRequests.id, id))
      .limit(1);
    if (!request) return false;
    const locale = swissHackLocale(request.locale);
    const url = premiumLinkUrl(siteUrl, id, locale);
    await enqueueEmails(tx, [paymentLinkEmail({ ...request, locale }, url, siteUrl)]);
    await tx.insert(leadEvents).values({
      leadKind: "audits",
      leadId: id,
      actorId: actor.id,
      actorEmail: actor.email,
      changes: { premiumLinkSent: true },
    });
    return true;
  });
  return sent ? premiumPaymentLink(db, siteUrl, id) : null;
}
