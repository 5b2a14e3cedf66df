import { NOT_BLANK } from "../schemas/json-schema-hints";
import { storableString } from "../schemas/storable";
import { singleLine } from "../schemas/text";
import { z } from "../schemas/zod";
import { scheduleProblem } from "./tuesday";

// The Tuesday newsletter's payloads (issue 42), shared by the admin's form and the server.

export const CAMPAIGN_LOCALES = ["fr", "de", "it"] as const;
export type CampaignLocale = (typeof CAMPAIGN_LOCALES)[number];

export const CAMPAIGN_STATUSES = ["draft", "scheduled", "sending", "sent", "cancelled"] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/**
 * queued: handed to the outbox; skipped: the weekly limit; bounced: the mail server refused the address for good;
 * withdrawn: the subscriber unsubscribed before their email left, so it never did.
 */
export const DELIVERY_STATUSES = ["queued", "skipped", "bounced", "withdrawn"] as const;

export const SUBJECT_MAX = 150;
export const BODY_MAX = 50_000;

/** A path of this site ("/de/blog/some-slug"): never another site's address in a newsletter's web-version link. */
const SITE_PATH = /^\/[A-Za-z0-9\-._~/%]*$/;

export const campaignDraftSchema = z.object({
  locale: z.enum(CAMPAIGN_LOCALES, "Choose the language of the subscribers: fr, de or it"),
  subject: storableString()
    .overwrite(singleLine)
    .min(1, "Write a subject")
    .max(SUBJECT_MAX, `The subject is too long (at most ${SUBJECT_MAX} characters)`)
    .meta(NOT_BLANK),
  bodyMarkdown: storableString()
    .trim()
    .min(1, "Write the text of the newsletter")
    .max(BODY_MAX, `The text is too long (at most ${BODY_MAX.toLocaleString("en-US")} characters)`)
    .meta(NOT_BLANK),
  /** The post it was prefilled from, if any (its text is copied: the post may change later). */
  postId: storableString().trim().max(100, "Post id too long").nullish(),
  /** The post's page ("/de/blog/some-slug"); none: the issue gets its own page under /newsletter/. */
  webPath: z
    .string()
    .trim()
    .max(300, "The web address is too long")
    .regex(SITE_PATH, "The web version must be a path of this site, starting with / (e.g. /de/blog/my-post)")
    .nullish(),
});
export type CampaignDraft = z.input<typeof campaignDraftSchema>;

/** A Tuesday morning in Zurich, as the owner picks it: a day and a wall-clock time. */
export const campaignScheduleSchema = z
  .object({
    day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Give the day as YYYY-MM-DD"),
    time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Give the time as HH:MM"),
  })
  .superRefine((value, ctx) => {
    const problem = scheduleProblem(value.day, value.time, new Date());
    if (problem) ctx.addIssue({ code: "custom", path: [problem.field], message: problem.message });
  });
export type CampaignSchedule = z.infer<typeof campaignScheduleSchema>;

export const campaignSchema = z.object({
  id: z.string(),
  locale: z.enum(CAMPAIGN_LOCALES),
  subject: z.string(),
  bodyMarkdown: z.string(),
  postId: z.string().nullable(),
  webPath: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  scheduledFor: z.string().nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** Subscribers it was queued for. */
  recipients: z.number(),
  sent: z.number(),
  failed: z.number(),
  /** Confirmed subscribers of the language who had a newsletter less than a week before. */
  skipped: z.number(),
  bounced: z.number(),
  /** Recipients who unsubscribed since it was sent. */
  unsubscribedSince: z.number(),
});
export type Campaign = z.infer<typeof campaignSchema>;

/** The subscribers of one language by state; bouncing ones are confirmed but refused by their mail server. */
export const subscriberCountsSchema = z.object({
  locale: z.enum(CAMPAIGN_LOCALES),
  pending: z.number(),
  subscribed: z.number(),
  bouncing: z.number(),
  unsubscribed: z.number(),
});
export type SubscriberCounts = z.infer<typeof subscriberCountsSchema>;

export const campaignListSchema = z.object({
  campaigns: z.array(campaignSchema),
  subscribers: z.array(subscriberCountsSchema),
});
export type CampaignList = z.infer<typeof campaignListSchema>;

export const campaignPreviewSchema = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type CampaignPreview = z.infer<typeof campaignPreviewSchema>;
