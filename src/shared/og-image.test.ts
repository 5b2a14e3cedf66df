import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { OG_IMAGE, SITE_OG_CARDS } from "./og-image";

describe("the committed Open Graph images", () => {
  it.each(Object.entries(SITE_OG_CARDS))("%s: a 1200×630 PNG under public/ with its alt text", (_, card) => {
    const png = readFileSync(path.join("public", card.path));
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
    // IHDR: width and height as big-endian 32-bit integers at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([OG_IMAGE.width, OG_IMAGE.height]);
    expect(card.alt.length).toBeGreaterThan(20);
  });
});
