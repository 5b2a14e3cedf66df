import { metaFromLoaderData } from "~/i18n/page-meta";
import { BlogIndexPage } from "~/sites/swisshack/pages/blog-index-page";
import type { Route } from "./+types/blog";

export { blogIndexLoader as loader } from "~/sites/swisshack/blog/blog-loaders.server";
export const meta = metaFromLoaderData;

export default function Blog({ loaderData }: Route.ComponentProps) {
  return <BlogIndexPage posts={loaderData.posts} locale={loaderData.locale} />;
}
