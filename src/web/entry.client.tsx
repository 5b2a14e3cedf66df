import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { hydrateInSlices } from "./components/hydration/hydrate-later";
import { adoptInputMadeBeforeHydration } from "./components/hydration/input-before-hydration";
import { documentContainer } from "./document-container";

/**
 * The browser hydrates with Preact (decision record 0024). HydratedRouter's first render starts decoding the page's
 * state and throws that promise: React waits at its root, while Preact, hydrating `document`, would keep only the
 * suspended tree's first node (the doctype) and drop `<html>`. So the state is decoded before hydrating: the call
 * below reaches the throw before any hook.
 */
async function decodeRouterState(): Promise<void> {
  try {
    (HydratedRouter as (props: object) => unknown)({});
  } catch (thrown) {
    if (thrown instanceof Promise) return thrown;
    throw thrown;
  }
}

void decodeRouterState().then(() => {
  hydrateInSlices(() =>
    hydrateRoot(
      documentContainer(),
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    ),
  ).then(adoptInputMadeBeforeHydration);
});
