/**
 * Runs inline in `<head>`, before any script of the app. A form submitted before its part of the page hydrated would
 * be sent by the browser itself (a GET to this page, what was typed in its URL) and the page would reload empty.
 * Until the page is marked hydrated, a submit is held instead: nothing typed is lost, and the same click works a
 * moment later. Serialized into the page: self-contained.
 */
function holdSubmitsUntilHydrated(): void {
  document.addEventListener(
    "submit",
    (event) => {
      if (!document.documentElement.hasAttribute("data-hydrated")) event.preventDefault();
    },
    true,
  );
}

const SCRIPT = { __html: `(${holdSubmitsUntilHydrated.toString()})()` };

export function HoldSubmitsUntilHydrated() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own function's source, no visitor input
  return <script dangerouslySetInnerHTML={SCRIPT} suppressHydrationWarning />;
}

/**
 * Every part of the page has hydrated. Text typed before that is on screen (hydration leaves the DOM as it is) but
 * not in the app's state: each such field announces it as if typed now, so the next render does not wipe it. Then
 * forms submit through the app.
 */
export function adoptInputMadeBeforeHydration(): void {
  for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")) {
    if (field.value !== field.defaultValue) field.dispatchEvent(new Event("input", { bubbles: true }));
  }
  document.documentElement.setAttribute("data-hydrated", "");
}
