import { type RefObject, useEffect, useState } from "react";

export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * "hidden" while the element is below the fold after hydration, "visible" once `threshold` of it shows.
 * Before hydration (prerendered HTML) and with reduced motion it is always "static": show the final state.
 */
export function useInView(ref: RefObject<Element | null>, threshold: number): "static" | "hidden" | "visible" {
  const [state, setState] = useState<"static" | "hidden" | "visible">("static");
  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion() || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        // A busy page gets several notes at once, oldest first: the last says where the element is now.
        const entry = entries.at(-1);
        if (entry?.isIntersecting && isVisibleEnough(entry, threshold)) {
          setState("visible");
          observer.disconnect();
        } else {
          setState((current) => (current === "static" ? "hidden" : current));
        }
      },
      { threshold: [0, 0.05, 0.1, 0.2, 0.3, 0.5, 0.75, 1, threshold] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, threshold]);
  return state;
}

/** Tall elements never reach a 30 % ratio: count them visible once they fill that share of the viewport. */
function isVisibleEnough(entry: IntersectionObserverEntry, threshold: number): boolean {
  return entry.intersectionRatio >= threshold || entry.intersectionRect.height >= window.innerHeight * threshold;
}
