import { describe, expect, it } from "vitest";
import { nextContentDates, pageContent } from "./content-dates";

const page = (title: string, main: string, script = "a1b2") =>
  `<html><head><title>${title}</title><script src="/assets/x-${script}.js"></script></head><body><header>Menu</header><main id="m"><h1>${main}</h1><script>var v="${script}"</script></main></body></html>`;

describe("content dates", () => {
  it("reads a page's content as its title and the text of its main", () => {
    expect(pageContent(page("Accueil", "Économisez"))).toBe("Accueil\nÉconomisez");
  });

  it("keeps a page's date through a rebuild that changes only its scripts", () => {
    const first = nextContentDates({}, { "/": page("Accueil", "Économisez") }, "2026-11-01");
    const rebuilt = nextContentDates(first, { "/": page("Accueil", "Économisez", "c3d4") }, "2026-11-25");
    expect(rebuilt["/"]?.lastmod).toBe("2026-11-01");
  });

  it("moves a page's date when its text or title changes, and dates a new page today", () => {
    const first = nextContentDates({}, { "/": page("Accueil", "Économisez") }, "2026-11-01");
    const next = nextContentDates(
      first,
      { "/": page("Accueil", "Économisez davantage"), "/premium": page("Premium", "CHF 590") },
      "2026-11-25",
    );
    expect(next["/"]?.lastmod).toBe("2026-11-25");
    expect(next["/premium"]?.lastmod).toBe("2026-11-25");
  });
});
