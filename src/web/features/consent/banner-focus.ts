import { type RefObject, useEffect, useLayoutEffect, useRef } from "react";

const HEIGHT_PROPERTY = "--cookie-banner-height";

/** Where the focus goes when the banner closes with the focus inside it: back where it was, or to the page's main. */
function restoreFocus(previous: Element | null) {
  if (previous instanceof HTMLElement && previous.isConnected && previous !== document.body) {
    previous.focus({ preventScroll: true });
    return;
  }
  const main = document.querySelector<HTMLElement>("main");
  if (!main) return;
  if (!main.hasAttribute("tabindex")) main.setAttribute("tabindex", "-1");
  main.focus({ preventScroll: true });
}

/** Whether part of `control`, on screen, is behind the banner (fixed at the bottom of the screen). */
function isCoveredBy(banner: HTMLElement, control: HTMLElement): boolean {
  const box = control.getBoundingClientRect();
  const cover = banner.getBoundingClientRect();
  return (
    box.height > 0 &&
    box.top < window.innerHeight &&
    box.bottom > cover.top &&
    box.right > cover.left &&
    box.left < cover.right
  );
}

/**
 * While the cookie banner is shown, the page knows its height (focused controls scroll clear of it: app.css);
 * switching to its customise view moves the focus into that view; closing it with the focus inside puts the focus
 * back where it was before (or on the page's main content), never on <body>.
 */
export function useBannerKeepsFocusInView(
  banner: RefObject<HTMLElement | null>,
  view: "hidden" | "banner" | "customise",
) {
  const focusBefore = useRef<Element | null>(null);
  const focusWasInside = useRef(false);

  const shown = view !== "hidden";
  // Before the banner's first paint: a control focused as soon as the banner shows already scrolls clear of it.
  useLayoutEffect(() => {
    const element = shown ? banner.current : null;
    if (!element) return;
    const root = document.documentElement;
    const publish = () =>
      root.style.setProperty(HEIGHT_PROPERTY, `${Math.ceil(element.getBoundingClientRect().height)}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    const noteFocus = () => {
      const focused = document.activeElement;
      focusWasInside.current = element.contains(focused);
      if (focusWasInside.current) return;
      focusBefore.current = focused;
      // The browser scrolls a focused control into view, but on a busy phone it was seen leaving one under the
      // banner: scroll it clear (the page's scroll padding keeps the banner's height) when it is still covered.
      if (focused instanceof HTMLElement && focused !== document.body && isCoveredBy(element, focused)) {
        focused.scrollIntoView({ block: "nearest" });
      }
    };
    noteFocus();
    document.addEventListener("focusin", noteFocus);
    return () => {
      observer.disconnect();
      document.removeEventListener("focusin", noteFocus);
      root.style.removeProperty(HEIGHT_PROPERTY);
    };
  }, [banner, shown]);

  useEffect(() => {
    if (view === "customise" && focusWasInside.current) {
      banner.current?.querySelector<HTMLElement>("input:not([disabled]), button:not([disabled])")?.focus();
    }
    if (view === "hidden" && focusWasInside.current) {
      focusWasInside.current = false;
      restoreFocus(focusBefore.current);
    }
  }, [banner, view]);
}
