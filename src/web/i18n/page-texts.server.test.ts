import { describe, expect, it } from "vitest";
import { pageTextsLoader } from "./page-texts.server";

const loaderArgs = (path: string) =>
  ({ request: new Request(`http://localhost${path}`), params: {}, context: {} }) as Parameters<
    ReturnType<typeof pageTextsLoader>
  >[0];

describe("a page's loader", () => {
  it("gives the page its own texts in the language of its URL, and nothing else", () => {
    const loader = pageTextsLoader("swisshack", "premium", ["premium"]);
    const { pageTexts, meta } = loader(loaderArgs("/de/premium"));
    expect(Object.keys(pageTexts)).toEqual(["premium"]);
    expect(meta).toContainEqual({ title: "SwissHack Premium – CHF\u00a0590, Experte, 2 Jahre Begleitung" });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: expect.stringMatching(/\/de\/premium$/) });
    expect(pageTexts.premium.title).toContain("Finanzen über 5 bis 10 Jahre");
    expect(loader(loaderArgs("/premium")).pageTexts.premium.title).toContain("L'accompagnement complet");
    expect(loader(loaderArgs("/it/premium")).pageTexts.premium.title).toContain("5-10 anni");
  });

  it("reads Quebec French for OptimAIte's /fr pages and English at their default address", () => {
    const loader = pageTextsLoader("optimaite", "faq", ["faq"]);
    expect(JSON.stringify(loader(loaderArgs("/fr/faq")).pageTexts)).toContain(
      "Combien de temps prend la mise en place?",
    );
    expect(loader(loaderArgs("/fr/faq")).pageTexts).not.toEqual(loader(loaderArgs("/faq")).pageTexts);
  });

  it("refuses a path of the other site rather than give a page the wrong texts", () => {
    expect(() => pageTextsLoader("optimaite", "faq", ["faq"])(loaderArgs("/de/premium"))).toThrow(
      "No optimaite page texts for /de/premium",
    );
  });
});
