import { describe, expect, it } from "vitest";
import { buildSitemapXml, parseSitemapXml, sitemapEntry } from "./sitemap";

describe("parseSitemapXml", () => {
  it("reads back every entry buildSitemapXml wrote, escapes included", () => {
    const entries = [
      sitemapEntry("https://x.ch/", { lastmod: "2026-11-01", changefreq: "weekly", priority: 1 }),
      sitemapEntry("https://x.ch/faq?a=1&b=2", { lastmod: "2026-10-02", changefreq: "monthly", priority: 0.7 }),
    ];
    expect(parseSitemapXml(buildSitemapXml(entries))).toEqual(entries);
  });

  it("skips an entry without a location and defaults unknown fields", () => {
    const xml =
      "<urlset><url><lastmod>2026-01-01</lastmod></url><url><loc>https://x.ch/a</loc><changefreq>sometimes</changefreq></url></urlset>";
    const now = new Date("2026-11-23T10:00:00Z");
    expect(parseSitemapXml(xml, now)).toEqual([sitemapEntry("https://x.ch/a", {}, now)]);
  });
});
