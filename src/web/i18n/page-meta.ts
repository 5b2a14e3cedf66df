import type { MetaDescriptor } from "react-router";
import type { PageTextsData } from "./catalogue-context";

/**
 * A public page's `meta`: the tags its loader built with its texts when the page was prerendered
 * (page-texts.server.ts), so the code that builds them never reaches the browser.
 */
export function metaFromLoaderData({ loaderData }: { loaderData?: unknown }): MetaDescriptor[] {
  return (loaderData as Partial<PageTextsData> | undefined)?.meta ?? [];
}
