/**
 * Decision record 0025: prerendered pages paint before their scripts download. React Router writes a
 * `modulepreload` link per module (React hoists them into `<head>`) and a module script that imports the route
 * modules, so the browser fetches every module at high priority alongside the HTML and the first paint.
 * `loadScriptsAfterFirstPaint`, applied to each prerendered page, keeps that module script as an inert data block
 * (its text unchanged, so the page's CSP hash still covers it) and adds `loadAfterFirstPaint` after it.
 */

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const ROUTE_MODULES_SCRIPT = '<script type="module" async="">';
const INERT_TYPE = "text/x-after-first-paint";

/**
 * Runs inline, right after the inert block. Once the first contentful paint has been shown (at once in a hidden tab,
 * or where the browser does not report paints), it puts the `modulepreload` links back where the route tree renders
 * them, before React Router's context script, so hydration adopts them, and swaps the block for the real module
 * script. Serialized into the page: self-contained, no imports.
 */
export function loadAfterFirstPaint(): void {
  const loader = document.currentScript;
  const inert = loader?.previousElementSibling;
  loader?.remove();
  if (!(inert instanceof HTMLScriptElement)) return;
  let loaded = false;
  const load = () => {
    if (loaded) return;
    loaded = true;
    const contextScript = inert.previousElementSibling;
    for (const href of (inert.dataset.preloads ?? "").split(" ").filter(Boolean)) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      contextScript?.before(link);
    }
    const script = document.createElement("script");
    script.type = "module";
    script.async = true;
    script.textContent = inert.textContent;
    inert.replaceWith(script);
  };
  const painted = () => performance.getEntriesByName("first-contentful-paint").length > 0;
  const reportsPaints =
    typeof PerformanceObserver !== "undefined" && PerformanceObserver.supportedEntryTypes?.includes("paint");
  if (document.visibilityState === "hidden" || !reportsPaints || painted()) {
    load();
    return;
  }
  const observer = new PerformanceObserver(() => {
    if (!painted()) return;
    observer.disconnect();
    load();
  });
  observer.observe({ type: "paint" });
}

export function loadScriptsAfterFirstPaint(html: string): string {
  const start = html.indexOf(ROUTE_MODULES_SCRIPT);
  if (start < 0) return html;
  const end = html.indexOf("</script>", start) + "</script>".length;
  const moduleText = html.slice(start + ROUTE_MODULES_SCRIPT.length, end - "</script>".length);
  const hrefs = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const inert = `<script type="${INERT_TYPE}" data-preloads="${hrefs.join(" ")}">${moduleText}</script>`;
  const loader = `<script>(${loadAfterFirstPaint.toString()})()</script>`;
  return (html.slice(0, start) + inert + loader + html.slice(end)).replace(MODULE_PRELOAD, "");
}
