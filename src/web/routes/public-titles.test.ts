import { describe, expect, it } from "vitest";
import { FULL_CATALOGUES } from "~/i18n/catalogues";

const CATALOGUES: { site: string; locale: string; seo: Record<string, { title: string }> }[] = [
  ...Object.values(FULL_CATALOGUES.swisshack),
  ...Object.values(FULL_CATALOGUES.optimaite),
];
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

  it.each(titles)("$page has no soft hyphen in its title and description (a heading's break, not theirs)", (seo) => {
    expect(JSON.stringify(seo)).not.toContain("\u00ad");
  });

  it.each(CATALOGUES)("gives every page of $site in $locale its own title", (catalogue) => {
    const own = Object.values(catalogue.seo).map((seo) => seo.title);
    expect(new Set(own).size).toBe(own.length);
  });
});
