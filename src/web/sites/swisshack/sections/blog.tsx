import { BookOpen } from "lucide-react";
import { Section } from "~/components/section";
import { useSwissHackText } from "~/i18n/catalogue-context";
import { BLOG_POSTS } from "../../../../shared/content/swisshack/blog-posts";

/** The blog teaser: only once posts exist (a teaser of posts nobody can read leads nowhere). */
export function Blog() {
  const text = useSwissHackText();
  const { BLOG } = text.landing;
  if (BLOG_POSTS.length === 0) return null;
  return (
    <Section id="blog" eyebrow="Blog" title={BLOG.title} lead={BLOG.lead}>
      <ul className="grid gap-5 md:grid-cols-3">
        {BLOG_POSTS.map((post) => (
          <li key={post.url} className="flex flex-col rounded-2xl border p-6">
            <p className="mb-3 inline-flex w-fit items-center gap-1.5 rounded-full bg-muted px-3 py-1 text-xs font-semibold">
              <BookOpen className="size-3.5" aria-hidden="true" />
              {post.tag}
            </p>
            <h3 className="text-lg font-bold">
              <a href={post.url} className="hover:underline">
                {post.title}
              </a>
            </h3>
            <p className="mt-2 flex-1 text-muted-foreground">{post.excerpt}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
