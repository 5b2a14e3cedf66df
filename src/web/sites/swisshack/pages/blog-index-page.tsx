import type { BlogLocale, BlogPostSummary } from "@shared/blog/blog-reader";
import { blogFeedPath } from "@shared/blog/feeds";
import { Rss } from "lucide-react";
import { useSwissHackText } from "~/i18n/catalogue-context";
import { PostCard } from "../blog/post-card";
import { SwissHackLayout } from "../layout/swisshack-layout";
import { CtaBlock } from "../sections/cta-block";
import { NewsletterSection } from "../sections/newsletter-section";

/** /blog, /de/blog, /it/blog: the language's posts, newest first. */
export function BlogIndexPage({ posts, locale }: { posts: readonly BlogPostSummary[]; locale: BlogLocale }) {
  const { blog } = useSwissHackText();
  return (
    <SwissHackLayout>
      <section className="bg-gradient-to-b from-red-50 to-background px-4 pb-12 pt-12 md:pt-16">
        <div className="mx-auto max-w-6xl">
          <p className="mb-3 font-semibold text-primary">{blog.eyebrow}</p>
          <h1 className="text-balance text-3xl font-extrabold tracking-tight sm:text-4xl md:text-5xl">
            {blog.heading}
          </h1>
          <p className="mt-5 max-w-3xl text-lg text-muted-foreground">{blog.lead}</p>
          <p className="mt-4">
            <a
              href={blogFeedPath(locale)}
              className="inline-flex items-center gap-2 text-sm font-medium text-muted-foreground underline underline-offset-4 hover:text-foreground"
            >
              <Rss className="size-4" aria-hidden="true" />
              {blog.feed}
            </a>
          </p>
        </div>
      </section>
      <section className="px-4 pb-16">
        <div className="mx-auto max-w-6xl">
          {posts.length === 0 ? (
            <p className="text-lg text-muted-foreground">{blog.empty}</p>
          ) : (
            <ul className="grid gap-5 md:grid-cols-3">
              {posts.map((post) => (
                <PostCard key={post.slug} post={post} headingLevel={2} />
              ))}
            </ul>
          )}
        </div>
      </section>
      <CtaBlock />
      <NewsletterSection />
    </SwissHackLayout>
  );
}
