import { prerender } from "react-dom/static";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { loadScriptsAfterFirstPaint } from "./scripts-after-first-paint";

/**
 * Runs only while `react-router build` prerenders the pages (`ssr: false`). It waits for every Suspense boundary,
 * so the HTML holds React Router's data scripts in place, as the browser renders them: Preact hydrates it (decision
 * record 0024) and knows nothing of React's streaming scripts that would otherwise move them into place. The page's
 * scripts load once it has painted (decision record 0025).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const { prelude } = await prerender(<ServerRouter context={routerContext} url={request.url} />);
  responseHeaders.set("Content-Type", "text/html");
  const html = await new Response(prelude).text();
  // The dev server's pages keep React Router's scripts as they are (Vite adds its own around them).
  const page = import.meta.env.PROD ? loadScriptsAfterFirstPaint(html) : html;
  return new Response(page, { headers: responseHeaders, status: responseStatusCode });
}
