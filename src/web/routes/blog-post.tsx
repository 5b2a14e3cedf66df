import { metaFromLoaderData } from "~/i18n/page-meta";
import { BlogPostPage } from "~/sites/swisshack/pages/blog-post-page";
import type { Route } from "./+types/blog-post";

export { blogPostLoader as loader } from "~/sites/swisshack/blog/blog-loaders.server";
export const meta = metaFromLoaderData;

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  return <BlogPostPage post={loaderData.post} indexPath={loaderData.indexPath} />;
}
