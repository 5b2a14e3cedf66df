import { eq } from "drizzle-orm";
import { newsletterCampaigns, newsletterDeliveries } from "../db/schema";
import type { EmailMessage } from "../mail/email-message";
import type { ContentWriter } from "../mail/outbox";
import { issueMessages } from "./campaign-email";
import { issueContent, type QueueSettings } from "./campaign-queue";
import { coverOfPost } from "./issue-cover";
import { unsubscribeToken, unsubscribeUrl } from "./unsubscribe-link";

/** Issues whose rendered body an instance keeps (an issue cannot change once it is sending). */
const RENDERED_ISSUES = 8;

/**
 * The outbox's writer of an issue's emails, which are queued without their content: from the delivery that points
 * to the email, the issue (its body rendered once per instance) and the recipient's own unsubscribe link. Null when
 * the delivery is gone (the subscriber or the issue was deleted meanwhile).
 */
export function issueWriter(settings: Pick<QueueSettings, "siteUrl" | "secret">): ContentWriter {
  const rendered = new Map<string, (to: string, unsubscribe: string) => EmailMessage>();
  return async (reader, email) => {
    const [delivery] = await reader
      .select({
        subscriptionId: newsletterDeliveries.subscriptionId,
        campaignId: newsletterCampaigns.id,
        locale: newsletterCampaigns.locale,
        subject: newsletterCampaigns.subject,
        bodyMarkdown: newsletterCampaigns.bodyMarkdown,
        webPath: newsletterCampaigns.webPath,
        postId: newsletterCampaigns.postId,
      })
      .from(newsletterDeliveries)
      .innerJoin(newsletterCampaigns, eq(newsletterCampaigns.id, newsletterDeliveries.campaignId))
      .where(eq(newsletterDeliveries.outboxId, email.id));
    if (!delivery) return null;
    let messageTo = rendered.get(delivery.campaignId);
    if (!messageTo) {
      messageTo = issueMessages(issueContent(delivery, settings.siteUrl, await coverOfPost(reader, delivery.postId)));
      rendered.set(delivery.campaignId, messageTo);
      const [oldest] = rendered.keys();
      if (rendered.size > RENDERED_ISSUES && oldest) rendered.delete(oldest);
    }
    const link = unsubscribeUrl(settings.siteUrl, unsubscribeToken(settings.secret, delivery.subscriptionId));
    const { subject, text, html, headers } = messageTo(email.to, link);
    return { subject, text, html, headers };
  };
}
