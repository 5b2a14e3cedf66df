import type { PostStatus } from "@shared/schemas/blog-post";

const zurichDate = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Zurich",
  dateStyle: "medium",
  timeStyle: "short",
});

/** "Published 1 Dec 2026, 08:00", "Scheduled for …", "Draft": the dates on Zurich's clock, as the owner set them. */
export function statusLabel(post: {
  status: PostStatus;
  publishAt: string | null;
  publishedAt: string | null;
}): string {
  if (post.status === "published" && post.publishedAt) {
    return `Published ${zurichDate.format(new Date(post.publishedAt))}`;
  }
  if (post.status === "scheduled" && post.publishAt) {
    return `Scheduled for ${zurichDate.format(new Date(post.publishAt))} (Zurich)`;
  }
  return "Draft";
}
