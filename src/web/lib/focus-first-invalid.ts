import { flushSync } from "react-dom";

const FOCUSABLE = "input:not([type=hidden]), select, textarea, button";
/** About two seconds of frames on a slow phone: long enough for a form library's own render, never forever. */
const MAX_FRAMES_TO_WAIT = 120;

/** Focuses the form's first invalid field in reading order; a group (radio buttons) gives it to its first control. */
function focusFirstShownInvalid(form: HTMLFormElement | null): boolean {
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) return false;
  (invalid.matches(FOCUSABLE) ? invalid : invalid.querySelector<HTMLElement>(FOCUSABLE))?.focus();
  return true;
}

/**
 * Shows the errors (React commits them at once, even after an await, when it would otherwise render them in a later
 * task) and moves focus to the first invalid field: a person fixes the form from the top, whatever order the
 * validator reported its errors in.
 */
export function showErrorsAndFocus(form: HTMLFormElement | null, showErrors: () => void): void {
  flushSync(showErrors);
  focusFirstShownInvalid(form);
}

/**
 * Moves focus to the first invalid field once the form marks it (aria-invalid), for errors a form library renders
 * itself after the callback returns (react-hook-form's onInvalid): checked at each frame until one shows.
 */
export function focusFirstInvalid(form: HTMLFormElement | null, framesLeft = MAX_FRAMES_TO_WAIT): void {
  requestAnimationFrame(() => {
    if (!focusFirstShownInvalid(form) && framesLeft > 1) focusFirstInvalid(form, framesLeft - 1);
  });
}
