import type { Campaign, SubscriberCounts } from "@shared/newsletter/campaign";
import type { AdminPost } from "@shared/schemas/blog-post";
import { useEffect, useRef } from "react";
import { useAdminWords } from "../shared/admin-language";
import { NewsletterCampaignFields } from "./newsletter-campaign-fields";
import { NewsletterCampaignPreview } from "./newsletter-campaign-preview";
import { NewsletterCampaignSend } from "./newsletter-campaign-send";
import { CAMPAIGN_EDITOR_WORDS } from "./newsletter-words";
import { useNewsletterCampaignEditor } from "./use-newsletter-campaign-editor";

/** Writes or changes an issue: text, preview, test send, then schedule or send now (with a confirmation). */
export function NewsletterCampaignEditor({
  campaign: initial,
  post,
  subscribers,
  onChanged,
  onClose,
}: {
  campaign: Campaign | null;
  /** A new campaign's text, from this post ("Send as newsletter" in the Posts tab). */
  post?: AdminPost;
  subscribers: SubscriberCounts[];
  onChanged: () => void;
  onClose: () => void;
}) {
  const t = useAdminWords(CAMPAIGN_EDITOR_WORDS);
  const editor = useNewsletterCampaignEditor({ initial, post, onChanged, onClose });
  const audience = subscribers.find((row) => row.locale === editor.form.locale)?.subscribed ?? 0;
  // Opened (by "Write a campaign", "Edit" or a post's "Send as newsletter"): the focus goes to its title.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="space-y-4 rounded-lg border bg-muted/30 p-3 sm:p-4">
      <h3 ref={heading} tabIndex={-1} className="font-semibold focus:outline-none">
        {editor.campaign ? t.campaign(editor.campaign.subject) : t.newCampaign}
      </h3>
      <NewsletterCampaignFields editor={editor} onClose={onClose} />
      {editor.preview && <NewsletterCampaignPreview preview={editor.preview} />}
      <NewsletterCampaignSend editor={editor} audience={audience} />
    </div>
  );
}
