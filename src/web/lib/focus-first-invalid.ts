const FOCUSABLE = "input:not([type=hidden]), select, textarea, button";

/**
 * Moves focus to the form's first invalid field in reading order, once React has marked the fields (aria-invalid):
 * a person fixes the form from the top, whatever order the validator reported its errors in. A group (a fieldset of
 * radio buttons) gives focus to its first control.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => {
    const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!invalid) return;
    (invalid.matches(FOCUSABLE) ? invalid : invalid.querySelector<HTMLElement>(FOCUSABLE))?.focus();
  });
}
