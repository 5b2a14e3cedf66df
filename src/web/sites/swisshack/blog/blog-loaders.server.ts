import {
  BLOG_LOCALES,
  type BlogLocale,
  type BlogPostView,
  blogIndexAlternates,
  blogIndexPath,
  blogPostPath,
} from "@shared/blog/blog-reader";
import { blogFeedLink } from "@shared/blog/feed-texts";
import { blogImageUrl } from "@shared/blog/image-urls";
import { LANGUAGE_TAGS } from "@shared/i18n/locales";
import type { Alternate } from "@shared/i18n/paths";
import { data, type LoaderFunctionArgs } from "react-router";
import { pageTextsLoader, pageTextsOf } from "../../../i18n/page-texts.server";
import { languageVersions, pageMeta } from "../../../lib/seo";

// The blog's loaders, run by the server on request (the posts change without a build) and by the build for the
// prerendered copy of the landing pages, where there is no blog yet (context.blog is missing).

/** How many posts the landing page's teaser shows. */
const TEASER_POSTS = 3;

const homeTexts = pageTextsLoader("swisshack", "home", ["landing", "faq"]);

/** The landing page: its texts and the language's latest posts (none: the teaser stays hidden). */
export async function homeLoader(args: LoaderFunctionArgs) {
  const { locale } = pageTextsOf("swisshack", new URL(args.request.url).pathname, []);
  const latestPosts = (await args.context.blog?.latest(locale as BlogLocale, TEASER_POSTS)) ?? [];
  return { ...homeTexts(args), latestPosts };
}

const indexTexts = pageTextsLoader("swisshack", "blog", ["blog", "landing"]);

export async function blogIndexLoader(args: LoaderFunctionArgs) {
  const { locale } = pageTextsOf("swisshack", new URL(args.request.url).pathname, []);
  const blog = args.context.blog;
  const posts = (await blog?.latest(locale as BlogLocale, 100)) ?? [];
  const withPosts = blog
    ? await Promise.all(BLOG_LOCALES.map(async (other) => ((await blog.latest(other, 1)).length > 0 ? other : null)))
    : [];
  const texts = indexTexts(args);
  const alternates = languageVersions(
    blogIndexAlternates(
      locale as BlogLocale,
      withPosts.filter((other) => other !== null),
    ),
    "swisshack",
    locale,
  );
  const meta = [...texts.meta, ...alternates, blogFeedLink(locale as BlogLocale)];
  return { ...texts, meta, posts, locale: locale as BlogLocale };
}

export async function blogPostLoader(args: LoaderFunctionArgs) {
  const { pathname } = new URL(args.request.url);
  const { pageTexts, locale } = pageTextsOf("swisshack", pathname, ["blog", "landing"]);
  const post = await args.context.blog?.post(locale as BlogLocale, args.params.slug ?? "");
  if (!post) throw data(null, { status: 404 });
  const meta = pageMeta({
    title: `${post.title} – SwissHack`,
    description: post.excerpt,
    path: pathname,
    site: "swisshack",
    locale,
    ogType: "article",
    image: post.cover ? socialImage(post.cover, post.title) : undefined,
    alternates: postAlternates(post),
  });
  meta.push(blogFeedLink(post.locale));
  return { pageTexts, meta, post, indexPath: blogIndexPath(post.locale) };
}

/** The cover as a social card: the 1200 px JPEG variant (or the original width, never upscaled). */
function socialImage(cover: NonNullable<BlogPostView["cover"]>, title: string) {
  const width = Math.min(1200, cover.width);
  const height = Math.round((cover.height / cover.width) * width);
  return {
    path: blogImageUrl(cover.imageId, 1200, "jpeg"),
    alt: cover.alt || title,
    width,
    height,
    type: "image/jpeg",
  };
}

/** hreflang of a post: each live translation, and x-default the French one (the site's default) or else itself. */
function postAlternates(post: BlogPostView): Alternate[] {
  const versions = post.translations.map(({ locale, slug }) => ({
    hreflang: LANGUAGE_TAGS.swisshack[locale] ?? locale,
    path: blogPostPath(locale, slug),
  }));
  const fallback = post.translations.find(({ locale }) => locale === "fr") ?? post;
  return [...versions, { hreflang: "x-default", path: blogPostPath(fallback.locale, fallback.slug) }];
}
