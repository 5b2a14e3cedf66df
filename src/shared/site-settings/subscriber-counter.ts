import type { ShownFigure } from "./shown-figures";

/**
 * The place of the hero's newsletter-subscribers counter ("4 200+ abonnés") in its counters (`LANDING.STATS`): a
 * translation keeps it. A number, not a search of the content: the hero's first-load script does not carry the landing's
 * French text (the test holds the place).
 */
export const SUBSCRIBER_COUNTER = 2;

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
