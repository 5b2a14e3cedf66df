import type { PostStatus } from "@shared/schemas/blog-post";
import type { AdminLanguage } from "../shared/admin-language";
import { POST_EDITOR_WORDS, POSTS_WORDS } from "./posts-words";

/**
 * "Published 1 Dec 2026, 08:00", "Scheduled for …", "Draft" (or in French): the dates on Zurich's clock, as the owner
 * set them.
 */
export function statusLabel(
  post: { status: PostStatus; publishAt: string | null; publishedAt: string | null },
  language: AdminLanguage,
): string {
  const t = POSTS_WORDS[language];
  const zurichDate = new Intl.DateTimeFormat(t.locale, {
    timeZone: "Europe/Zurich",
    dateStyle: "medium",
    timeStyle: "short",
  });
  if (post.status === "published" && post.publishedAt)
    return t.published(zurichDate.format(new Date(post.publishedAt)));
  if (post.status === "scheduled" && post.publishAt) return t.scheduledFor(zurichDate.format(new Date(post.publishAt)));
  return POST_EDITOR_WORDS[language].draft;
}
