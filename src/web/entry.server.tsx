import { prerender } from "react-dom/static";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";

/**
 * Renders a page while `react-router build` prerenders it, and on request for the server-rendered pages (the blog):
 * React's static prerender waits for every Suspense boundary, so each page's HTML is complete (and can be cached).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  // Every Suspense boundary (the sections hydrate as units of their own, SiteFrame) is written in place: past React's
  // progressive chunk size it would move a finished section into a hidden <div> at the end of the page, shown by an
  // inline script, so the page's content would need JavaScript to appear.
  const { prelude } = await prerender(<ServerRouter context={routerContext} url={request.url} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  responseHeaders.set("Content-Type", "text/html");
  return new Response(prelude, { headers: responseHeaders, status: responseStatusCode });
}
