import { type BlogPostSummary, blogIndexPath } from "@shared/blog/blog-reader";
import { Section } from "~/components/section";
import { useSwissHackText } from "~/i18n/catalogue-context";
import { PostCard } from "../blog/post-card";

/**
 * The blog teaser: the language's latest posts, rendered with the page (no box that fills later). Hidden while the
 * language has no post: a teaser of posts nobody can read leads nowhere.
 */
export function Blog({ posts }: { posts: readonly BlogPostSummary[] }) {
  const { BLOG } = useSwissHackText().landing;
  const [first] = posts;
  if (!first) return null;
  return (
    <Section id="blog" eyebrow="Blog" title={BLOG.title} lead={BLOG.lead}>
      <ul className="grid gap-5 md:grid-cols-3">
        {posts.map((post) => (
          <PostCard key={post.slug} post={post} />
        ))}
      </ul>
      <p className="mt-8 text-center">
        <a href={blogIndexPath(first.locale)} className="font-semibold text-primary underline underline-offset-4">
          {BLOG.allPosts}
        </a>
      </p>
    </Section>
  );
}
