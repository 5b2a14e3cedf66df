import type {
  Campaign,
  CampaignDraft,
  CampaignList,
  CampaignPreview,
  CampaignSchedule,
} from "@shared/newsletter/campaign";
import type { QueuedEmail } from "@shared/schemas/admin";
import type { AdminPost } from "@shared/schemas/blog-post";
import { apiRequest } from "~/lib/api-client";

// Every request of the newsletter tab's campaigns (src/server/newsletter/campaign-routes.ts), and the post an issue
// is prefilled from (src/server/publishing/post-routes.ts).

const CAMPAIGNS = "/api/admin/newsletter/campaigns";

export const listCampaigns = () => apiRequest<CampaignList>(CAMPAIGNS);

/** Creates the campaign the first time (no `id`), else writes its text. */
export const saveCampaign = (id: string | null, draft: CampaignDraft) =>
  id
    ? apiRequest<Campaign>(`${CAMPAIGNS}/${id}`, { method: "PUT", body: draft })
    : apiRequest<Campaign>(CAMPAIGNS, { body: draft });

export const previewCampaign = (draft: CampaignDraft, campaignId?: string) =>
  apiRequest<CampaignPreview>("/api/admin/newsletter/preview", {
    body: { ...draft, ...(campaignId ? { campaignId } : {}) },
  });

export const sendTestCampaign = (id: string) => apiRequest<QueuedEmail>(`${CAMPAIGNS}/${id}/test`, { body: {} });

export const scheduleCampaign = (id: string, when: CampaignSchedule) =>
  apiRequest<Campaign>(`${CAMPAIGNS}/${id}/schedule`, { body: when });

export const cancelCampaignSchedule = (id: string) => apiRequest<Campaign>(`${CAMPAIGNS}/${id}/cancel`, { body: {} });

export const sendCampaignNow = (id: string) => apiRequest<Campaign>(`${CAMPAIGNS}/${id}/send`, { body: {} });

/** The blog post an issue starts from. */
export const getPostForIssue = (id: string) => apiRequest<AdminPost>(`/api/admin/posts/${encodeURIComponent(id)}`);
