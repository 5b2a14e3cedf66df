import { useEffect, useState } from "react";
import { addsOrRemovesElements } from "./element-mutations";

// A form dialog. The cookie banner is none: the floating button sits above it (--cookie-banner-height).
const OVERLAYS = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';

/** True while something the visitor must deal with first covers the page: the floating button then steps aside. */
export function usePageOverlay(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const check = () => setShown(document.querySelector(OVERLAYS) !== null);
    // A dialog's state changed, or elements came or went; text changing in place (a counter, every frame) cannot
    // open an overlay, and searching the whole page for each of those was most of the work of a counter's frame.
    const observer = new MutationObserver((records) => {
      if (records.some((record) => record.type === "attributes") || addsOrRemovesElements(records)) check();
    });
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ["data-state"],
    });
    check();
    return () => observer.disconnect();
  }, []);
  return shown;
}
