import { type CSSProperties, lazy, Suspense, useEffect, useState } from "react";
import { publishBottomBand } from "~/lib/bottom-bands";
import { toastLabels } from "./toast-labels";

/**
 * Sonner's rich colours, darkened to 4.5:1 or more on their tinted backgrounds (WCAG 1.4.3). Pointer events stay on
 * while a modal dialog turns them off for the page (its `body { pointer-events: none }`): the toast keeps a working
 * close button, and is not taken for part of the page under the dialog's overlay.
 */
const TOASTER_STYLE = {
  pointerEvents: "auto",
  "--success-text": "#166534",
  "--success-border": "#86efac",
  "--error-text": "#b91c1c",
  "--error-border": "#fca5a5",
} as CSSProperties;

/** Whether a modal dialog is open: its scroll lock marks <body> (react-remove-scroll, under Radix's Dialog). */
function useModalOpen(): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const read = () => setOpen(document.body.hasAttribute("data-scroll-locked"));
    read();
    const observer = new MutationObserver(read);
    observer.observe(document.body, { attributes: true, attributeFilter: ["data-scroll-locked"] });
    return () => observer.disconnect();
  }, []);
  return open;
}

/** Above the floating chat button (3.5 rem high, 1 rem from the bottom) and the cookie banner while it asks. */
const BOTTOM_OFFSET = "calc(var(--cookie-banner-height, 0px) + 5.5rem)";

/** The page's `<html lang>`, followed as it changes (the back office's language switch changes it in place). */
function useDocumentLanguage(): string {
  const [lang, setLang] = useState("");
  useEffect(() => {
    const read = () => setLang(document.documentElement.lang);
    read();
    const observer = new MutationObserver(read);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ["lang"] });
    return () => observer.disconnect();
  }, []);
  return lang;
}

// sonner loads with the first toast: toasts only follow a person's action, so a page needs none to start.
const SonnerToaster = lazy(() =>
  import("sonner").then(({ Toaster: Sonner, toast }) => ({
    default: ({ onMounted }: { onMounted: () => void }) => {
      useEffect(() => onMounted(), [onMounted]);
      useEffect(() => closesOnEscape(() => toast.dismiss()), []);
      // At the bottom, above the chat button and the cookie banner: at the top, two toasts covered the page's title
      // on a phone. Over a modal dialog (the page is inert under its overlay) near the top instead, clear of the
      // dialog's buttons at its bottom and of its title and close button.
      const modal = useModalOpen();
      const labels = toastLabels(useDocumentLanguage());
      const offset = modal ? { top: "1rem" } : { bottom: BOTTOM_OFFSET };
      return (
        <Sonner
          containerAriaLabel={labels.container}
          toastOptions={{ closeButtonAriaLabel: labels.close }}
          position={modal ? "top-center" : "bottom-center"}
          offset={offset}
          mobileOffset={offset}
          richColors
          closeButton
          expand
          style={TOASTER_STYLE}
        />
      );
    },
  })),
);

/**
 * Escape closes the toast on screen, and only it (the topmost layer: a second Escape closes a dialog or the chat under
 * it), wherever the focus is. Returns the listener's removal.
 */
function closesOnEscape(dismiss: () => void): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !document.querySelector('[data-sonner-toast]:not([data-removed="true"])')) return;
    event.stopPropagation();
    dismiss();
  };
  // Before the page's own Escape handlers (a dialog's listens on the document).
  window.addEventListener("keydown", onKeyDown, { capture: true });
  return () => window.removeEventListener("keydown", onKeyDown, { capture: true });
}

let toasterMounted: Promise<void> | null = null;
let markMounted: () => void = () => {};
const mountRequests = new Set<() => void>();

/** Mounts the toaster (once) and resolves when it listens, so no toast is lost. */
function ensureToaster(): Promise<void> {
  if (!toasterMounted) {
    toasterMounted = new Promise((resolve) => {
      markMounted = resolve;
    });
    for (const request of mountRequests) request();
  }
  return toasterMounted;
}

export function Toaster() {
  const [show, setShow] = useState(false);
  useEffect(() => {
    const request = () => setShow(true);
    mountRequests.add(request);
    if (toasterMounted) request();
    return () => {
      mountRequests.delete(request);
    };
  }, []);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster onMounted={() => markMounted()} />
    </Suspense>
  );
}

/** How many toasts were shown: the last one's number is the toast on screen. */
let shown = 0;

/**
 * One toast at a time: a new one replaces the one on screen, which the new action made stale (two stacked covered
 * a phone's page title). Replaced rather than updated in place, so the new one gets its full time on screen.
 */
async function show(kind: "success" | "error", title: string, description?: string) {
  await ensureToaster();
  const { toast } = await import("sonner");
  toast.dismiss();
  const current = ++shown;
  // Its band goes with it (a replaced toast's closing leaves the new one's band).
  const gone = () => current === shown && publishBottomBand("toast", null);
  toast[kind](title, { description, onDismiss: gone, onAutoClose: gone });
  await keepFocusClearOfToasts(() => current === shown);
}

/**
 * A toast never hides the control that has the focus (WCAG 2.4.11): as soon as it is placed (before it slides in), a
 * page scrolled so that the control would sit under it scrolls the control into sight beside it, and a toast at the
 * bottom publishes its band, so that the controls a person tabs to while it shows scroll clear of it too. Over a modal
 * dialog, the toasts keep to a band above it by their offset.
 */
async function keepFocusClearOfToasts(stillShown: () => boolean) {
  const place = await toastPlace();
  if (!place || !stillShown()) return;
  if (place.atBottom) publishBottomBand("toast", place.top);
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || focused === document.body) return;
  if (focused.closest('[role="dialog"]')) return;
  const control = focused.getBoundingClientRect();
  if (control.top < place.bottom && control.bottom > place.top) {
    // Above a toast at the bottom, below one at the top.
    window.scrollBy({
      top: place.atBottom ? control.bottom - place.top + 8 : control.top - place.bottom - 8,
      behavior: "instant",
    });
  }
}

/**
 * Where the newest toast comes to rest, once it is mounted (within a second), else null: against its fixed list's
 * edge (the list has no height of its own, its toasts are placed at its bottom or top), whatever its slide's progress.
 */
async function toastPlace(): Promise<{ atBottom: boolean; top: number; bottom: number } | null> {
  for (let frame = 0; frame < 60; frame++) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const toaster = document.querySelector<HTMLElement>("[data-sonner-toaster]");
    const toast = toaster?.querySelector<HTMLElement>(
      '[data-sonner-toast][data-mounted="true"]:not([data-removed="true"])',
    );
    if (!toaster || !toast) continue;
    const list = toaster.getBoundingClientRect();
    const atBottom = toaster.dataset.yPosition === "bottom";
    return atBottom
      ? { atBottom, top: list.bottom - toast.offsetHeight, bottom: list.bottom }
      : { atBottom, top: list.top, bottom: list.top + toast.offsetHeight };
  }
  return null;
}

/** The two kinds of toast of the specification: a title with a description, plain or destructive. */
export function notify(title: string, description?: string) {
  void show("success", title, description);
}

export function notifyError(title: string, description?: string) {
  void show("error", title, description);
}
