import { type CSSProperties, lazy, Suspense, useEffect, useState } from "react";
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
  import("sonner").then(({ Toaster: Sonner }) => ({
    default: ({ onMounted }: { onMounted: () => void }) => {
      useEffect(() => onMounted(), [onMounted]);
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

/**
 * One toast at a time: a new one replaces the one on screen, which the new action made stale (two stacked covered
 * a phone's page title). Replaced rather than updated in place, so the new one gets its full time on screen.
 */
async function show(kind: "success" | "error", title: string, description?: string) {
  await ensureToaster();
  const { toast } = await import("sonner");
  toast.dismiss();
  toast[kind](title, { description });
  await keepFocusClearOfToasts();
}

/**
 * A toast never hides the control that has the focus (WCAG 2.4.11): once the toasts have slid in, a page scrolled so
 * that the control sits under them scrolls it back into sight beside them. Over a modal dialog, the toasts keep to a
 * band above it by their offset.
 */
async function keepFocusClearOfToasts() {
  const toaster = await toastsSlidIn();
  const focused = document.activeElement;
  if (!toaster || !(focused instanceof HTMLElement) || focused === document.body) return;
  if (focused.closest('[role="dialog"]')) return;
  const toasts = [...toaster.querySelectorAll("[data-sonner-toast]")].map((toast) => toast.getBoundingClientRect());
  const toastsTop = Math.min(...toasts.map((rect) => rect.top));
  const toastsBottom = Math.max(...toasts.map((rect) => rect.bottom));
  const control = focused.getBoundingClientRect();
  if (control.top < toastsBottom && control.bottom > toastsTop) {
    // Above toasts at the bottom (a phone's), below toasts at the top.
    const atBottom = toaster.dataset.yPosition === "bottom";
    window.scrollBy({
      top: atBottom ? control.bottom - toastsTop + 8 : control.top - toastsBottom - 8,
      behavior: "instant",
    });
  }
}

/** The toaster once its newest toast is mounted and has finished sliding in (within a second), else null. */
async function toastsSlidIn(): Promise<HTMLElement | null> {
  for (let frame = 0; frame < 60; frame++) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const toaster = document.querySelector<HTMLElement>("[data-sonner-toaster]");
    if (!toaster?.querySelector('[data-sonner-toast][data-mounted="true"]')) continue;
    await Promise.allSettled(toaster.getAnimations({ subtree: true }).map((animation) => animation.finished));
    return toaster;
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
