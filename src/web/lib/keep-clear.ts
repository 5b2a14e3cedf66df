/**
 * Content the floating button must never cover (the home page's promise and amounts, the pre-analysis summary):
 * spread onto the element; the button steps aside while one of them passes under it.
 */
export const keepClear = { "data-keep-clear": "" } as const;

/** Every control a visitor may want to tap is kept clear as well: a link, a button, a field, an FAQ toggle. */
export const KEEP_CLEAR_SELECTOR = [
  "[data-keep-clear]",
  "a[href]",
  "button",
  "summary",
  "input:not([type=hidden])",
  "select",
  "textarea",
  '[role="button"]',
].join(", ");
