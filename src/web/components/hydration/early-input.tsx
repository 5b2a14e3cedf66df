import { useEffect } from "react";
import { HYDRATION_MARKS } from "./hydration-marks";
import { afterEveryUnitHydrated } from "./hydration-unit";

/** What a person did before the page was interactive, kept by `recordEarlyInput` for `replayEarlyInput`. */
interface EarlyInput {
  taps: Element[];
  submits: { form: HTMLFormElement; submitter: HTMLElement | null }[];
  /** Where the person had scrolled to. */
  scrollY: number;
  /**
   * The forms and fields of the server's HTML, noted when the page's frame has hydrated (until then, every one on the
   * page is): what React renders afterwards (a dialog's form) is interactive at once.
   */
  served: Set<Element> | null;
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
 * button shows it is waiting; `ReplayEarlyInput` replays them. Links, summaries and form fields work natively and are
 * left alone; where the person scrolled to is kept too. Serialized into the page: self-contained.
 *
 * Taps are held until the page's frame has hydrated (`data-frame-hydrated`): from then on React takes a tap on a
 * part not yet hydrated by hydrating that part first (if a field was changed before, until every part has). A served
 * form's submit is held until every part has hydrated (`data-hydrated`): React does not replay a submit. A form React
 * rendered itself (a dialog's) is never held.
 */
export function recordEarlyInput(): void {
  const root = document.documentElement;
  const early: EarlyInput = { taps: [], submits: [], scrollY: 0, served: null };
  window.__earlyInput = early;
  const tapsWork = () => root.hasAttribute("data-frame-hydrated");
  const interactive = () => root.hasAttribute("data-hydrated");
  const hold = (event: Event, element: Element | null) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    element?.setAttribute("data-tap-pending", "");
  };
  document.addEventListener(
    "click",
    (event) => {
      if (tapsWork() || interactive() || !(event.target instanceof Element)) return;
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
      if (early.served && !early.served.has(event.target)) return;
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

const isBox = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio");

/** Whether the person changed the field from what the server's HTML had. */
function changed(field: Field): boolean {
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (isBox(field))
    return field.type === "radio" ? field.checked && !field.defaultChecked : field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

/** The served fields the person changed before hydration. */
function changedServedFields(early: EarlyInput): Field[] {
  return [...(early.served ?? [])].filter(
    (element): element is Field =>
      !(element instanceof HTMLFormElement) && element.isConnected && changed(element as Field),
  );
}

/** Makes a value the person set before hydration reach the app's state, as if set now. */
function announce(field: Field): void {
  if (field instanceof HTMLSelectElement) {
    field.dispatchEvent(new Event("change", { bubbles: true }));
    return;
  }
  if (isBox(field)) {
    // A box tells its change with a click: undo it quietly, then make it again as a click.
    field.checked = !field.checked;
    field.click();
    return;
  }
  // React notices a change against the value it last saw, which hydration read from the field (what was typed): set
  // the field back through its own property, then the typed text through the element's, and announce it.
  const typed = field.value;
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, typed);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

/** Makes each recorded tap again. */
function replayTaps(early: EarlyInput): void {
  const taps = early.taps.splice(0);
  for (const element of taps) element.removeAttribute("data-tap-pending");
  for (const element of taps) if (element.isConnected && element instanceof HTMLElement) element.click();
}

/** Makes the taps still held again and submits each held form once; from now on the page handles input itself. */
function replayTapsAndSubmits(): void {
  document.documentElement.setAttribute("data-hydrated", "");
  performance.mark(HYDRATION_MARKS.end);
  const early = window.__earlyInput;
  if (!early) return;
  replayTaps(early);
  const submits = early.submits.splice(0);
  for (const { submitter } of submits) submitter?.removeAttribute("data-tap-pending");
  for (const { form, submitter } of submits) {
    if (form.isConnected)
      form.requestSubmit(submitter?.isConnected && form.contains(submitter) ? submitter : undefined);
  }
}

/**
 * Once the page's frame has hydrated, taps are the page's (`data-frame-hydrated`) and those held until then are made
 * again (in the next task), while React hydrates the rest: React hydrates the tapped part first. Unless the person
 * changed a field before: a tap may act on what was typed, which reaches the app's state only once every part has
 * hydrated, so taps are held and replayed with the submits, after it.
 */
function replayTapsOnceTheFrameHydrated(): void {
  const early = window.__earlyInput;
  if (!early) return;
  early.served = new Set(document.querySelectorAll("form, input, textarea, select"));
  if (changedServedFields(early).length > 0) return;
  document.documentElement.setAttribute("data-frame-hydrated", "");
  if (early.taps.length > 0) setTimeout(() => replayTaps(early), 0);
}

/**
 * Once every part of the page has hydrated: what was typed before is adopted into the app's state, then, in the next
 * task (once React has rendered that state, so a submit sends what is on screen), the held submits (and taps) are
 * replayed.
 */
export function replayEarlyInput(): void {
  const early = window.__earlyInput;
  // The router's scroll restoration puts a fresh page at its top as it hydrates: the person stays where they were.
  if (early && window.scrollY === 0 && early.scrollY > 0 && !location.hash)
    window.scrollTo({ top: early.scrollY, behavior: "instant" });
  if (early) for (const field of changedServedFields(early)) announce(field);
  setTimeout(replayTapsAndSubmits, 0);
}

/** Last in `<body>`: its effect runs once the page's frame has hydrated, and replays once its sections have too. */
export function ReplayEarlyInput() {
  useEffect(() => {
    replayTapsOnceTheFrameHydrated();
    afterEveryUnitHydrated(replayEarlyInput);
  }, []);
  return null;
}
