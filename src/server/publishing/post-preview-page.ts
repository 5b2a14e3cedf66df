import { BLOG_LOCALES, type BlogLocale, type BlogReader, blogPostPath } from "@shared/blog/blog-reader";
import { POST_PREVIEW_PARAMETER } from "@shared/blog/post-preview";
import { accountLanguageParams } from "@shared/i18n/account-language";
import { and, eq } from "drizzle-orm";
import type { Context, Hono } from "hono";
import { requireAdmin } from "../admin/require-admin";
import type { AppDeps } from "../context";
import { blogPosts } from "../db/schema";
import type { AppEnv } from "../lib/app-env";
import { postViewOf } from "./blog-reader";

/** The sign-in page in the post's language, which leads back to `url` (its path and query) once signed in. */
function signInThenBack(url: string, locale: BlogLocale): string {
  const { pathname, search } = new URL(url);
  return `/auth?${accountLanguageParams(locale)}&next=${encodeURIComponent(`${pathname}${search}`)}`;
}

/** Renders the page at the request's URL with this blog reader, for this one person (never kept). */
export type RenderPrivatePage = (c: Context<AppEnv>, blog: BlogReader) => Promise<Response>;

/**
 * A post's preview (issue 58): its own page, `/blog/{slug}?preview` (and `/de`, `/it`), as visitors will see it, a
 * draft or a scheduled post included, for a signed-in admin only: the sign-in page without a session (303, back to the
 * preview after it), 403 for anyone else, and never kept by a cache or indexed. Without the parameter the path is the public page, which shows live posts only.
 * Registered before the server-rendered pages (src/server/pages/server-rendered-pages.ts), which render it.
 */
export function registerPostPreviewPage(
  app: Hono<AppEnv>,
  deps: AppDeps,
  blog: BlogReader,
  render: RenderPrivatePage | undefined,
) {
  const admin = requireAdmin(deps);
  const db = deps.database.db;
  const preview = async (c: Context<AppEnv>, locale: BlogLocale) => {
    const slug = c.req.param("slug") ?? "";
    const [post] = await db
      .select()
      .from(blogPosts)
      .where(and(eq(blogPosts.locale, locale), eq(blogPosts.slug, slug)))
      .limit(1);
    if (!post) return c.json({ error: "No such post" }, 404);
    // Without a build (API tests), there is no page to render the post in.
    if (!render) return c.json({ error: "The pages are not built" }, 503);
    const view = await postViewOf(db, post);
    return render(c, {
      latest: (other, limit) => blog.latest(other, limit),
      post: (other, otherSlug) =>
        other === locale && otherSlug === slug ? Promise.resolve(view) : blog.post(other, otherSlug),
    });
  };
  for (const locale of BLOG_LOCALES) {
    app.get(blogPostPath(locale, ":slug"), async (c, next) => {
      if (c.req.query(POST_PREVIEW_PARAMETER) === undefined) return next();
      c.header("X-Robots-Tag", "noindex, nofollow");
      let page: Response | undefined;
      const refused = await admin(c, async () => {
        page = await preview(c, locale);
      });
      // The owner opened the link from an email or another browser: the sign-in page, then back to the preview.
      if (refused?.status === 401) return c.redirect(signInThenBack(c.req.url, locale), 303);
      return refused ?? page;
    });
  }
}
