import { slugFromTitle } from "@shared/blog/slug";
import { zurichWallClock } from "@shared/blog/zurich-wall-clock";
import type { AdminPost, PostFieldsInput, PostLocale } from "@shared/schemas/blog-post";
import { type FieldIssue, firstMessagePerField } from "../shared/field-errors";

/** What the editor's fields hold, as typed (tags as one line, the schedule as a date and a time in Zurich). */
export interface PostFormState {
  locale: PostLocale;
  title: string;
  slug: string;
  /** Once the writer types a slug, the title no longer suggests one. */
  slugEdited: boolean;
  excerpt: string;
  bodyMarkdown: string;
  coverImageId: string | null;
  coverImageAlt: string;
  tags: string;
  author: string;
  scheduleDate: string;
  scheduleTime: string;
}

export type FieldErrors = Partial<Record<keyof PostFormState | "schedule" | "form", string>>;

/** Tomorrow 08:00 in Zurich: a sensible first schedule. */
function tomorrowMorning(): [string, string] {
  const tomorrow = zurichWallClock(new Date(Date.now() + 86_400_000)).slice(0, 10);
  return [tomorrow, "08:00"];
}

export function emptyForm(locale: PostLocale, author: string): PostFormState {
  const [scheduleDate, scheduleTime] = tomorrowMorning();
  return {
    locale,
    title: "",
    slug: "",
    slugEdited: false,
    excerpt: "",
    bodyMarkdown: "",
    coverImageId: null,
    coverImageAlt: "",
    tags: "",
    author,
    scheduleDate,
    scheduleTime,
  };
}

/** The editor's fields for a stored post; for a translation, in another language with its slug still suggested. */
export function formOf(post: AdminPost, locale: PostLocale = post.locale): PostFormState {
  const [date, time] = post.publishAt ? zurichWallClock(new Date(post.publishAt)).split("T") : tomorrowMorning();
  return {
    locale,
    title: post.title,
    slug: post.slug,
    slugEdited: locale === post.locale,
    excerpt: post.excerpt,
    bodyMarkdown: post.bodyMarkdown,
    coverImageId: post.coverImageId,
    coverImageAlt: post.coverImageAlt ?? "",
    tags: post.tags.join(", "),
    author: post.author,
    scheduleDate: date ?? "",
    scheduleTime: time ?? "",
  };
}

/** A change to one field; a new title suggests the slug until the writer types one. */
export function withChange(form: PostFormState, change: Partial<PostFormState>): PostFormState {
  const next = { ...form, ...change };
  if (change.slug !== undefined) next.slugEdited = change.slug !== "";
  if (change.title !== undefined && !next.slugEdited) next.slug = slugFromTitle(change.title);
  return next;
}

/** The fields as the API takes them. */
export function fieldsOf(form: PostFormState): PostFieldsInput {
  return {
    title: form.title,
    slug: form.slug,
    excerpt: form.excerpt,
    bodyMarkdown: form.bodyMarkdown,
    coverImageId: form.coverImageId,
    coverImageAlt: form.coverImageId ? form.coverImageAlt : "",
    tags: form.tags
      .split(",")
      .map((tag) => tag.trim())
      .filter(Boolean),
    author: form.author,
  };
}

/** Zod's or the server's issues as one message per field (the first), "tags.2" counted as "tags". */
export const errorsOf = (issues: readonly FieldIssue[]): FieldErrors =>
  firstMessagePerField(issues, { publishAt: "schedule" });
