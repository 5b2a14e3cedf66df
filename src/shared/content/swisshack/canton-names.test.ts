import { describe, expect, it } from "vitest";
import { SITE_LOCALES } from "../../i18n/locales";
import { CANTON_NAMES, CANTON_ORDER, cantonLabelsFor, MOST_READERS_FIRST } from "./canton-names";

describe.each(SITE_LOCALES.swisshack)("the cantons in %s", (locale) => {
  const names = CANTON_NAMES[locale];
  const first = MOST_READERS_FIRST[locale];

  it("come once each: the page's readers' most common first, then alphabetically as the language sorts", () => {
    const rest = (Object.keys(names) as (keyof typeof names)[])
      .filter((canton) => !first.includes(canton))
      .sort((a, b) => names[a].localeCompare(names[b], locale));
    expect(CANTON_ORDER[locale]).toEqual([...first, ...rest]);
  });

  it("are offered in that order, under their names in the language", () => {
    const labels = cantonLabelsFor(locale);
    expect(Object.keys(labels)).toEqual(CANTON_ORDER[locale]);
    expect(labels.ZH).toBe(names.ZH);
  });
});
