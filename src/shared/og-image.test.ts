import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { OG_IMAGE, ogCardOf, SITE_OG_CARDS } from "./og-image";

describe("the committed Open Graph images", () => {
  const cards = Object.entries(SITE_OG_CARDS).flatMap(([site, byLocale]) =>
    Object.entries(byLocale).map(([locale, card]) => [`${site} ${locale}`, card] as const),
  );
  it.each(cards)("%s: a 1200×630 PNG under public/ with its alt text", (_, card) => {
    const png = readFileSync(path.join("public", card.path));
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
    // IHDR: width and height as big-endian 32-bit integers at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([OG_IMAGE.width, OG_IMAGE.height]);
    expect(card.alt.length).toBeGreaterThan(20);
  });
});

describe("ogCardOf", () => {
  it("gives a page the card and alt text of its language", () => {
    expect(ogCardOf("swisshack", "de").alt).toMatch(/^SwissHack – Sparen Sie/);
    expect(ogCardOf("swisshack", "it").path).toBe("/og/swisshack-it.png");
    expect(ogCardOf("optimaite", "fr").alt).toContain("réceptionniste IA");
    expect(ogCardOf("optimaite", "en").path).toBe("/og/optimaite.png");
  });
});
