import { prerender } from "react-dom/static";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";

/**
 * Runs only while `react-router build` prerenders the pages (`ssr: false`). It waits for every Suspense boundary,
 * so the HTML holds React Router's data scripts in place, as the browser renders them: Preact hydrates it (decision
 * record 0024) and knows nothing of React's streaming scripts that would otherwise move them into place.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const { prelude } = await prerender(<ServerRouter context={routerContext} url={request.url} />);
  responseHeaders.set("Content-Type", "text/html");
  return new Response(prelude, { headers: responseHeaders, status: responseStatusCode });
}
