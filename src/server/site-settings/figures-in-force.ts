import type { Brand } from "@shared/site-settings/details";
import { FIGURE_NAMES, type ShownFigures, shownFigure } from "@shared/site-settings/shown-figures";
import type { Db } from "../db/client";
import type { LiveSettings } from "./live-settings";
import { confirmedSubscribers } from "./settings-store";

/** How long a computed count is reused: the pages' renders ask often, the count moves slowly. */
const COUNT_TTL_MS = 15_000;

/**
 * Each brand's numbers as its pages show them (decision 0042): the owner's choice per figure, the subscriber count
 * computed from confirmed subscribers (counted at most every 15 s) when the owner chose so.
 */
export function figuresInForce(live: LiveSettings, db: Db) {
  let count: { value: number; at: number } | undefined;
  const subscribers = async () => {
    if (!count || Date.now() - count.at > COUNT_TTL_MS)
      count = { value: await confirmedSubscribers(db), at: Date.now() };
    return count.value;
  };
  return async (brand: Brand): Promise<ShownFigures> => {
    const { figures } = await live.values(brand);
    const computed = figures.subscribers.mode === "computed" ? await subscribers() : 0;
    return Object.fromEntries(
      FIGURE_NAMES.map((name) => [name, shownFigure(figures[name], name === "subscribers" ? computed : 0)]),
    ) as ShownFigures;
  };
}
