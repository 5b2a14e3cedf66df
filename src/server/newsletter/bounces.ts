import { and, eq, isNull, sql } from "drizzle-orm";
import { newsletterDeliveries, newsletterSubscriptions } from "../db/schema";
import type { RefusalListener } from "../mail/outbox";
import { ISSUE_TEMPLATE } from "./campaign-email";

/**
 * The outbox's listener for addresses refused for good: a newsletter issue's recipient becomes "bouncing" (no issue
 * is queued for them until they confirm a new subscription) and their delivery "bounced".
 */
export const markBouncing: RefusalListener = async (writer, email) => {
  if (email.template !== ISSUE_TEMPLATE) return;
  const deliveries = await writer
    .update(newsletterDeliveries)
    .set({ status: "bounced" })
    .where(eq(newsletterDeliveries.outboxId, email.id))
    .returning({ subscriptionId: newsletterDeliveries.subscriptionId });
  for (const { subscriptionId } of deliveries) {
    await writer
      .update(newsletterSubscriptions)
      .set({ bouncedAt: sql`now()` })
      .where(and(eq(newsletterSubscriptions.id, subscriptionId), isNull(newsletterSubscriptions.bouncedAt)));
  }
};
