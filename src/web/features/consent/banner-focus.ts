import { type RefObject, useEffect, useRef } from "react";

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

/**
 * While the cookie banner is shown, the page knows its height (focused controls scroll clear of it: app.css; the
 * floating chat button sits above it);
 * switching to its customise view, from the banner or from the page (a footer's "cookie settings": `requested` counts
 * those), moves the focus into that view, where it cannot hide under it; going back from it to the banner puts the
 * focus on the banner's Customise button; closing it with the focus inside puts the focus back where it was before
 * (or on the page's main content), never on <body>.
 */
export function useBannerKeepsFocusInView(
  banner: RefObject<HTMLElement | null>,
  view: "hidden" | "banner" | "customise",
  requested: number,
) {
  const focusBefore = useRef<Element | null>(null);
  const focusWasInside = useRef(false);

  const shown = view !== "hidden";
  useEffect(() => {
    const element = shown ? banner.current : null;
    if (!element) return;
    const root = document.documentElement;
    // The band it covers at the viewport's bottom: its height and, on wider screens, the gap under it.
    const publish = () =>
      root.style.setProperty(
        HEIGHT_PROPERTY,
        `${Math.ceil(window.innerHeight - element.getBoundingClientRect().top)}px`,
      );
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    window.addEventListener("resize", publish);
    const noteFocus = () => {
      focusWasInside.current = element.contains(document.activeElement);
      if (!focusWasInside.current) focusBefore.current = document.activeElement;
    };
    noteFocus();
    document.addEventListener("focusin", noteFocus);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", publish);
      document.removeEventListener("focusin", noteFocus);
      root.style.removeProperty(HEIGHT_PROPERTY);
    };
  }, [banner, shown]);

  const answered = useRef(requested);
  useEffect(() => {
    // A request made while the banner cannot show yet (its words still loading) is answered once it shows.
    const asked = answered.current !== requested;
    if (view !== "hidden") answered.current = requested;
    // The banner is fixed in view: its controls need no scrolling, and the page under it stays where it was.
    if (view === "customise" && (focusWasInside.current || asked)) {
      banner.current
        ?.querySelector<HTMLElement>("input:not([disabled]), button:not([disabled])")
        ?.focus({ preventScroll: true });
    }
    if (view === "banner" && focusWasInside.current) {
      banner.current?.querySelector<HTMLElement>("[data-banner-customise]")?.focus({ preventScroll: true });
    }
    if (view === "hidden" && focusWasInside.current) {
      focusWasInside.current = false;
      restoreFocus(focusBefore.current);
    }
  }, [banner, view, requested]);
}
