import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { SWISSHACK_FAQ } from "../../../../shared/content/swisshack/faq";
import { HomePage } from "./home-page";
import { PremiumPage } from "./premium-page";

/** The JSON-LD blocks a page renders, parsed. */
function structuredData(page: React.ReactNode, path: string): Record<string, unknown>[] {
  const html = renderToStaticMarkup(<MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>);
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] as string) as Record<string, unknown>,
  );
}

describe("SwissHack's structured data", () => {
  it("marks up the FAQ on / as FAQPage, every question with its answer", () => {
    const faq = structuredData(<HomePage />, "/").find((data) => data["@type"] === "FAQPage");
    expect(faq?.mainEntity).toEqual(
      SWISSHACK_FAQ.map((entry) => ({
        "@type": "Question",
        name: entry.question,
        acceptedAnswer: { "@type": "Answer", text: entry.answer },
      })),
    );
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
