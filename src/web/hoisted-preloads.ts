/**
 * React's prerendering hoists React Router's `modulepreload` links into `<head>`, where the browser finds them
 * early, while the route tree renders them in `<body>`, just before React Router's context script. Preact hydrates
 * by position (decision record 0024): it would move the inline stylesheet that follows them in `<head>`, so the
 * browser restyles the whole page, and add the links again in `<body>`. Moved where the tree renders them once they
 * have done their work, they are adopted as they are.
 */
export function moveHoistedPreloadsToTheirRenderedPlace(): void {
  const contextScript = [...document.body.querySelectorAll("script:not([src])")].find((script) =>
    script.textContent?.startsWith("window.__reactRouterContext"),
  );
  if (!contextScript) return;
  for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) contextScript.before(link);
}
