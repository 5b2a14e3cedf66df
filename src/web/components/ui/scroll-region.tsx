import { clsx } from "clsx";
import type { ReactNode } from "react";

/**
 * A box that scrolls sideways (a wide table): focusable and named, so a keyboard can reach and scroll it
 * (WCAG 2.1.1) and a screen reader announces what it holds.
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll region must be reachable by keyboard
      tabIndex={0}
      className={clsx(
        "overflow-x-auto focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        className,
      )}
    >
      {children}
    </section>
  );
}
