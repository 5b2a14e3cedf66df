import { useEffect, useRef, useState } from "react";
import { useInView } from "~/components/motion/use-in-view";

export const FIGURE_ANIMATION_MS = 1000;
const FIGURE_VISIBILITY = 0.3;
const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * A figure that counts from 0 to its value in 1 s with ease-out: when it first comes into view, and again whenever the
 * value changes. The prerendered HTML and visitors who prefer reduced motion get the value itself.
 */
export function AnimatedFigure({ value, format }: { value: number; format: (n: number) => string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const view = useInView(ref, FIGURE_VISIBILITY);
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (view !== "visible") {
      setShown(view === "hidden" ? 0 : value);
      return;
    }
    let frame = 0;
    const start = performance.now();
    const tick = (now: number) => {
      const progress = Math.min(1, (now - start) / FIGURE_ANIMATION_MS);
      setShown(value * easeOut(progress));
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [value, view]);
  return <span ref={ref}>{format(shown)}</span>;
}
