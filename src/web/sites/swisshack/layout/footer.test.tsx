import { describe, expect, it } from "vitest";
import { FULL_CATALOGUES } from "~/i18n/catalogues";
import { renderAt } from "~/i18n/testing/render-at";
import { Footer } from "./footer";

describe("SwissHack's footer", () => {
  it.each([
    ["/", FULL_CATALOGUES.swisshack.fr, "/blog"],
    ["/de", FULL_CATALOGUES.swisshack.de, "/de/blog"],
    ["/it/premium", FULL_CATALOGUES.swisshack.it, "/it/blog"],
  ])(
    "links the blog in the page's language on %s (field round five: no header or footer did)",
    (path, catalogue, blog) => {
      const html = renderAt(<Footer />, path, catalogue);
      expect(html).toMatch(new RegExp(`<a[^>]*href="${blog}"[^>]*>Blog</a>`));
    },
  );
});
