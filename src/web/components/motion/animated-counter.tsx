import { formatEnUsWholeNumber } from "@shared/number-format";
import { clsx } from "clsx";
import { useEffect, useRef } from "react";
import { useInView } from "./use-in-view";

export const COUNTER_DURATION_MS = 2000;
export const COUNTER_DELAY_MS = 300;
export const COUNTER_VISIBILITY = 0.3;
/**
 * A new figure 20 times a second rather than at every frame: digits changing that fast read as counting all the
 * same, and each new figure is a frame to style, paint and composite while the page loads (over a third of the
 * main thread's work on / at 4x CPU was the counters' frames).
 */
export const COUNTER_STEP_MS = 50;

export const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

interface AnimatedCounterProps {
  value: number;
  /** Formats the shown number (thousands separators, suffix…). */
  format?: (value: number) => string;
  /** Text right after the number ("+", " h"), part of the reserved width so it follows the counting digits. */
  suffix?: string;
  className?: string;
}

/**
 * Counts from 0 to `value` over 2 s with ease-out, 300 ms after 30 % of it becomes visible. The prerendered HTML
 * and visitors who prefer reduced motion get the final number.
 */
export function AnimatedCounter({
  value,
  format = formatEnUsWholeNumber,
  suffix = "",
  className,
}: AnimatedCounterProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const textRef = useRef<HTMLSpanElement>(null);
  const view = useInView(ref, COUNTER_VISIBILITY);
  const finalText = `${format(value)}${suffix}`;
  const formatRef = useRef(format);
  formatRef.current = format;

  // Each step writes the text itself instead of re-rendering: counters above the fold count while the page loads,
  // and a React render per frame per counter was most of /optimaite's blocking time on a slow phone.
  useEffect(() => {
    const element = textRef.current;
    if (!element) return;
    // The text node's own data: a character change, which wakes no observer of the page's elements (the floating
    // button's) and creates no node per frame.
    const text = element.firstChild instanceof Text ? element.firstChild : element.appendChild(new Text());
    const show = (n: number) => {
      const next = `${formatRef.current(n)}${suffix}`;
      if (text.data !== next) text.data = next;
    };
    if (view === "hidden") show(0);
    if (view !== "visible") return;
    let timer = setTimeout(() => {
      const start = performance.now();
      const tick = () => {
        const progress = Math.min(1, (performance.now() - start) / COUNTER_DURATION_MS);
        show(Math.round(value * easeOutCubic(progress)));
        if (progress < 1) timer = setTimeout(tick, COUNTER_STEP_MS);
      };
      tick();
    }, COUNTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [view, value, suffix]);

  // The final text, drawn invisible by CSS (not in the page's text), holds the width: while the digits (tabular)
  // count, nothing around the counter moves (CLS 0). The counting text sits over it in a box of its own size and
  // contents (absolutely placed, strictly contained, its own layer): a frame's new digits lay out and paint that box
  // alone, not the page (a grid item could not be such a layout boundary).
  return (
    <span
      ref={ref}
      data-final={finalText}
      className={clsx(
        "relative inline-block tabular-nums before:invisible before:content-[attr(data-final)]",
        className,
      )}
    >
      {/* One text node: its start never moves. */}
      <span ref={textRef} className="absolute inset-0 [contain:strict] will-change-transform">
        {finalText}
      </span>
    </span>
  );
}
