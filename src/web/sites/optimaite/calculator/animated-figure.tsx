import { useEffect, useRef, useState } from "react";
import { prefersReducedMotion } from "~/components/motion/use-in-view";

export const FIGURE_ANIMATION_MS = 1000;
const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * A figure that is right from the first HTML on: it never counts up from 0 when it comes into view (on a busy phone
 * that showed $0 for seconds, issue 43). When the value changes, it counts from the figure shown to the new one in
 * 1 s with ease-out; visitors who prefer reduced motion get the new value at once.
 */
export function AnimatedFigure({ value, format }: { value: number; format: (n: number) => string }) {
  const [shown, setShown] = useState(value);
  const displayed = useRef(value);
  useEffect(() => {
    const from = displayed.current;
    if (from === value) return;
    const show = (figure: number) => {
      displayed.current = figure;
      setShown(figure);
    };
    if (prefersReducedMotion()) {
      show(value);
      return;
    }
    let frame = 0;
    const start = performance.now();
    const tick = (now: number) => {
      // A frame's time is when the frame began: the first one can be a little before the effect's start.
      const progress = Math.min(1, Math.max(0, (now - start) / FIGURE_ANIMATION_MS));
      show(progress < 1 ? from + (value - from) * easeOut(progress) : value);
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [value]);
  return <span>{format(shown)}</span>;
}
