import {
  type AdminPost,
  newPostSchema,
  postFieldsSchema,
  publishableSchema,
  scheduleSchema,
} from "@shared/schemas/blog-post";
import { ApiError } from "~/lib/api-client";
import type { AdminLanguage } from "../shared/admin-language";
import { errorText } from "../shared/error-text";
import { errorsOf, type FieldErrors, fieldsOf, type PostFormState } from "./post-form-state";

export type PostAction = "save" | "publish" | "schedule" | "draft" | "delete";

/** The schedule as the API takes it: Zurich's wall clock, "2026-12-01T08:00". */
export const publishAtOf = (form: PostFormState) => `${form.scheduleDate}T${form.scheduleTime}`;

/**
 * The form's own checks before an action is sent: the shared schemas, and what publishing or scheduling also needs
 * (a live post saved stays live, so it needs them too). Going back to draft and deleting check nothing.
 */
export function formErrors(form: PostFormState, post: AdminPost | null, action: PostAction): FieldErrors {
  if (action === "draft" || action === "delete") return {};
  const fields = fieldsOf(form);
  const parsed = post
    ? postFieldsSchema.safeParse(fields)
    : newPostSchema.safeParse({ ...fields, locale: form.locale });
  const issues = [...(parsed.success ? [] : parsed.error.issues)];
  const goingLive = action === "publish" || action === "schedule" || (post !== null && post.status !== "draft");
  if (goingLive) {
    const publishable = publishableSchema.safeParse(fields);
    if (!publishable.success) issues.push(...publishable.error.issues);
  }
  if (action === "schedule") {
    const scheduled = scheduleSchema.safeParse({ publishAt: publishAtOf(form) });
    if (!scheduled.success) issues.push(...scheduled.error.issues);
  }
  return errorsOf(issues);
}

/** The field a conflict's code is about. */
const CONFLICT_FIELDS: Record<string, keyof FieldErrors> = {
  "post-slug-taken": "slug",
  "post-cover-gone": "coverImageId",
  "post-translation-taken": "locale",
  "post-same-language": "locale",
};

/**
 * The editor's form errors from a refused request, in the account's language: the field the server names (its
 * issues, or its conflict's code), else the whole form.
 */
export function serverErrors(error: unknown, language: AdminLanguage): FieldErrors {
  if (error instanceof ApiError && error.issues.length > 0) return errorsOf(error.issues);
  const field = (error instanceof ApiError && error.code && CONFLICT_FIELDS[error.code]) || "form";
  return { [field]: errorText(error, language) };
}
