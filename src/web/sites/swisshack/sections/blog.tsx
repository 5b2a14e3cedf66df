import { BookOpen } from "lucide-react";
import { Section } from "~/components/section";
import { BLOG } from "../../../../shared/content/swisshack/landing";

export function Blog() {
  return (
    <Section id="blog" eyebrow="Blog" title={BLOG.title} lead={BLOG.lead}>
      <ul className="grid gap-5 md:grid-cols-3">
        {BLOG.posts.map((post) => (
          <li key={post.title} className="flex flex-col rounded-2xl border p-6">
            <p className="mb-3 inline-flex w-fit items-center gap-1.5 rounded-full bg-muted px-3 py-1 text-xs font-semibold">
              <BookOpen className="size-3.5" aria-hidden="true" />
              {post.tag}
            </p>
            <h3 className="text-lg font-bold">{post.title}</h3>
            <p className="mt-2 flex-1 text-muted-foreground">{post.excerpt}</p>
            <p className="mt-4 text-sm font-semibold text-primary">Bientôt disponible</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
