import { useEffect } from "react";
import { HYDRATION_MARKS } from "./hydration-marks";
import { afterEveryUnitHydrated } from "./hydration-unit";

/** What a person did before the page was interactive, kept by `recordEarlyInput` for `replayEarlyInput`. */
interface EarlyInput {
  taps: Element[];
  submits: { form: HTMLFormElement; submitter: HTMLElement | null }[];
  /** Where the person had scrolled to. */
  scrollY: number;
}

declare global {
  interface Window {
    __earlyInput?: EarlyInput;
  }
}

/**
 * Runs inline in `<head>`, before any script of the app downloads. Until the page is interactive, a button does
 * nothing and a form would be sent by the browser itself (a GET that reloads the page empty). So a tap on a button
 * and a form's submit are recorded instead (each once: a second tap on the same button or form adds nothing) and the
 * button shows it is waiting; `ReplayEarlyInput` replays them once the page is interactive. Links, summaries and
 * form fields work natively and are left alone; where the person scrolled to is kept too. Serialized into the page:
 * self-contained.
 */
export function recordEarlyInput(): void {
  const root = document.documentElement;
  const early: EarlyInput = { taps: [], submits: [], scrollY: 0 };
  window.__earlyInput = early;
  const interactive = () => root.hasAttribute("data-hydrated");
  const hold = (event: Event, element: Element | null) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    element?.setAttribute("data-tap-pending", "");
  };
  document.addEventListener(
    "click",
    (event) => {
      if (interactive() || !(event.target instanceof Element)) return;
      const button = event.target.closest('button:not([type="submit"]), [role="button"]');
      if (!button) return;
      hold(event, button);
      if (!early.taps.includes(button)) early.taps.push(button);
    },
    true,
  );
  addEventListener(
    "scroll",
    () => {
      if (!interactive()) early.scrollY = scrollY;
    },
    { passive: true },
  );
  document.addEventListener(
    "submit",
    (event) => {
      if (interactive() || !(event.target instanceof HTMLFormElement)) return;
      const form = event.target;
      const submitter = (event as SubmitEvent).submitter;
      hold(event, submitter);
      if (!early.submits.some((held) => held.form === form)) early.submits.push({ form, submitter });
    },
    true,
  );
}

const SCRIPT = { __html: `(${recordEarlyInput.toString()})()` };

export function RecordEarlyInput() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own function's source, no visitor input
  return <script dangerouslySetInnerHTML={SCRIPT} suppressHydrationWarning />;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Makes a value the person set before hydration reach the app's state, as if set now. */
function announce(field: Field): void {
  if (field instanceof HTMLSelectElement) {
    if ([...field.options].some((option) => option.selected !== option.defaultSelected)) {
      field.dispatchEvent(new Event("change", { bubbles: true }));
    }
    return;
  }
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
    const changed =
      field.type === "radio" ? field.checked && !field.defaultChecked : field.checked !== field.defaultChecked;
    if (!changed) return;
    // A box tells its change with a click: undo it quietly, then make it again as a click.
    field.checked = !field.checked;
    field.click();
    return;
  }
  if (field.value === field.defaultValue) return;
  // React notices a change against the value it last saw, which hydration read from the field (what was typed): set
  // the field back through its own property, then the typed text through the element's, and announce it.
  const typed = field.value;
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, typed);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

/** Makes each recorded tap again and submits each held form once; from now on the page handles input itself. */
function replayTapsAndSubmits(): void {
  document.documentElement.setAttribute("data-hydrated", "");
  performance.mark(HYDRATION_MARKS.end);
  const early = window.__earlyInput;
  if (!early) return;
  const taps = early.taps.splice(0);
  const submits = early.submits.splice(0);
  for (const element of [...taps, ...submits.map((held) => held.submitter)])
    element?.removeAttribute("data-tap-pending");
  for (const element of taps) if (element.isConnected && element instanceof HTMLElement) element.click();
  for (const { form, submitter } of submits) {
    if (form.isConnected)
      form.requestSubmit(submitter?.isConnected && form.contains(submitter) ? submitter : undefined);
  }
}

/**
 * Once the page is interactive: what was typed before is adopted into the app's state, then, in the next task (once
 * React has rendered that state, so a submit sends what is on screen), the recorded taps and submits are replayed.
 */
export function replayEarlyInput(): void {
  const early = window.__earlyInput;
  // The router's scroll restoration puts a fresh page at its top as it hydrates: the person stays where they were.
  if (early && window.scrollY === 0 && early.scrollY > 0 && !location.hash)
    window.scrollTo({ top: early.scrollY, behavior: "instant" });
  for (const field of document.querySelectorAll<Field>("input, textarea, select")) announce(field);
  setTimeout(replayTapsAndSubmits, 0);
}

/** Last in `<body>`: its effect runs once the page's frame has hydrated, and replays once its sections have too. */
export function ReplayEarlyInput() {
  useEffect(() => afterEveryUnitHydrated(replayEarlyInput), []);
  return null;
}
