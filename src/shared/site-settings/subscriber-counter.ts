import { LANDING } from "../content/swisshack/landing";
import type { ShownFigure } from "./shown-figures";

/** The place of the hero's newsletter-subscribers counter ("4 200+ abonnés") in its counters: a translation keeps it. */
const SUBSCRIBER_COUNTER = LANDING.STATS.findIndex((stat) => stat.label === "abonnés à notre newsletter");

/**
 * SwissHack's hero counters with the subscribers figure as the owner chose it (decision 0046): the owner's number, none
 * (the counter left out, as the newsletter section leaves out its number), or the specification's.
 */
export function countersWithSubscribers<Stat>(stats: readonly Stat[], shown: ShownFigure): Stat[] {
  if (shown.kind === "spec") return [...stats];
  return stats.flatMap((stat, index) => {
    if (index !== SUBSCRIBER_COUNTER) return [stat];
    return shown.kind === "count" ? [{ ...stat, value: shown.value }] : [];
  });
}
