import { SWISSHACK_FAQ_DE } from "@shared/content/swisshack/de/faq";
import { SWISSHACK_FAQ } from "@shared/content/swisshack/faq";
import { describe, expect, it } from "vitest";
import type { AnyCatalogue } from "~/i18n/catalogue-context";
import { FULL_CATALOGUES } from "~/i18n/catalogues";
import { renderAt } from "~/i18n/testing/render-at";
import { HomePage } from "./home-page";
import { PremiumPage } from "./premium-page";

/** The JSON-LD blocks a page renders, parsed. */
function structuredData(
  page: React.ReactNode,
  path: string,
  catalogue: AnyCatalogue = FULL_CATALOGUES.swisshack.fr,
): Record<string, unknown>[] {
  const html = renderAt(page, path, catalogue);
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] as string) as Record<string, unknown>,
  );
}

describe("SwissHack's structured data", () => {
  it("marks up the FAQ on / as FAQPage, every question with its answer", () => {
    const faq = structuredData(<HomePage latestPosts={[]} />, "/").find((data) => data["@type"] === "FAQPage");
    expect(faq?.mainEntity).toEqual(
      SWISSHACK_FAQ.map((entry) => ({
        "@type": "Question",
        name: entry.question,
        acceptedAnswer: { "@type": "Answer", text: entry.answer },
      })),
    );
  });

  it("marks up the German FAQ on /de in German", () => {
    const faq = structuredData(<HomePage latestPosts={[]} />, "/de", FULL_CATALOGUES.swisshack.de).find(
      (data) => data["@type"] === "FAQPage",
    );
    const questions = ((faq?.mainEntity ?? []) as { name: string }[]).map((question) => question.name);
    expect(questions).toEqual(SWISSHACK_FAQ_DE.map((entry) => entry.question));
    expect(questions).toContain("Ist der Check wirklich gratis?");
  });

  it("says on /de and /it that SwissHack works in French, German and Italian", () => {
    for (const [path, catalogue] of [
      ["/de", FULL_CATALOGUES.swisshack.de],
      ["/it", FULL_CATALOGUES.swisshack.it],
    ] as const) {
      const organization = structuredData(<HomePage latestPosts={[]} />, path, catalogue).find(
        (data) => data["@type"] === "Organization",
      );
      expect(organization?.knowsLanguage).toEqual(["fr-CH", "de-CH", "it-CH"]);
    }
  });

  it("marks up /premium as a Product with its CHF 590 Offer", () => {
    const product = structuredData(<PremiumPage />, "/premium").find((data) => data["@type"] === "Product");
    expect(product).toMatchObject({
      name: expect.stringContaining("Premium"),
      brand: { "@type": "Brand", name: "SwissHack" },
      offers: { "@type": "Offer", price: "590", priceCurrency: "CHF", url: expect.stringMatching(/\/premium$/) },
    });
  });
});
