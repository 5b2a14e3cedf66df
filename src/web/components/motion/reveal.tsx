import { clsx } from "clsx";
import { type ReactNode, useRef } from "react";
import { useInView } from "./use-in-view";

/**
 * Fades its content in when it scrolls into view (threshold 0.1 to 0.3). Content is in the prerendered HTML and
 * stays visible without JS, above the fold and with reduced motion.
 */
export function Reveal({
  children,
  threshold = 0.15,
  className,
  as: Tag = "div",
}: {
  children: ReactNode;
  threshold?: number;
  className?: string;
  as?: "div" | "section" | "li" | "article";
}) {
  const ref = useRef<HTMLElement>(null);
  const view = useInView(ref, threshold);
  return (
    <Tag
      ref={ref as React.RefObject<never>}
      className={clsx(
        // Hidden at once (it is below the fold: nobody sees it go), faded in when it shows. A transition on the way
        // out ran a frame per tick and dispatched three events per element and property while the page loaded.
        view === "hidden" && "translate-y-6 opacity-0",
        view === "visible" && "transition-[opacity,translate] duration-700 ease-out motion-reduce:transition-none",
        className,
      )}
    >
      {children}
    </Tag>
  );
}
