import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// React Router's standard client entry: hydration in a transition is time-sliced, so a long page does not hold the
// main thread, and an interaction during it makes React hydrate what was touched first.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
