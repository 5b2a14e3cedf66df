import { type RefObject, useEffect, useState } from "react";
import { KEEP_CLEAR_SELECTOR } from "~/lib/keep-clear";
import { addsOrRemovesElements } from "./element-mutations";

/** The widget's own controls (the menu, the chat) do not count: they belong to the button's region. */
function overlapsKeptClear(button: HTMLElement): boolean {
  const box = button.getBoundingClientRect();
  const region = button.closest("aside") ?? button;
  return [...document.querySelectorAll(KEEP_CLEAR_SELECTOR)].some((element) => {
    if (region.contains(element)) return false;
    const r = element.getBoundingClientRect();
    return r.width > 0 && r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top;
  });
}

/**
 * True while content marked keep-clear, or a control of the page, lies under the (fixed) button, as the page
 * scrolls, resizes or renders more content. Checked at most once a frame, the first time in the frame after
 * hydration rather than during it: each check measures every control of the page.
 */
export function useOverKeptClear(button: RefObject<HTMLElement | null>): boolean {
  const [over, setOver] = useState(true);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      if (button.current) setOver(overlapsKeptClear(button.current));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    const observer = new MutationObserver((records) => {
      if (addsOrRemovesElements(records)) schedule();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    schedule();
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      observer.disconnect();
    };
  }, [button]);
  return over;
}
