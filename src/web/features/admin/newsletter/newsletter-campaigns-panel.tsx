import { LANGUAGE_NAMES } from "@shared/i18n/locales";
import type { Campaign, CampaignList, CampaignStatus } from "@shared/newsletter/campaign";
import { ZURICH } from "@shared/newsletter/tuesday";
import type { AdminPost } from "@shared/schemas/blog-post";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { ScrollRegion } from "~/components/ui/scroll-region";
import { notify, notifyError } from "~/components/ui/toaster";
import { useAdminWords } from "../shared/admin-language";
import { AdminTable, headersOf } from "../shared/admin-table";
import { useErrorText } from "../shared/error-text";
import { getPostForIssue, listCampaigns } from "./newsletter-api";
import { NewsletterCampaignEditor } from "./newsletter-campaign-editor";
import { CAMPAIGNS_WORDS } from "./newsletter-words";

type CampaignsWords = (typeof CAMPAIGNS_WORDS)["en"];

const zurichTime = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: ZURICH }).format(new Date(iso));

const NOT_STARTED: CampaignStatus[] = ["draft", "scheduled", "cancelled"];

const subscriberHeaders = ({ subscriberHeaders: h }: CampaignsWords) => {
  const counts = [h.confirmed, h.pending, h.bouncing, h.unsubscribed];
  return headersOf([h.language, ...counts], "p-2", counts);
};
const campaignHeaders = ({ campaignHeaders: h }: CampaignsWords) => {
  const counts = [h.recipients, h.sent, h.failed, h.skipped, h.bounced, h.unsubscribedSince];
  return [
    ...headersOf([h.subject, h.language, h.status, ...counts], "p-2", counts),
    { key: "actions", content: <span className="sr-only">{h.actions}</span>, className: "p-2" },
  ];
};

function SubscriberTable({ list, captionId }: { list: CampaignList; captionId: string }) {
  const t = useAdminWords(CAMPAIGNS_WORDS);
  return (
    <ScrollRegion label={t.subscribersByLanguage}>
      <AdminTable headers={subscriberHeaders(t)} headRowClassName="border-b" aria-labelledby={captionId}>
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
  const t = useAdminWords(CAMPAIGNS_WORDS);
  if (campaigns.length === 0) return <p className="text-sm text-muted-foreground">{t.none}</p>;
  return (
    <ScrollRegion label={t.campaigns}>
      <AdminTable headers={campaignHeaders(t)} headRowClassName="border-b" aria-label={t.campaigns}>
        {campaigns.map((campaign) => (
          <tr key={campaign.id} className="border-b align-top">
            <th scope="row" className="p-2 font-medium">
              {campaign.subject}
            </th>
            <td className="p-2">{LANGUAGE_NAMES[campaign.locale]}</td>
            <td className="p-2">
              {t.statuses[campaign.status]}
              {campaign.status === "scheduled" && campaign.scheduledFor && (
                <div className="text-muted-foreground">
                  {zurichTime(campaign.scheduledFor, t.locale)} {t.zurich}
                </div>
              )}
              {campaign.startedAt && (
                <div className="text-muted-foreground">{zurichTime(campaign.startedAt, t.locale)}</div>
              )}
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
                  {t.edit}
                  <span className="sr-only"> {campaign.subject}</span>
                </Button>
              ) : (
                <a className="font-semibold text-primary underline" href={campaign.webPath}>
                  {t.webVersion}
                  <span className="sr-only">{t.webVersionOf(campaign.subject)}</span>
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
  const t = useAdminWords(CAMPAIGNS_WORDS);
  // Read when a post arrives: a change of language does not open the post again.
  const says = useErrorText();
  const words = useRef({ ...t, says });
  words.current = { ...t, says };
  const [list, setList] = useState<CampaignList | null>(null);
  const [editing, setEditing] = useState<Campaign | "new" | { post: AdminPost } | null>(null);
  // The editor closed (closed, scheduled or sent): the focus goes back to the button that writes a campaign.
  const writeButton = useRef<HTMLButtonElement>(null);
  const returning = useRef(false);
  useEffect(() => {
    if (editing === null && returning.current) writeButton.current?.focus();
    returning.current = false;
  }, [editing]);
  const load = useCallback(() => {
    listCampaigns()
      .then(setList)
      .catch((error: unknown) => notifyError(t.loadFailed, says(error)));
  }, [t.loadFailed, says]);
  useEffect(() => load(), [load]);
  useEffect(() => {
    if (!fromPost) return;
    getPostForIssue(fromPost)
      .then((post) => {
        setEditing({ post });
        notify(words.current.prefilled, words.current.prefilledDetail);
      })
      .catch((error: unknown) => notifyError(words.current.postFailed, words.current.says(error)));
  }, [fromPost]);

  if (!list) return <p role="status">{t.loading}</p>;
  return (
    <section aria-labelledby={`${id}-title`} className="mb-6 space-y-4 rounded-xl border p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t.title}
        </h2>
        {editing === null && (
          <Button ref={writeButton} onClick={() => setEditing("new")}>
            {t.write}
          </Button>
        )}
      </div>
      {editing !== null && (
        <NewsletterCampaignEditor
          key={editing === "new" ? "new" : "post" in editing ? `post-${editing.post.id}` : editing.id}
          campaign={editing === "new" || "post" in editing ? null : editing}
          post={editing !== "new" && "post" in editing ? editing.post : undefined}
          subscribers={list.subscribers}
          onChanged={load}
          onClose={() => {
            returning.current = true;
            setEditing(null);
            load();
          }}
        />
      )}
      <h3 id={`${id}-subscribers`} className="font-semibold">
        {t.subscribersByLanguage}
      </h3>
      <SubscriberTable list={list} captionId={`${id}-subscribers`} />
      <h3 className="font-semibold">{t.campaigns}</h3>
      <CampaignTable campaigns={list.campaigns} onEdit={setEditing} />
    </section>
  );
}
