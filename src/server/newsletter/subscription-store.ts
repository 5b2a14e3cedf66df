import { type SwissHackLocale, siteLocaleOr } from "@shared/i18n/locales";
import type { Newsletter } from "@shared/schemas/newsletter";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { newsletterSubscriptions } from "../db/schema";
import { attributionColumns } from "../leads/attribution-columns";
import { randomToken, sha256Hex } from "../lib/tokens";
import { enqueueEmails } from "../mail/outbox";
import type { NewsletterAction } from "./newsletter-action-page";
import { newsletterConfirmationEmail } from "./newsletter-emails";
import { unsubscribeToken, unsubscribeUrl } from "./unsubscribe-link";
import { withdrawWaitingIssues } from "./withdraw-waiting-issues";

// The subscription's rules (double opt-in, issue 10 and after): pending → subscribed → unsubscribed, a confirmation
// re-sent at most every 10 minutes, valid 7 days; a bounced subscriber who asks again is asked to confirm again.

/** A repeated subscription re-sends the confirmation at most this often. */
export const RESEND_AFTER_MS = 10 * 60 * 1000;
export const CONFIRMATION_VALID_MS = 7 * 24 * 60 * 60 * 1000;

/** What the links need: the site's address and the secret unsubscribe tokens derive from. */
export interface SubscriptionLinks {
  site: string;
  secret: string;
}

/**
 * A subscription request: a new or lapsed address becomes pending and gets the confirmation email (in the outbox,
 * with the row); a subscribed one, or one emailed within RESEND_AFTER_MS, changes nothing. The same answer either way.
 */
export async function requestSubscription(db: Db, request: Newsletter, links: SubscriptionLinks, now: Date) {
  const email = request.email.toLowerCase();
  const { locale } = request;
  const tokenOf = (id: string) => unsubscribeToken(links.secret, id);
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(newsletterSubscriptions)
      .where(eq(sql`lower(${newsletterSubscriptions.email})`, email))
      .for("update");
    if (existing?.status === "subscribed" && !existing.bouncedAt) return;
    if (existing?.lastEmailSentAt && now.getTime() - existing.lastEmailSentAt.getTime() < RESEND_AFTER_MS) return;

    const confirmToken = randomToken();
    let id = existing?.id;
    if (existing) {
      await tx
        .update(newsletterSubscriptions)
        // A new request from a page in another language: the email and the pages follow the latest.
        .set({ status: "pending", confirmTokenHash: sha256Hex(confirmToken), lastEmailSentAt: now, locale })
        .where(eq(newsletterSubscriptions.id, existing.id));
    } else {
      id = crypto.randomUUID();
      const inserted = await tx
        .insert(newsletterSubscriptions)
        .values({
          id,
          email,
          status: "pending",
          confirmTokenHash: sha256Hex(confirmToken),
          unsubscribeTokenHash: sha256Hex(tokenOf(id)),
          lastEmailSentAt: now,
          locale,
          ...attributionColumns(request.attribution),
        })
        // A simultaneous submission of the same address inserted it first and sends the email.
        .onConflictDoNothing()
        .returning({ id: newsletterSubscriptions.id });
      if (inserted.length === 0) return;
    }
    await enqueueEmails(tx, [
      newsletterConfirmationEmail(
        email,
        `${links.site}/api/newsletter/confirm?token=${confirmToken}`,
        unsubscribeUrl(links.site, tokenOf(id as string)),
        locale,
      ),
    ]);
  });
}

/** The subscriber's language, read from a link's token (French when the token is unknown). */
export async function localeOfToken(
  db: Db,
  action: NewsletterAction,
  token: string | undefined,
): Promise<SwissHackLocale> {
  if (!token) return "fr";
  const column =
    action === "confirm" ? newsletterSubscriptions.confirmTokenHash : newsletterSubscriptions.unsubscribeTokenHash;
  const [row] = await db
    .select({ locale: newsletterSubscriptions.locale })
    .from(newsletterSubscriptions)
    .where(eq(column, sha256Hex(token)));
  return siteLocaleOr("swisshack", row?.locale) as SwissHackLocale;
}

export type ConfirmationResult = { status: "invalid" } | { status: "confirmed" | "expired"; locale: string | null };

/** The confirmation link's button: pending becomes subscribed, unless the link is unknown, withdrawn or expired. */
export async function confirmSubscription(db: Db, token: string, now: Date): Promise<ConfirmationResult> {
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.confirmTokenHash, sha256Hex(token)));
  if (!row || row.status === "unsubscribed") return { status: "invalid" };
  if (row.status === "subscribed") return { status: "confirmed", locale: row.locale };
  const sentAt = row.lastEmailSentAt ?? row.createdAt;
  if (now.getTime() - sentAt.getTime() > CONFIRMATION_VALID_MS) return { status: "expired", locale: row.locale };
  await db
    .update(newsletterSubscriptions)
    .set({ status: "subscribed", confirmedAt: now, bouncedAt: null })
    .where(and(eq(newsletterSubscriptions.id, row.id), eq(newsletterSubscriptions.status, "pending")));
  return { status: "confirmed", locale: row.locale };
}

/** Unsubscribes the token's subscriber and withdraws the issues still waiting for them; undefined when unknown. */
export function unsubscribe(db: Db, token: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(newsletterSubscriptions)
      .set({ status: "unsubscribed", unsubscribedAt: new Date(), confirmTokenHash: null })
      .where(eq(newsletterSubscriptions.unsubscribeTokenHash, sha256Hex(token)))
      .returning({ id: newsletterSubscriptions.id, locale: newsletterSubscriptions.locale });
    if (row) await withdrawWaitingIssues(tx as unknown as Db, row.id);
    return row;
  });
}
