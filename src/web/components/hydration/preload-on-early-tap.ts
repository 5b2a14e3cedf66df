import { useEffect } from "react";

/** The attribute of a button whose dialog's code `usePreloadOnEarlyTap` downloads when it is tapped early. */
export const OPENS_DIALOG = { "data-opens-dialog": "" } as const;

const opensDialog = (target: EventTarget | null) =>
  target instanceof Element && target.closest("[data-opens-dialog]") !== null;

/**
 * A tap held before the page is interactive (`recordEarlyInput`) is replayed only once every section has hydrated;
 * then the dialog's code would start downloading, on a phone's network. Starting `preload` at the tap lets the
 * download run while the page hydrates.
 */
export function usePreloadOnEarlyTap(preload: () => unknown) {
  useEffect(() => {
    if (window.__earlyInput?.taps.some(opensDialog)) {
      void preload();
      return;
    }
    if (document.documentElement.hasAttribute("data-hydrated")) return;
    // On window, in the capture phase: before the recorder's listener on document, which stops the event there.
    const onTap = (event: MouseEvent) => {
      if (!opensDialog(event.target)) return;
      void preload();
      removeEventListener("click", onTap, true);
    };
    addEventListener("click", onTap, true);
    return () => removeEventListener("click", onTap, true);
  }, [preload]);
}
