import { LANGUAGE_NAMES } from "@shared/i18n/locales";
import type { Campaign, CampaignList, CampaignStatus } from "@shared/newsletter/campaign";
import { ZURICH } from "@shared/newsletter/tuesday";
import type { AdminPost } from "@shared/schemas/blog-post";
import { useCallback, useEffect, useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { ScrollRegion } from "~/components/ui/scroll-region";
import { notify, notifyError } from "~/components/ui/toaster";
import { AdminTable, headersOf } from "../shared/admin-table";
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

const SUBSCRIBER_HEADERS = headersOf(["Language", "Confirmed", "Pending", "Bouncing", "Unsubscribed"], "p-2", [
  "Confirmed",
  "Pending",
  "Bouncing",
  "Unsubscribed",
]);
const COUNTS = ["Recipients", "Sent", "Failed", "Skipped", "Bounced", "Unsubscribed since"];
const CAMPAIGN_HEADERS = [
  ...headersOf(["Subject", "Language", "Status", ...COUNTS], "p-2", COUNTS),
  { key: "actions", content: <span className="sr-only">Actions</span>, className: "p-2" },
];

function SubscriberTable({ list, captionId }: { list: CampaignList; captionId: string }) {
  return (
    <ScrollRegion label="Subscribers by language">
      <AdminTable headers={SUBSCRIBER_HEADERS} headRowClassName="border-b" aria-labelledby={captionId}>
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
      </AdminTable>
    </ScrollRegion>
  );
}

function CampaignTable({ campaigns, onEdit }: { campaigns: Campaign[]; onEdit: (campaign: Campaign) => void }) {
  if (campaigns.length === 0) return <p className="text-sm text-muted-foreground">No campaign written yet.</p>;
  return (
    <ScrollRegion label="Campaigns">
      <AdminTable headers={CAMPAIGN_HEADERS} headRowClassName="border-b" aria-label="Campaigns">
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
      </AdminTable>
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
