import { useEffect, useRef, useState } from "react";
import { useInView } from "./use-in-view";

export const COUNTER_DURATION_MS = 2000;
export const COUNTER_DELAY_MS = 300;
export const COUNTER_VISIBILITY = 0.3;

export const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

interface AnimatedCounterProps {
  value: number;
  /** Formats the shown number (thousands separators, suffix…). */
  format?: (value: number) => string;
  className?: string;
}

/**
 * Counts from 0 to `value` over 2 s with ease-out, 300 ms after 30 % of it becomes visible. The prerendered HTML
 * and visitors who prefer reduced motion get the final number.
 */
export function AnimatedCounter({ value, format = (n) => n.toLocaleString("en-US"), className }: AnimatedCounterProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const view = useInView(ref, COUNTER_VISIBILITY);
  const [shown, setShown] = useState(value);

  useEffect(() => {
    if (view === "hidden") setShown(0);
    if (view !== "visible") return;
    let frame = 0;
    const timer = setTimeout(() => {
      const start = performance.now();
      const tick = (now: number) => {
        const progress = Math.min(1, (now - start) / COUNTER_DURATION_MS);
        setShown(Math.round(value * easeOutCubic(progress)));
        if (progress < 1) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    }, COUNTER_DELAY_MS);
    return () => {
      clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
  }, [view, value]);

  return (
    <span ref={ref} className={className}>
      {format(shown)}
    </span>
  );
}
