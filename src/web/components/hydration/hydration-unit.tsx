import { type ReactNode, Suspense, useEffect, useRef } from "react";

// A part of the page React hydrates on its own (selective hydration). Taps held before the page is interactive are
// replayed once the page's frame has hydrated, submits once every unit has (ReplayEarlyInput): React hydrates the
// part a click lands on first, but does not replay a form's submit.

type Unit = { hydrated: boolean };
const waiting = new Set<Unit>();
let whenAllHydrated: (() => void) | undefined;

function unitHydrated(unit: Unit) {
  if (!waiting.delete(unit) || waiting.size > 0) return;
  const run = whenAllHydrated;
  whenAllHydrated = undefined;
  run?.();
}

/** Runs `run` once every unit of the first render has hydrated (at once when none is waiting). */
export function afterEveryUnitHydrated(run: () => void): void {
  if (waiting.size === 0) run();
  else whenAllHydrated = run;
}

/** A Suspense boundary whose content is in the server's HTML: React hydrates it as a unit after the page's frame. */
export function HydrationUnit({ children }: { children: ReactNode }) {
  const unit = useRef<Unit>({ hydrated: false }).current;
  // Runs when the frame around the unit commits, before the unit itself hydrates (after it on a client navigation).
  useEffect(() => {
    if (!unit.hydrated) waiting.add(unit);
    return () => unitHydrated(unit);
  }, [unit]);
  return (
    <Suspense fallback={null}>
      {children}
      <Hydrated unit={unit} />
    </Suspense>
  );
}

function Hydrated({ unit }: { unit: Unit }) {
  useEffect(() => {
    unit.hydrated = true;
    unitHydrated(unit);
  }, [unit]);
  return null;
}
