import { SLUG_MAX_LENGTH, SLUG_PATTERN } from "../blog/slug";
import { zurichInstant } from "../blog/zurich-wall-clock";
import { NOT_BLANK } from "./json-schema-hints";
import { storableString, withoutXmlForbidden } from "./storable";
import { singleLine } from "./text";
import { z } from "./zod";

// A blog post as the admin writes it (issue 42): what passes here can be stored, rendered on a page and sent in an
// email. The browser validates with the same schemas before sending.

export const POST_LOCALES = ["fr", "de", "it"] as const;
export type PostLocale = (typeof POST_LOCALES)[number];
export const POST_LOCALE_NAMES: Record<PostLocale, string> = { fr: "French", de: "German", it: "Italian" };

export const POST_STATUSES = ["draft", "scheduled", "published"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const POST_LIMITS = {
  title: 160,
  excerpt: 300,
  bodyMarkdown: 100_000,
  tags: 10,
  tag: 40,
  author: 100,
  coverImageAlt: 250,
} as const;

const tooLong = (what: string, max: number) => `${what} is too long: at most ${max.toLocaleString("en")} characters`;

/** Text a post's feed can carry: what XML forbids (pasted from a word processor, say) is dropped. */
const feedText = () => storableString().overwrite(withoutXmlForbidden);

/** One line of text: line breaks and runs of spaces become one space, ends trimmed. */
const line = () => feedText().overwrite(singleLine);

export const SLUG_MESSAGE = "A slug may contain only lowercase letters, digits and hyphens (e.g. pilier-3a-en-2026)";

export const slugSchema = storableString()
  .trim()
  .min(1, "Give the post a slug: the end of its address")
  .max(SLUG_MAX_LENGTH, tooLong("The slug", SLUG_MAX_LENGTH))
  .regex(SLUG_PATTERN, SLUG_MESSAGE);

export const postBodySchema = feedText().max(POST_LIMITS.bodyMarkdown, tooLong("The text", POST_LIMITS.bodyMarkdown));

const tagSchema = line()
  .min(1, "A tag cannot be empty")
  .max(POST_LIMITS.tag, tooLong("A tag", POST_LIMITS.tag))
  .meta(NOT_BLANK);

/** The fields a writer fills in, whatever the language. */
const postFieldsShape = {
  title: line()
    .min(1, "Give the post a title")
    .max(POST_LIMITS.title, tooLong("The title", POST_LIMITS.title))
    .meta(NOT_BLANK),
  slug: slugSchema,
  /** The page's description and the teaser's text; may stay empty in a draft. */
  excerpt: line().max(POST_LIMITS.excerpt, tooLong("The excerpt", POST_LIMITS.excerpt)),
  bodyMarkdown: postBodySchema,
  coverImageId: z.uuid("Upload the cover image again").nullable(),
  coverImageAlt: line().max(POST_LIMITS.coverImageAlt, tooLong("The image description", POST_LIMITS.coverImageAlt)),
  tags: z
    .array(tagSchema)
    .max(POST_LIMITS.tags, `At most ${POST_LIMITS.tags} tags`)
    .refine((tags) => new Set(tags.map((tag) => tag.toLowerCase())).size === tags.length, "Each tag only once, please"),
  author: line()
    .min(1, "Name the author")
    .max(POST_LIMITS.author, tooLong("The author's name", POST_LIMITS.author))
    .meta(NOT_BLANK),
};

/** A cover image needs its description, for people who cannot see it (and search engines). */
function coverNeedsAlt(post: { coverImageId: string | null; coverImageAlt: string }, ctx: z.RefinementCtx) {
  if (post.coverImageId && !post.coverImageAlt) {
    ctx.addIssue({
      code: "custom",
      path: ["coverImageAlt"],
      message: "Describe the cover image for people who cannot see it",
    });
  }
}

/** An update: every field but the language, which a post keeps (another language is a translation). */
export const postFieldsSchema = z.object(postFieldsShape).superRefine(coverNeedsAlt);
export type PostFields = z.infer<typeof postFieldsSchema>;
export type PostFieldsInput = z.input<typeof postFieldsSchema>;

/** A new post, or a translation of one: the fields and the language. */
export const newPostSchema = z
  .object({ locale: z.enum(POST_LOCALES, "Choose French, German or Italian"), ...postFieldsShape })
  .superRefine(coverNeedsAlt);
export type NewPost = z.infer<typeof newPostSchema>;

/** What a post needs before visitors may read it (a draft may leave these empty). */
export const publishableSchema = z.object({
  excerpt: z.string().trim().min(1, "Write an excerpt before publishing: it is the post's description on the blog"),
  bodyMarkdown: z.string().trim().min(1, "Write the post's text before publishing"),
});

/** A publication time on Zurich's wall clock, "2026-12-01T08:00": it must exist that day and be in the future. */
export const scheduleSchema = z.object({
  publishAt: z
    .string()
    .regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/, { message: "Pick a date and a time", abort: true })
    .refine((value) => zurichInstant(value) !== undefined, {
      message: "This time does not exist in Zurich: the clocks skip that hour",
      abort: true,
    })
    .refine(
      (value) => (zurichInstant(value)?.getTime() ?? 0) > Date.now(),
      "This time is in the past: pick a later one",
    )
    .meta({ description: "Zurich wall-clock time, YYYY-MM-DDTHH:mm, in the future" }),
});
export type ScheduleInput = z.infer<typeof scheduleSchema>;

export const previewRequestSchema = z.object({ markdown: postBodySchema });
export const previewSchema = z.object({ html: z.string() });
export type Preview = z.infer<typeof previewSchema>;

const instant = z.iso.datetime().nullable();

/** A post in the admin's list. */
export const postSummarySchema = z.object({
  id: z.uuid(),
  locale: z.enum(POST_LOCALES),
  translationKey: z.uuid(),
  slug: z.string(),
  title: z.string(),
  author: z.string(),
  status: z.enum(POST_STATUSES),
  publishAt: instant,
  publishedAt: instant,
  updatedAt: z.iso.datetime(),
});
export type PostSummary = z.infer<typeof postSummarySchema>;

/** A post as the editor (and the newsletter's prefill) reads it, with its translations. */
export const adminPostSchema = postSummarySchema.extend({
  excerpt: z.string(),
  bodyMarkdown: z.string(),
  coverImageId: z.uuid().nullable(),
  coverImageAlt: z.string().nullable(),
  tags: z.array(z.string()),
  createdAt: z.iso.datetime(),
  translations: z.array(z.object({ id: z.uuid(), locale: z.enum(POST_LOCALES), status: z.enum(POST_STATUSES) })),
});
export type AdminPost = z.infer<typeof adminPostSchema>;

export const postListSchema = z.object({ posts: z.array(postSummarySchema) });
export type PostList = z.infer<typeof postListSchema>;

/** What deleting a post answers. */
export const deletedPostSchema = z.object({ id: z.uuid() });
export type DeletedPost = z.infer<typeof deletedPostSchema>;

export const uploadedImageSchema = z.object({ id: z.uuid(), width: z.number().int(), height: z.number().int() });
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
