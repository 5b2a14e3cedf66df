import { useEffect, useRef, useState } from "react";
import { prefersReducedMotion } from "~/components/motion/use-in-view";

export const FIGURE_ANIMATION_MS = 1000;
const easeOut = (t: number) => 1 - (1 - t) ** 3;

/** A figure that counts from 0 to its new value in 1 s with ease-out whenever the value changes. */
export function AnimatedFigure({ value, format }: { value: number; format: (n: number) => string }) {
  const [shown, setShown] = useState(value);
  const first = useRef(true);
  useEffect(() => {
    if (first.current || prefersReducedMotion()) {
      first.current = false;
      setShown(value);
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
  }, [value]);
  return <>{format(shown)}</>;
}
