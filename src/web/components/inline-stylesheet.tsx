// The stylesheet is written into each prerendered page instead of linked: the first paint waits for no second request
// (about 10 KB gzip per page, within the 50 KB budget of HTML plus render-blocking CSS). Only the prerender build has
// its text; in the browser the element keeps what the HTML came with, and the JavaScript carries no copy of the CSS.
const css: string = import.meta.env.SSR ? (await import("../app.css?inline")).default : "";
const html = { __html: css };

// The development server keeps Vite's stylesheet handling (hot updates).
if (import.meta.env.DEV && !import.meta.env.SSR) void import("../app.css");

export function InlineStylesheet() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own stylesheet, built from app.css
  return <style dangerouslySetInnerHTML={html} suppressHydrationWarning />;
}
