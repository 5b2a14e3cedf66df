import type { BlogPostSummary } from "@shared/blog/blog-reader";
import { blogImageSrcSet, blogImageUrl } from "@shared/blog/image-urls";

/**
 * A post's cover in the best format the browser reads (AVIF, WebP, else JPEG), at the width the layout needs; its
 * width and height are given so the page never shifts while it loads.
 */
export function PostCover({
  cover,
  sizes,
  priority = false,
  className,
}: {
  cover: NonNullable<BlogPostSummary["cover"]>;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  return (
    <picture>
      <source type="image/avif" srcSet={blogImageSrcSet(cover.imageId, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={blogImageSrcSet(cover.imageId, "webp")} sizes={sizes} />
      <img
        src={blogImageUrl(cover.imageId, 800, "jpeg")}
        srcSet={blogImageSrcSet(cover.imageId, "jpeg")}
        sizes={sizes}
        alt={cover.alt}
        width={cover.width}
        height={cover.height}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
        className={className}
      />
    </picture>
  );
}
