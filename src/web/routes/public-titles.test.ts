import { describe, expect, it } from "vitest";
import { optimaiteEn } from "~/i18n/catalogues/optimaite-en";
import { optimaiteFr } from "~/i18n/catalogues/optimaite-fr";
import { swisshackDe } from "~/i18n/catalogues/swisshack-de";
import { swisshackFr } from "~/i18n/catalogues/swisshack-fr";
import { swisshackIt } from "~/i18n/catalogues/swisshack-it";

const CATALOGUES = [swisshackFr, swisshackDe, swisshackIt, optimaiteEn, optimaiteFr];
const titles = CATALOGUES.flatMap((catalogue) =>
  Object.entries(catalogue.seo).map(([page, seo]) => ({
    page: `${catalogue.site} ${catalogue.locale} ${page}`,
    ...seo,
  })),
);

describe("page titles, in every language", () => {
  it.each(titles)("$page has a title of at most 60 characters, shown whole in search results", ({ title }) => {
    expect(title.length, title).toBeGreaterThan(10);
    expect(title.length, title).toBeLessThanOrEqual(60);
  });

  it.each(CATALOGUES)("gives every page of $site in $locale its own title", (catalogue) => {
    const own = Object.values(catalogue.seo).map((seo) => seo.title);
    expect(new Set(own).size).toBe(own.length);
  });
});
