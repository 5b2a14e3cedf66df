import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { woffToSfnt } from "./woff-to-sfnt";

const require = createRequire(import.meta.url);

/** Inter, the site's typeface (OFL-1.1), from @fontsource/inter: its WOFF files load straight into fontkit. */
export const FONT_FILES = {
  regular: require.resolve("@fontsource/inter/files/inter-latin-400-normal.woff"),
  bold: require.resolve("@fontsource/inter/files/inter-latin-700-normal.woff"),
} as const;

let unpacked: { regular: Buffer; bold: Buffer } | undefined;

/** The fonts as plain TrueType, unpacked once per process. */
export function fontData() {
  unpacked ??= {
    regular: woffToSfnt(readFileSync(FONT_FILES.regular)),
    bold: woffToSfnt(readFileSync(FONT_FILES.bold)),
  };
  return unpacked;
}

/** Names the fonts are registered under in each document. */
export const FONT = { regular: "Inter", bold: "Inter-Bold" } as const;

export function registerFonts(pdf: PDFKit.PDFDocument): void {
  pdf.registerFont(FONT.regular, fontData().regular);
  pdf.registerFont(FONT.bold, fontData().bold);
}

/**
 * The Latin subset of Inter lacks a few characters French text often holds, notably U+202F, the narrow
 * no-break space that Intl's fr-CH number format puts between thousands: without this they print as boxes.
 */
const SUBSTITUTES: Record<string, string> = {
  "\u202f": "\u00a0",
  "\u2007": "\u00a0",
  "\u2008": "\u2009",
  "\u200a": "\u2009",
  "\u2010": "-",
  "\u2011": "-",
  "\u00ad": "",
  "\u2060": "",
  "\u2248": "~",
  "\u2264": "<=",
  "\u2265": ">=",
  "\u2192": "->",
  "\u2190": "<-",
};
const MISSING_GLYPHS = new RegExp(`[${Object.keys(SUBSTITUTES).join("")}]`, "gu");

/** Replaces the characters the embedded font cannot draw by the closest ones it can. */
export function toPdfText(text: string): string {
  return text.replace(MISSING_GLYPHS, (c) => SUBSTITUTES[c] ?? c);
}

/** The same value with every string passed through toPdfText. */
export function withPdfText<T>(value: T): T {
  if (typeof value === "string") return toPdfText(value) as T;
  if (Array.isArray(value)) return value.map((item) => withPdfText(item)) as T;
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withPdfText(item)])) as T;
  }
  return value;
}
