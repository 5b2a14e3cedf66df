import { CookieBanner } from "./features/consent/cookie-banner";
import { VisitTracker } from "./features/tracking/visit-tracker";

/**
 * What every page runs but nothing needs to paint or hydrate it: root.tsx loads this module (one chunk) right
 * after hydration. The banner shows 1 s later anyway, and the tracker records the current page when it mounts.
 */
export default function DeferredFeatures() {
  return (
    <>
      <CookieBanner />
      <VisitTracker />
    </>
  );
}
