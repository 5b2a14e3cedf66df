import { type BlogLocale, blogPostPath } from "./blog-reader";

/**
 * The query parameter that asks for a post's preview: the post's own page, drafts and scheduled posts included, for
 * a signed-in admin only (src/server/publishing/post-preview-page.ts); anyone else is refused, and the page without
 * it shows live posts only.
 */
export const POST_PREVIEW_PARAMETER = "preview";

/** A post's preview: its page's path with the parameter ("/de/blog/slug?preview"). */
export const postPreviewPath = (locale: BlogLocale, slug: string) =>
  `${blogPostPath(locale, slug)}?${POST_PREVIEW_PARAMETER}`;
