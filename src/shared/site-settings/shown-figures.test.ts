import { formatWholeNumber } from "@shared/i18n/format";
import { describe, expect, it } from "vitest";
import { BRAND_FIGURES, FIGURE_NAMES, figureText, shownFigure } from "./shown-figures";

describe("the site's numbers", () => {
  it("keep the specification's text, show the owner's figure, or the count rounded down past its threshold", () => {
    expect(shownFigure({ mode: "spec" }, 5000)).toEqual({ kind: "spec" });
    expect(shownFigure({ mode: "figure", value: 612 }, 2)).toEqual({ kind: "count", value: 612 });
    const computed = { mode: "computed", threshold: 1000, roundTo: 100 } as const;
    expect(shownFigure(computed, 2)).toEqual({ kind: "none" });
    expect(shownFigure(computed, 999)).toEqual({ kind: "none" });
    expect(shownFigure(computed, 4287)).toEqual({ kind: "count", value: 4200 });
  });

  it("are worded as each language writes its numbers", () => {
    const wording = {
      spec: "Rejoignez 4 200+ abonnés.",
      withCount: "Rejoignez {count}+ abonnés.",
      withoutCount: "Rejoignez-nous.",
    };
    const fr = (value: number) => formatWholeNumber(value, "fr");
    expect(figureText({ kind: "count", value: 4200 }, wording, fr)).toBe("Rejoignez 4\u00a0200+ abonnés.");
    expect(
      figureText({ kind: "count", value: 4200 }, { spec: "", withCount: "{count}+" }, (v) =>
        formatWholeNumber(v, "de"),
      ),
    ).toBe("4'200+");
    expect(
      figureText({ kind: "count", value: 1200 }, { spec: "", withCount: "{count}+" }, (v) =>
        formatWholeNumber(v, "en"),
      ),
    ).toBe("1,200+");
    expect(figureText({ kind: "spec" }, wording, fr)).toBe("Rejoignez 4 200+ abonnés.");
    expect(figureText({ kind: "none" }, wording, fr)).toBe("Rejoignez-nous.");
    expect(figureText({ kind: "none" }, { spec: "CHF 5 900", withCount: "CHF {count}" }, fr)).toBe("CHF 5 900");
  });

  it("each belong to one brand", () => {
    const listed = [...BRAND_FIGURES.swisshack, ...BRAND_FIGURES.optimaite];
    expect([...listed].sort()).toEqual([...FIGURE_NAMES].sort());
  });
});
