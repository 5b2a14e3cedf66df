import { describe, expect, it } from "vitest";
import { touchSchema } from "./attribution";
import { isStorableText } from "./storable";

/** Issue 40, item 5: a long source is cut, never inside a surrogate pair or a character made of several. */
describe("a source longer than its bound", () => {
  it.each([
    ["emoji after one letter", `a${"😀".repeat(150)}`],
    ["emoji alone", "😀".repeat(201)],
    ["family emoji", "👨‍👩‍👧‍👦".repeat(40)],
    ["accents as combining marks", "e\u0301".repeat(150)],
  ])("is cut to storable text of at most 200 characters (%s)", (_label, source) => {
    const touch = touchSchema.parse({ utm_source: source, utm_campaign: source });
    for (const value of [touch.utm_source, touch.utm_campaign]) {
      expect(isStorableText(value ?? "")).toBe(true);
      expect([...(value ?? "")].length).toBeLessThanOrEqual(200);
      expect(source.startsWith(value ?? "")).toBe(true);
      expect((value ?? "").length).toBeGreaterThan(0);
    }
  });

  it("never ends inside a grapheme: the family emoji stays whole", () => {
    const family = "👨‍👩‍👧‍👦";
    const cut = touchSchema.parse({ utm_source: family.repeat(40) }).utm_source ?? "";
    expect(cut.length % family.length).toBe(0);
  });
});
