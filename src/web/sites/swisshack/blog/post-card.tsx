import { type BlogPostSummary, blogPostPath } from "@shared/blog/blog-reader";
import { BookOpen } from "lucide-react";
import { PostCover } from "./post-cover";
import { PostDate } from "./post-date";

/** A post in a list (the landing page's teaser, the blog's index): its cover, first tag, title, excerpt and day. */
export function PostCard({ post, headingLevel = 3 }: { post: BlogPostSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const [tag] = post.tags;
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border bg-card">
      {post.cover && (
        <PostCover
          cover={post.cover}
          sizes="(min-width: 768px) 33vw, 100vw"
          className="aspect-[16/9] h-auto w-full object-cover"
        />
      )}
      <div className="flex flex-1 flex-col p-6">
        {tag && (
          <p className="mb-3 inline-flex w-fit items-center gap-1.5 rounded-full bg-muted px-3 py-1 text-xs font-semibold">
            <BookOpen className="size-3.5" aria-hidden="true" />
            {tag}
          </p>
        )}
        <Heading className="text-lg font-bold">
          <a href={blogPostPath(post.locale, post.slug)} className="hover:underline">
            {post.title}
          </a>
        </Heading>
        <p className="mt-2 flex-1 text-muted-foreground">{post.excerpt}</p>
        <p className="mt-4 text-sm text-muted-foreground">
          <PostDate iso={post.publishedAt} day={post.publishedOn} />
        </p>
      </div>
    </li>
  );
}
