import { describe, expect, it } from "vitest";
import { formatCount, shownFigure } from "./shown-figures";

describe("the site's numbers", () => {
  it("keep the specification's text, show the owner's figure, or the count rounded down past its threshold", () => {
    expect(shownFigure({ mode: "spec" }, 5000)).toEqual({ kind: "spec" });
    expect(shownFigure({ mode: "figure", value: 612 }, 2)).toEqual({ kind: "count", value: 612 });
    const computed = { mode: "computed", threshold: 1000, roundTo: 100 } as const;
    expect(shownFigure(computed, 2)).toEqual({ kind: "none" });
    expect(shownFigure(computed, 999)).toEqual({ kind: "none" });
    expect(shownFigure(computed, 4287)).toEqual({ kind: "count", value: 4200 });
  });

  it("write thousands as each language's copy does", () => {
    expect(formatCount(4200, "fr")).toBe("4 200");
    expect(formatCount(4200, "de")).toBe("4'200");
    expect(formatCount(580, "it")).toBe("580");
  });
});
