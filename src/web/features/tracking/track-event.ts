import type { TrackedEvent } from "@shared/schemas/track-event";

/** Counts a funnel step (only the day's total is stored); a failure changes nothing for the visitor. */
export function trackEvent(name: TrackedEvent) {
  fetch("/api/track-event", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name }),
    credentials: "same-origin",
    keepalive: true,
  }).catch(() => {});
}
