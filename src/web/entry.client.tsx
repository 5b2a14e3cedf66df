import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { hydrateInSlices, nextTask } from "./components/hydration/hydrate-later";
import { adoptInputMadeBeforeHydration } from "./components/hydration/input-before-hydration";
import { documentContainer } from "./document-container";

/** Calls HydratedRouter as a plain function, outside any render, and returns what it threw. */
function callHydratedRouterOutsideRender(): unknown {
  try {
    (HydratedRouter as (props: object) => unknown)({});
  } catch (thrown) {
    return thrown;
  }
  return undefined;
}

/**
 * HydratedRouter's first render decodes the page's state (throwing that promise), then creates the router, then
 * renders. Both first steps run here, before hydration, each in a task of its own:
 * - the browser hydrates with Preact (decision record 0024), and a promise thrown by the root component would make
 *   Preact, hydrating `document`, keep only the suspended tree's first node (the doctype) and drop `<html>`;
 * - creating the router (matching the routes, reading the state) is a third of the first hydration's time on a slow
 *   phone. The second call creates it and then stops at its first hook: no component is rendering (decision 0025).
 *   Whatever else these calls throw, the render throws again.
 */
async function prepareRouter(): Promise<void> {
  const decoding = callHydratedRouterOutsideRender();
  if (decoding instanceof Promise) {
    await decoding;
    await nextTask();
    callHydratedRouterOutsideRender();
  }
  await nextTask();
}

void prepareRouter()
  .then(() =>
    hydrateInSlices(() =>
      hydrateRoot(
        documentContainer(),
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      ),
    ),
  )
  .then(adoptInputMadeBeforeHydration);
