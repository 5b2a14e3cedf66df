import { Children, type ReactNode, Suspense } from "react";

let initialHydration = false;
let lastSlice: Promise<void> = Promise.resolve();

/** Resolves in a new task: the browser may paint and handle input in between. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Runs the page's first hydration (decision record 0025). Parts wrapped in `HydrateLater` keep their prerendered
 * HTML during it and hydrate afterwards, one part per task, so that no task holds the main thread for the whole page.
 * Resolves once the last part has hydrated.
 */
export function hydrateInSlices(hydrate: () => void): Promise<void> {
  initialHydration = true;
  try {
    hydrate();
  } finally {
    initialHydration = false;
  }
  // The last part renders in a microtask after its slice resolves: one more task and it is done.
  return lastSlice.then(nextTask);
}

/** Resolves in a task of its own, after every slice queued before it. */
function nextSlice(): Promise<void> {
  lastSlice = lastSlice.then(nextTask);
  return lastSlice;
}

/** One element whatever the children render: the element a suspended hydration keeps on screen until its turn. */
const Part = ({ children }: { children: ReactNode }) => <div className="contents">{children}</div>;

function Gate({ children }: { children: ReactNode }) {
  if (initialHydration) throw nextSlice();
  return <Part>{children}</Part>;
}

/**
 * Content that hydrates after the page's first hydration rather than during it, in a `display: contents` element.
 * Prerendering writes the element without a Suspense boundary (React would add its markers to the page), and a
 * render after hydration (a client-side navigation) renders the content at once.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  if (import.meta.env.SSR) return <Part>{children}</Part>;
  return (
    <Suspense fallback={null}>
      <Gate>{children}</Gate>
    </Suspense>
  );
}

/** Each child in a `HydrateLater` of its own: a page's sections hydrate one by one, in order. */
export function HydrateEachLater({ children }: { children: ReactNode }) {
  return Children.map(children, (child) => <HydrateLater>{child}</HydrateLater>);
}
