import { useEffect, useState } from "react";

// A form dialog, or the cookie banner (whose buttons sit where the floating button would).
const OVERLAYS = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"], [data-cookie-banner]';

/** True while something the visitor must deal with first covers the page: the floating button then steps aside. */
export function usePageOverlay(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const check = () => setShown(document.querySelector(OVERLAYS) !== null);
    const observer = new MutationObserver(check);
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
