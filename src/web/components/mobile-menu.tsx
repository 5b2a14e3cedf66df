import { Menu, X } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";

/**
 * The hamburger menu of small screens: a button with aria-expanded and a panel below the bar. It closes on
 * navigation (route or anchor change), on Escape, and when a link inside is followed.
 */
export function MobileMenu({
  openLabel,
  closeLabel,
  children,
  className,
}: {
  openLabel: string;
  closeLabel: string;
  children: ReactNode;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the effect of any navigation
  useEffect(() => setOpen(false), [location.pathname, location.hash, location.search]);
  useEffect(() => {
    if (!open) return;
    // Escape closes it and puts the focus back on its button, never on <body>.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggle.current?.focus();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <div className={className ?? "md:hidden"}>
      <button
        ref={toggle}
        type="button"
        className="inline-flex size-11 items-center justify-center rounded-md hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        <span className="sr-only">{open ? closeLabel : openLabel}</span>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full border-b bg-background px-4 pb-4 shadow-lg"
        onClickCapture={(event) => {
          if ((event.target as HTMLElement).closest("a, button")) setOpen(false);
        }}
      >
        {children}
      </div>
    </div>
  );
}
