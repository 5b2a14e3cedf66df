// The site's numbers as a page shows them (decision 0042), with no validator attached: the pages read this module.
import type { Brand } from "./details.ts";

/** The specification's marketing figures about the business's record (SPEC section 9) the owner keeps true. */
export const FIGURE_NAMES = ["subscribers", "premiumClients", "averageSaving", "roiMultiple", "practices"] as const;
export type FigureName = (typeof FIGURE_NAMES)[number];

/** Which brand's pages show each figure (decision 0046). */
export const BRAND_FIGURES: Record<Brand, readonly FigureName[]> = {
  swisshack: ["subscribers", "premiumClients", "averageSaving", "roiMultiple"],
  optimaite: ["practices"],
};

/** Only the subscriber count has data to be computed from (confirmed subscribers). */
export const COMPUTABLE_FIGURES: readonly FigureName[] = ["subscribers"];

/** "spec": the specification's sentence; "count": the sentence with this number; "none": the sentence without one. */
export type ShownFigure = { kind: "spec" } | { kind: "count"; value: number } | { kind: "none" };
export type ShownFigures = Record<FigureName, ShownFigure>;

export const SPEC_FIGURES = Object.fromEntries(FIGURE_NAMES.map((name) => [name, { kind: "spec" }])) as ShownFigures;

/** A figure's setting as stored (src/shared/schemas/site-settings.ts's FigureSetting). */
type Setting =
  | { mode: "spec" }
  | { mode: "figure"; value: number }
  | { mode: "computed"; threshold: number; roundTo: number };

/** What a figure's setting shows, given the data it may be computed from (confirmed subscribers). */
export function shownFigure(setting: Setting, computedFrom: number): ShownFigure {
  if (setting.mode === "figure") return { kind: "count", value: setting.value };
  if (setting.mode === "spec") return { kind: "spec" };
  const rounded = Math.floor(computedFrom / setting.roundTo) * setting.roundTo;
  return computedFrom >= setting.threshold && rounded > 0 ? { kind: "count", value: rounded } : { kind: "none" };
}

/** A figure's words in one language: the specification's, with the owner's number ("{count}"), and without one. */
export interface FigureWording {
  spec: string;
  withCount: string;
  withoutCount?: string;
}

/** A number a page shows in large type with its label, which the owner may set (the Premium page's). */
export interface FigureStat {
  value: string;
  label: string;
  figure: FigureName;
  withCount: string;
}

/** The words a page shows for a figure: `{count}` filled with the number written as the language writes it. */
export function figureText(
  shown: ShownFigure,
  wording: FigureWording,
  formatNumber: (value: number) => string,
): string {
  if (shown.kind === "count") return wording.withCount.replaceAll("{count}", formatNumber(shown.value));
  if (shown.kind === "none" && wording.withoutCount !== undefined) return wording.withoutCount;
  return wording.spec;
}

export const sameFigures = (a: ShownFigures, b: ShownFigures) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The place of the hero's newsletter-subscribers counter ("4 200+ abonnés") in its counters (`LANDING.STATS`): a
 * translation keeps it. A number, not a search of the content: the hero's first-load script does not carry the landing's
 * French text (subscriber-counter.test.ts holds the place).
 */
export const SUBSCRIBER_COUNTER = 2;

/**
 * SwissHack's hero counters with the subscribers figure as the owner chose it (decision 0046): the owner's number, none
 * (the counter left out, as the newsletter section leaves out its number), or the specification's.
 */
export const countersWithSubscribers = <Stat>(stats: readonly Stat[], shown: ShownFigure): Stat[] =>
  stats.flatMap((stat, index) => {
    if (index !== SUBSCRIBER_COUNTER || shown.kind === "spec") return [stat];
    return shown.kind === "count" ? [{ ...stat, value: shown.value }] : [];
  });
