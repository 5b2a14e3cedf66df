import { LANGUAGE_NAMES } from "@shared/i18n/locales";
import type { Campaign, CampaignList, CampaignStatus } from "@shared/newsletter/campaign";
import { ZURICH } from "@shared/newsletter/tuesday";
import type { AdminPost } from "@shared/schemas/blog-post";
import { useCallback, useEffect, useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { ScrollRegion } from "~/components/ui/scroll-region";
import { notify, notifyError } from "~/components/ui/toaster";
import { getPostForIssue, listCampaigns } from "./newsletter-api";
import { NewsletterCampaignEditor } from "./newsletter-campaign-editor";

const STATUS_LABELS: Record<CampaignStatus, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  sending: "Sending",
  sent: "Sent",
  cancelled: "Cancelled",
};

export const zurichTime = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: ZURICH }).format(new Date(iso));

const NOT_STARTED: CampaignStatus[] = ["draft", "scheduled", "cancelled"];

function SubscriberTable({ list, captionId }: { list: CampaignList; captionId: string }) {
  return (
    <ScrollRegion label="Subscribers by language">
      <table className="w-full text-left text-sm" aria-labelledby={captionId}>
        <thead>
          <tr className="border-b">
            <th className="p-2">Language</th>
            <th className="p-2 text-right">Confirmed</th>
            <th className="p-2 text-right">Pending</th>
            <th className="p-2 text-right">Bouncing</th>
            <th className="p-2 text-right">Unsubscribed</th>
          </tr>
        </thead>
        <tbody>
          {list.subscribers.map((row) => (
            <tr key={row.locale} className="border-b">
              <th scope="row" className="p-2 font-medium">
                {LANGUAGE_NAMES[row.locale]}
              </th>
              <td className="p-2 text-right">{row.subscribed}</td>
              <td className="p-2 text-right">{row.pending}</td>
              <td className="p-2 text-right">{row.bouncing}</td>
              <td className="p-2 text-right">{row.unsubscribed}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

function CampaignTable({ campaigns, onEdit }: { campaigns: Campaign[]; onEdit: (campaign: Campaign) => void }) {
  if (campaigns.length === 0) return <p className="text-sm text-muted-foreground">No campaign written yet.</p>;
  return (
    <ScrollRegion label="Campaigns">
      <table className="w-full text-left text-sm" aria-label="Campaigns">
        <thead>
          <tr className="border-b">
            <th className="p-2">Subject</th>
            <th className="p-2">Language</th>
            <th className="p-2">Status</th>
            <th className="p-2 text-right">Recipients</th>
            <th className="p-2 text-right">Sent</th>
            <th className="p-2 text-right">Failed</th>
            <th className="p-2 text-right">Skipped</th>
            <th className="p-2 text-right">Bounced</th>
            <th className="p-2 text-right">Unsubscribed since</th>
            <th className="p-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {campaigns.map((campaign) => (
            <tr key={campaign.id} className="border-b align-top">
              <th scope="row" className="p-2 font-medium">
                {campaign.subject}
              </th>
              <td className="p-2">{LANGUAGE_NAMES[campaign.locale]}</td>
              <td className="p-2">
                {STATUS_LABELS[campaign.status]}
                {campaign.status === "scheduled" && campaign.scheduledFor && (
                  <div className="text-muted-foreground">{zurichTime(campaign.scheduledFor)} (Zurich)</div>
                )}
                {campaign.startedAt && <div className="text-muted-foreground">{zurichTime(campaign.startedAt)}</div>}
              </td>
              <td className="p-2 text-right">{campaign.recipients}</td>
              <td className="p-2 text-right">{campaign.sent}</td>
              <td className="p-2 text-right">{campaign.failed}</td>
              <td className="p-2 text-right">{campaign.skipped}</td>
              <td className="p-2 text-right">{campaign.bounced}</td>
              <td className="p-2 text-right">{campaign.unsubscribedSince}</td>
              <td className="p-2">
                {NOT_STARTED.includes(campaign.status) ? (
                  <Button size="sm" variant="outline" onClick={() => onEdit(campaign)}>
                    Edit<span className="sr-only"> {campaign.subject}</span>
                  </Button>
                ) : (
                  <a className="font-semibold text-primary underline" href={campaign.webPath}>
                    Web version<span className="sr-only"> of {campaign.subject}</span>
                  </a>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/**
 * The newsletter tab's campaigns: subscribers by language and state, the issues with their counts, the editor; opened
 * with a post's id ("Send as newsletter" in the Posts tab), the editor starts with that post's text.
 */
export function NewsletterCampaignsPanel({ fromPost }: { fromPost?: string | null }) {
  const id = useId();
  const [list, setList] = useState<CampaignList | null>(null);
  const [editing, setEditing] = useState<Campaign | "new" | { post: AdminPost } | null>(null);
  const load = useCallback(() => {
    listCampaigns()
      .then(setList)
      .catch((error: Error) => notifyError("Could not load the campaigns", error.message));
  }, []);
  useEffect(() => load(), [load]);
  useEffect(() => {
    if (!fromPost) return;
    getPostForIssue(fromPost)
      .then((post) => {
        setEditing({ post });
        notify("Prefilled from the post", "Check the text: the campaign keeps its own copy.");
      })
      .catch((error: Error) => notifyError("Could not open the post", error.message));
  }, [fromPost]);

  if (!list) return <p role="status">Loading campaigns…</p>;
  return (
    <section aria-labelledby={`${id}-title`} className="mb-6 space-y-4 rounded-xl border p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          Newsletter campaigns
        </h2>
        {editing === null && <Button onClick={() => setEditing("new")}>Write a campaign</Button>}
      </div>
      {editing !== null && (
        <NewsletterCampaignEditor
          key={editing === "new" ? "new" : "post" in editing ? `post-${editing.post.id}` : editing.id}
          campaign={editing === "new" || "post" in editing ? null : editing}
          post={editing !== "new" && "post" in editing ? editing.post : undefined}
          subscribers={list.subscribers}
          onChanged={load}
          onClose={() => {
            setEditing(null);
            load();
          }}
        />
      )}
      <h3 id={`${id}-subscribers`} className="font-semibold">
        Subscribers by language
      </h3>
      <SubscriberTable list={list} captionId={`${id}-subscribers`} />
      <h3 className="font-semibold">Campaigns</h3>
      <CampaignTable campaigns={list.campaigns} onEdit={setEditing} />
    </section>
  );
}
