import { type BlogPostView, blogPostPath } from "@shared/blog/blog-reader";
import { blogImageUrl } from "@shared/blog/image-urls";
import { LANGUAGE_TAGS } from "@shared/i18n/locales";
import { JsonLd } from "~/components/json-ld";
import { publicConfig } from "~/lib/public-config";

const SITE_URL = publicConfig.siteUrl;

/** schema.org BlogPosting of a post: headline, dates, author, language, image. */
export function BlogPostingJsonLd({ post }: { post: BlogPostView }) {
  const url = `${SITE_URL}${blogPostPath(post.locale, post.slug)}`;
  return (
    <JsonLd
      data={{
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: post.title,
        description: post.excerpt,
        datePublished: post.publishedAt,
        dateModified: post.updatedAt,
        inLanguage: LANGUAGE_TAGS.swisshack[post.locale],
        author: { "@type": "Person", name: post.author },
        publisher: { "@type": "Organization", name: "SwissHack", url: SITE_URL },
        mainEntityOfPage: url,
        url,
        keywords: post.tags.join(", ") || undefined,
        image: post.cover ? `${SITE_URL}${blogImageUrl(post.cover.imageId, 1200, "jpeg")}` : undefined,
      }}
    />
  );
}
