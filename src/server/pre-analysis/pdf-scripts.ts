import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { TextStyle } from "./pdf-text";
import { COLOR, SIZE } from "./pdf-theme";
import { woffToSfnt } from "./woff-to-sfnt";

const require = createRequire(import.meta.url);

/**
 * What a person typed (a name on a receipt) may be written in any script: "Ćorić", "Łukasz", "Σοφία", "Дарья".
 * The embedded Inter is split by @fontsource into subsets by script; a text is drawn as runs, each in the first
 * subset whose unicode-range (read from @fontsource's own CSS) covers its characters. A character no subset has
 * (Chinese, emoji) stays in the Latin subset, which draws it as an empty box: the text never fails to render.
 */
interface Subset {
  name: string;
  ranges: [number, number][];
}

const ORDER = ["latin", "latin-ext", "vietnamese", "greek", "greek-ext", "cyrillic", "cyrillic-ext"];

let subsets: Subset[] | undefined;
function inter(): Subset[] {
  if (subsets) return subsets;
  const css = readFileSync(require.resolve("@fontsource/inter/index.css"), "utf8");
  const found = new Map<string, [number, number][]>();
  for (const [, name = "", list = ""] of css.matchAll(
    /\/\* inter-([a-z-]+)-400-normal \*\/[^}]*?unicode-range: ([^;]+);/g,
  )) {
    const ranges = list.split(",").map((range): [number, number] => {
      const [from = "0", to = from] = range.trim().replace(/^U\+/i, "").split("-");
      return [Number.parseInt(from, 16), Number.parseInt(to, 16)];
    });
    found.set(name, ranges);
  }
  subsets = ORDER.filter((name) => found.has(name)).map((name) => ({ name, ranges: found.get(name) ?? [] }));
  return subsets;
}

function subsetOf(codePoint: number): string {
  const covering = inter().find((subset) => subset.ranges.some(([from, to]) => codePoint >= from && codePoint <= to));
  return covering?.name ?? "latin";
}

/** The text as runs of one subset each, in order. */
export function scriptRuns(text: string): { subset: string; text: string }[] {
  const runs: { subset: string; text: string }[] = [];
  for (const character of text.normalize("NFC")) {
    const subset = subsetOf(character.codePointAt(0) ?? 32);
    /[\s\p{P}]/u.test(character) && runs.length > 0
      ? (runs.at(-1)?.subset ?? "latin")
      : subsetOf(character.codePointAt(0) ?? 32);
    const last = runs.at(-1);
    if (last?.subset === subset) last.text += character;
    else runs.push({ subset, text: character });
  }
  return runs;
}

const registered = new WeakMap<PDFKit.PDFDocument, Set<string>>();

/** The subset's font in this document, registered the first time it is needed (only used subsets are embedded). */
function fontFor(pdf: PDFKit.PDFDocument, subset: string, bold: boolean): string {
  const weight = bold ? 700 : 400;
  const name = `Inter-${subset}-${weight}`;
  const done = registered.get(pdf) ?? new Set<string>();
  registered.set(pdf, done);
  if (!done.has(name)) {
    const file = require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`);
    pdf.registerFont(name, woffToSfnt(readFileSync(file)));
    done.add(name);
  }
  return name;
}

/** Writes text typed by a person, whatever its script, wrapped to `width` from (x, y); returns the y below it. */
export function writeAnyScript(
  pdf: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  width: number,
  style: TextStyle = {},
): number {
  const runs = scriptRuns(text);
  pdf.fillColor(style.color ?? COLOR.body).fontSize(style.size ?? SIZE.body);
  runs.forEach((run, index) => {
    const options = { width, lineGap: style.lineGap ?? SIZE.lineGap, continued: index < runs.length - 1 };
    pdf.font(fontFor(pdf, run.subset, Boolean(style.bold)));
    if (index === 0) pdf.text(run.text, x, y, options);
    else pdf.text(run.text, options);
  });
  return pdf.y;
}
