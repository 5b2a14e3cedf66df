import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while React hydrates the prerendered HTML (and on the server), true afterwards. Anything read from the URL
 * or the browser must wait for it: the first render has to match the HTML, which was built without them.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
