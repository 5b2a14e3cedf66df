import { formatWholeNumber } from "@shared/i18n/format";
import { SPEC_FIGURES } from "@shared/site-settings/shown-figures";
import { describe, expect, it } from "vitest";
import { pageTextsLoader, pageTextsWithFiguresLoader } from "./page-texts.server";

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

  it("words /premium's description with the owner's average saving when the server renders it, as the page's stat", async () => {
    const loader = pageTextsWithFiguresLoader("swisshack", "premium", ["premium"]);
    const owners = { ...SPEC_FIGURES, averageSaving: { kind: "count" as const, value: 4800 } };
    const rendered = async (path: string) => {
      const args = { ...loaderArgs(path), context: { siteFigures: async () => owners } };
      return (await loader(args)).meta;
    };
    const descriptions = (meta: Awaited<ReturnType<typeof rendered>>) =>
      meta.flatMap((tag) => {
        const named = "name" in tag ? tag.name : "property" in tag ? tag.property : "";
        return "content" in tag && /description$/.test(String(named)) ? [{ content: String(tag.content) }] : [];
      });
    const french = descriptions(await rendered("/premium"));
    expect(french).toHaveLength(3);
    for (const tag of french)
      expect(tag.content).toContain(`CHF ${formatWholeNumber(4800, "fr")} d'économies moyennes par an`);
    for (const tag of descriptions(await rendered("/de/premium")))
      expect(tag.content).toContain(`CHF\u00a0${formatWholeNumber(4800, "de")} Ersparnis`);
    // The build's prerender (no server): the specification's words.
    const built = descriptions((await loader(loaderArgs("/premium"))).meta);
    for (const tag of built) expect(tag.content).toContain("5 900");
  });
});
