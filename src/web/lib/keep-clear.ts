/**
 * Content the floating button must never cover (the home page's promise and amounts, the pre-analysis summary):
 * spread onto the element; the button steps aside while one of them passes under it.
 */
export const keepClear = { "data-keep-clear": "" } as const;
export const KEEP_CLEAR_SELECTOR = "[data-keep-clear]";
