import { metaFromLoaderData } from "~/i18n/page-meta";
import { HomePage } from "~/sites/swisshack/pages/home-page";
import type { Route } from "./+types/home";

export { homeLoader as loader } from "~/sites/swisshack/blog/blog-loaders.server";
export const meta = metaFromLoaderData;

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage latestPosts={loaderData.latestPosts} />;
}
