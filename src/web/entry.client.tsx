import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { HYDRATION_MARKS } from "./components/hydration/hydration-marks";

// React Router's standard client entry: hydration in a transition is time-sliced, so a long page does not hold the
// main thread, and an interaction during it makes React hydrate what was touched first.
// The marks bound hydration in a trace (DevTools' Timings track, bench:web's tasks during hydration).
performance.mark(HYDRATION_MARKS.start);
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
