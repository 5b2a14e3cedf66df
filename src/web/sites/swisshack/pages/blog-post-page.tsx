import { type BlogPostView, blogPostPath } from "@shared/blog/blog-reader";
import { LANGUAGE_TAGS } from "@shared/i18n/locales";
import { ArrowLeft } from "lucide-react";
import { useSwissHackText } from "~/i18n/catalogue-context";
import { BlogPostingJsonLd } from "../blog/blog-posting-json-ld";
import { PostCover } from "../blog/post-cover";
import { PostDate } from "../blog/post-date";
import { SwissHackLayout } from "../layout/swisshack-layout";
import { CtaBlock } from "../sections/cta-block";
import { NewsletterSection } from "../sections/newsletter-section";

/**
 * A post: its title, day, author, cover and body (HTML the server rendered from the owner's Markdown and sanitized).
 * The language switcher is hidden (a post may exist in one language only): the post links its own translations.
 */
export function BlogPostPage({ post, indexPath }: { post: BlogPostView; indexPath: string }) {
  const { blog } = useSwissHackText();
  const translations = post.translations.filter(({ locale }) => locale !== post.locale);
  return (
    <SwissHackLayout languages={false}>
      <article className="px-4 pb-16 pt-8 md:pt-12">
        <div className="mx-auto max-w-3xl">
          <a
            href={indexPath}
            className="inline-flex items-center gap-2 rounded text-sm font-medium text-muted-foreground hover:text-foreground"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            {blog.backToBlog}
          </a>
          <header className="mt-8">
            {post.tags.length > 0 && (
              <p className="mb-3 text-sm font-semibold text-primary">
                <span className="sr-only">{blog.tags}: </span>
                {post.tags.join(" · ")}
              </p>
            )}
            <h1 className="text-balance text-3xl font-extrabold tracking-tight sm:text-4xl md:text-5xl">
              {post.title}
            </h1>
            <p className="mt-5 text-lg text-muted-foreground">{post.excerpt}</p>
            <p className="mt-4 text-sm text-muted-foreground">
              {blog.publishedOn} <PostDate iso={post.publishedAt} day={post.publishedOn} /> · {blog.by} {post.author}
            </p>
          </header>
          {post.cover && (
            <PostCover
              cover={post.cover}
              sizes="(min-width: 768px) 768px, 100vw"
              priority
              className="mt-8 h-auto w-full rounded-2xl"
            />
          )}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server (src/server/publishing/markdown.ts) */}
          <div className="post-body mt-8" dangerouslySetInnerHTML={{ __html: post.html }} />
          {translations.length > 0 && (
            <p className="mt-10 border-t pt-6 text-muted-foreground">
              {blog.alsoIn}{" "}
              {translations.map(({ locale, slug }, index) => (
                <span key={locale}>
                  {index > 0 && ", "}
                  <a
                    href={blogPostPath(locale, slug)}
                    hrefLang={LANGUAGE_TAGS.swisshack[locale]}
                    lang={LANGUAGE_TAGS.swisshack[locale]}
                    className="font-semibold text-primary underline underline-offset-4"
                  >
                    {blog.languageNames[locale]}
                  </a>
                </span>
              ))}
            </p>
          )}
        </div>
      </article>
      <BlogPostingJsonLd post={post} />
      <CtaBlock />
      <NewsletterSection />
    </SwissHackLayout>
  );
}
