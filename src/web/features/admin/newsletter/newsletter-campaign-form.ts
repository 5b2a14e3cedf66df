import { blogPostPath } from "@shared/blog/blog-reader";
import type { Campaign, CampaignDraft, CampaignLocale } from "@shared/newsletter/campaign";
import type { AdminPost } from "@shared/schemas/blog-post";
import { type FieldIssue, firstMessagePerField } from "../shared/field-errors";

/** What the campaign editor's fields hold, as typed. */
export interface CampaignForm {
  locale: CampaignLocale;
  subject: string;
  bodyMarkdown: string;
  postId: string;
  webPath: string;
}

/** One message per field; "day" and "time" are the schedule's. */
export type CampaignErrors = Partial<Record<keyof CampaignForm | "day" | "time", string>>;

export const campaignFormOf = (campaign: Campaign | null): CampaignForm => ({
  locale: campaign?.locale ?? "fr",
  subject: campaign?.subject ?? "",
  bodyMarkdown: campaign?.bodyMarkdown ?? "",
  postId: campaign?.postId ?? "",
  // A newsletter-only issue's own page is set by the server: the field is for a post's page.
  webPath: campaign?.postId ? campaign.webPath : "",
});

/** The form with a post's language, title, text and page: the campaign keeps its own copy of them. */
export const campaignFormOfPost = (post: AdminPost): CampaignForm => ({
  locale: post.locale,
  postId: post.id,
  subject: post.title,
  bodyMarkdown: post.bodyMarkdown,
  webPath: blogPostPath(post.locale, post.slug),
});

/** The draft as the API takes it: no post and no web page when their fields are left empty. */
export const draftOf = (form: CampaignForm): CampaignDraft => ({
  ...form,
  postId: form.postId.trim() || null,
  webPath: form.webPath.trim() || null,
});

/** The field errors of a refused draft or schedule, from the shared schemas or the server's issues. */
export const campaignErrorsOf = (issues: readonly FieldIssue[]): CampaignErrors => firstMessagePerField(issues);
