// The site's numbers as a page shows them (decision 0042), with no validator attached: the pages read this module.

export type FigureName = "subscribers" | "premiumClients";

/** "spec": the specification's sentence; "count": the sentence with this number; "none": the sentence without one. */
export type ShownFigure = { kind: "spec" } | { kind: "count"; value: number } | { kind: "none" };
export type ShownFigures = Record<FigureName, ShownFigure>;

export const SPEC_FIGURES: ShownFigures = { subscribers: { kind: "spec" }, premiumClients: { kind: "spec" } };

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

/** "4 200" in French, "4'200" in German and Italian, as the sites' copy writes thousands. */
export function formatCount(value: number, locale: string): string {
  const separator = locale === "fr" ? " " : "'";
  return String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

export const sameFigures = (a: ShownFigures, b: ShownFigures) => JSON.stringify(a) === JSON.stringify(b);
