import { NO_DETAILS } from "@shared/site-settings/details";
import { type ShownFigures, SPEC_FIGURES } from "@shared/site-settings/shown-figures";
import { describe, expect, it } from "vitest";
import { FULL_CATALOGUES } from "~/i18n/catalogues";
import { renderTextAt } from "~/i18n/testing/render-at";
import { OptimaiteHomePage } from "./optimaite/pages/home-page";
import { PremiumPage } from "./swisshack/pages/premium-page";
import { Hero } from "./swisshack/sections/hero";

const NBSP = "\u00a0";
const layoutData = (figures: Partial<ShownFigures>) => ({
  siteDetails: NO_DETAILS,
  siteFigures: { ...SPEC_FIGURES, ...figures },
});

describe("the marketing figures the owner keeps true (decision 0046)", () => {
  it("keep the specification's text on /premium until the owner sets a number", () => {
    const text = renderTextAt(<PremiumPage />, "/premium", FULL_CATALOGUES.swisshack.fr, layoutData({}));
    expect(text).toContain(`CHF${NBSP}5${NBSP}900`);
    expect(text).toContain("10×");
    expect(text).toContain("580+");
  });

  it("show the owner's average saving, return and customers on /premium, written as each language writes numbers", () => {
    const figures = {
      averageSaving: { kind: "count", value: 4800 },
      roiMultiple: { kind: "count", value: 8 },
      premiumClients: { kind: "count", value: 1250 },
    } as const;
    const fr = renderTextAt(<PremiumPage />, "/premium", FULL_CATALOGUES.swisshack.fr, layoutData(figures));
    // Each label comes before its number in the page's order (the number is shown above it).
    expect(fr).toContain(`d'économies moyennes par an CHF${NBSP}4${NBSP}800`);
    expect(fr).toContain("de retour sur investissement 8×");
    expect(fr).toContain(`clients Premium 1${NBSP}250+`);
    expect(fr).not.toContain("5 900");
    const de = renderTextAt(<PremiumPage />, "/de/premium", FULL_CATALOGUES.swisshack.de, layoutData(figures));
    expect(de).toContain(`CHF${NBSP}4'800`);
    expect(de).toContain("1'250+");
  });

  it("show OptimAIte's practices count in its trust card and footer, in English and Quebec French", () => {
    const figures = { practices: { kind: "count", value: 1200 } } as const;
    const en = renderTextAt(<OptimaiteHomePage />, "/optimaite", FULL_CATALOGUES.optimaite.en, layoutData(figures));
    expect(en.match(/Trusted by 1,200\+ practices/g)).toHaveLength(2);
    expect(en).not.toContain("500+");
    const fr = renderTextAt(<OptimaiteHomePage />, "/fr/optimaite", FULL_CATALOGUES.optimaite.fr, layoutData(figures));
    expect(fr.match(new RegExp(`Plus de 1${NBSP}200 cliniques nous font confiance`, "g"))).toHaveLength(2);
    const spec = renderTextAt(<OptimaiteHomePage />, "/optimaite", FULL_CATALOGUES.optimaite.en, layoutData({}));
    expect(spec.match(/Trusted by 500\+ practices/g)).toHaveLength(2);
  });

  it("show the owner's subscriber count in the hero's counter, or leave the counter out without a number", () => {
    const spec = renderTextAt(<Hero />, "/", FULL_CATALOGUES.swisshack.fr, layoutData({}));
    expect(spec).toContain(`4${NBSP}200+`);
    const count = { subscribers: { kind: "count", value: 5300 } } as const;
    const fr = renderTextAt(<Hero />, "/", FULL_CATALOGUES.swisshack.fr, layoutData(count));
    expect(fr).toContain(`5${NBSP}300+`);
    expect(fr).not.toContain("4 200");
    expect(renderTextAt(<Hero />, "/de", FULL_CATALOGUES.swisshack.de, layoutData(count))).toContain("5'300+");
    const none = renderTextAt(
      <Hero />,
      "/",
      FULL_CATALOGUES.swisshack.fr,
      layoutData({ subscribers: { kind: "none" } }),
    );
    expect(none).not.toContain("abonnés à notre newsletter");
    expect(none).toContain("pour recevoir votre rapport PDF");
  });
});
