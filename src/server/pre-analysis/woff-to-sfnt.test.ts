import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FONT_FILES } from "./pdf-fonts";
import { woffToSfnt } from "./woff-to-sfnt";

describe("woffToSfnt", () => {
  const woff = readFileSync(FONT_FILES.regular);
  const sfnt = woffToSfnt(woff);

  it("gives back the TrueType file of the size the WOFF header announces", () => {
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    expect(sfnt.length).toBe(woff.readUInt32BE(16));
  });

  it("lists the same tables, each at an offset inside the file", () => {
    const tables = Array.from({ length: sfnt.readUInt16BE(4) }, (_, i) => ({
      tag: sfnt.toString("latin1", 12 + i * 16, 16 + i * 16),
      offset: sfnt.readUInt32BE(20 + i * 16),
      length: sfnt.readUInt32BE(24 + i * 16),
    }));
    expect(tables.map((t) => t.tag)).toEqual(expect.arrayContaining(["cmap", "glyf", "head", "hmtx", "name"]));
    for (const table of tables) expect(table.offset + table.length).toBeLessThanOrEqual(sfnt.length);
  });

  it("refuses what is not a WOFF file", () => {
    expect(() => woffToSfnt(Buffer.from("not a font at all, not at all, really not a font"))).toThrow(/WOFF/);
  });
});
