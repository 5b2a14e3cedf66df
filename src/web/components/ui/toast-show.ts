import { toast } from "sonner";
import { publishBottomBand } from "~/lib/bottom-bands";

let markMounted: () => void = () => {};
/** Resolves once the toasts' host listens, so no toast is lost. */
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Called by the host once mounted. */
export function hostMounted() {
  markMounted();
}

/** How many toasts were shown: the last one's number is the toast on screen. */
let shown = 0;

/**
 * One toast at a time: a new one replaces the one on screen, which the new action made stale (two stacked covered
 * a phone's page title). Replaced rather than updated in place, so the new one gets its full time on screen.
 */
export async function show(kind: "success" | "error", title: string, description?: string) {
  await mounted;
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
