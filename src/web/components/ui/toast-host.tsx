import { type CSSProperties, useEffect, useState } from "react";
import { Toaster as Sonner, toast } from "sonner";
import { toastLabels } from "./toast-labels";
import { hostMounted } from "./toast-show";

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

/**
 * The toasts' host, loaded with the first toast (toaster.tsx): at the bottom, above the chat button and the cookie
 * banner (at the top, two toasts covered the page's title on a phone); over a modal dialog (the page is inert under
 * its overlay) near the top instead, clear of the dialog's buttons at its bottom and of its title and close button.
 */
export default function ToastHost() {
  useEffect(() => hostMounted(), []);
  useEffect(() => closesOnEscape(() => toast.dismiss()), []);
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
}

/**
 * A toast shows that no one has dismissed yet. The toast marks itself removed a frame after its dismissal: until then
 * only the toasts' own record knows, and a second Escape in that frame belongs to the layer under it.
 */
const toastOnScreen = () =>
  toast.getToasts().length > 0 && document.querySelector('[data-sonner-toast]:not([data-removed="true"])') !== null;

/**
 * Escape closes the toast on screen, and only it (the topmost layer: a second Escape closes a dialog or the chat under
 * it), wherever the focus is. Returns the listener's removal.
 */
function closesOnEscape(dismiss: () => void): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !toastOnScreen()) return;
    event.stopPropagation();
    dismiss();
  };
  // Before the page's own Escape handlers (a dialog's listens on the document).
  window.addEventListener("keydown", onKeyDown, { capture: true });
  return () => window.removeEventListener("keydown", onKeyDown, { capture: true });
}
