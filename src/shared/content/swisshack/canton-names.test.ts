import { describe, expect, it } from "vitest";
import { SITE_LOCALES } from "../../i18n/locales";
import { CANTON_NAMES, cantonLabelsFor, MOST_READERS_FIRST } from "./canton-names";

describe.each(SITE_LOCALES.swisshack)("the cantons in %s", (locale) => {
  const names = CANTON_NAMES[locale];
  const first = MOST_READERS_FIRST[locale];

  it("come once each: the page's readers' most common first, then alphabetically as the language sorts", () => {
    const rest = (Object.keys(names) as (keyof typeof names)[])
      .filter((canton) => !first.includes(canton))
      .sort((a, b) => names[a].localeCompare(names[b], locale));
    expect(Object.keys(cantonLabelsFor(locale))).toEqual([...first, ...rest]);
  });

  it("are offered under their names in the language", () => {
    const labels = cantonLabelsFor(locale);
    for (const canton of Object.keys(names) as (keyof typeof names)[]) expect(labels[canton]).toBe(names[canton]);
  });
});
