import { AsyncLocalStorage } from "node:async_hooks";
import { formatWholeNumber } from "@shared/i18n/format";
import type { Locale } from "@shared/i18n/locales";
import type { SiteId } from "@shared/routes";
import {
  countersWithSubscribers,
  FIGURE_NAMES,
  type FigureName,
  figureText,
  type ShownFigures,
  SPEC_FIGURES,
} from "@shared/site-settings/shown-figures";

/**
 * The marketing figures the owner keeps true (decision 0046) as the chat states them: the pages' content modules
 * hold the specification's sentence beside the sentence with a number ("withCount") and without one; the chat reads
 * the sentence the page shows for the brand's settings, never the specification's when the owner chose otherwise.
 */

type Node = unknown;
const isObject = (value: Node): value is Record<string, Node> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isFigureName = (value: Node): value is FigureName => FIGURE_NAMES.some((name) => name === value);

/**
 * A content module with each figure's words as the page renders them for `figures`, in `locale`'s way of writing
 * numbers; everything else as it is. The pages' own choices, mirrored:
 * - a stat naming its figure (`{ value, figure, withCount }`, the Premium page's): its value (`premium-page.tsx`);
 * - a card with `titleWithCount` (OptimAIte's first trust card): its title, the practices (`home-page.tsx`);
 * - a text with `textWithCount`/`textWithoutCount` (SwissHack's newsletter section): the subscribers
 *   (`newsletter-section.tsx`);
 * - the landing's counters (`STATS`): the subscribers' counter.
 */
export function withShownFigures<T>(content: T, figures: ShownFigures, locale: Locale): T {
  const format = (value: number) => formatWholeNumber(value, locale);
  const visit = (node: Node, key?: string): Node => {
    if (Array.isArray(node))
      return key === "STATS"
        ? countersWithSubscribers(node, figures.subscribers).map((item) => visit(item))
        : node.map((item) => visit(item));
    if (!isObject(node)) return node;
    const shown: Record<string, Node> = Object.fromEntries(
      Object.entries(node).map(([childKey, child]) => [childKey, visit(child, childKey)]),
    );
    const { figure, value, withCount, title, titleWithCount, text, textWithCount, textWithoutCount } = shown;
    if (isFigureName(figure) && typeof value === "string" && typeof withCount === "string")
      shown.value = figureText(figures[figure], { spec: value, withCount }, format);
    if (typeof title === "string" && typeof titleWithCount === "string")
      shown.title = figureText(figures.practices, { spec: title, withCount: titleWithCount }, format);
    if (typeof text === "string" && typeof textWithCount === "string")
      shown.text = figureText(
        figures.subscribers,
        {
          spec: text,
          withCount: textWithCount,
          withoutCount: typeof textWithoutCount === "string" ? textWithoutCount : undefined,
        },
        format,
      );
    return shown;
  };
  return visit(content) as T;
}

/** Each brand's figures in force for the answer being written. */
export type FiguresBySite = Partial<Record<SiteId, ShownFigures>>;
const inForce = new AsyncLocalStorage<FiguresBySite>();

/**
 * Writes an answer with the brands' figures in force: the intents that quote a figure's sentence
 * (`page-sentences.ts`) read them. The chat's route wraps each answer in it (`chat-routes.ts`).
 */
export function answeringWith<T>(figures: FiguresBySite, answer: () => T): T {
  return inForce.run(figures, answer);
}

/** A brand's figures in force for this answer; the specification's outside `answeringWith` (tests, the evaluation). */
export function shownFiguresNow(site: SiteId): ShownFigures {
  return inForce.getStore()?.[site] ?? SPEC_FIGURES;
}
