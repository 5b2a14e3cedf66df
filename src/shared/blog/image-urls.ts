// Where an uploaded blog image is served, resized and re-encoded by the server (src/server/publishing): one URL per
// width and format, so that each can be cached for a year.

export const BLOG_IMAGE_WIDTHS = [400, 800, 1200, 1600] as const;
export type BlogImageWidth = (typeof BLOG_IMAGE_WIDTHS)[number];

export const BLOG_IMAGE_FORMATS = ["avif", "webp", "jpeg"] as const;
export type BlogImageFormat = (typeof BLOG_IMAGE_FORMATS)[number];

const EXTENSIONS: Record<BlogImageFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg" };

/** e.g. /blog-images/3f…/800.webp */
export function blogImageUrl(imageId: string, width: BlogImageWidth, format: BlogImageFormat): string {
  return `/blog-images/${imageId}/${width}.${EXTENSIONS[format]}`;
}

/** A `srcset` of every width in one format. */
export function blogImageSrcSet(imageId: string, format: BlogImageFormat): string {
  return BLOG_IMAGE_WIDTHS.map((width) => `${blogImageUrl(imageId, width, format)} ${width}w`).join(", ");
}
