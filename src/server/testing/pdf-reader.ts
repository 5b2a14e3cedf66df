import { getDocument, OPS } from "pdfjs-dist/legacy/build/pdf.mjs";

/** What a PDF reader shows of a document: its information, its pages' size, their text and the fonts they use. */
export interface ReadPdf {
  info: { title?: string; author?: string; creationDate?: string };
  pageCount: number;
  /** Width and height of each page in points. */
  pageSizes: [number, number][];
  /** Each page's text in reading order: one line per baseline, the pieces of a line joined left to right. */
  pages: string[];
  fonts: { name: string; embedded: boolean }[];
}

interface PositionedText {
  str: string;
  x: number;
  y: number;
  width: number;
}

/** A gap wider than this (points) between two pieces of one line reads as a column break, as pdftotext -layout does. */
const COLUMN_GAP = 6;

function linesOf(items: PositionedText[]): string {
  const rows = new Map<number, PositionedText[]>();
  for (const item of items) {
    if (item.str === "") continue;
    const key = Math.round(item.y);
    const row = rows.get(key) ?? rows.get(key - 1) ?? rows.get(key + 1);
    if (row) row.push(item);
    else rows.set(key, [item]);
  }
  return [...rows.entries()]
    .sort(([a], [b]) => b - a)
    .map(([, row]) => {
      row.sort((a, b) => a.x - b.x);
      let line = "";
      let end = Number.NEGATIVE_INFINITY;
      for (const piece of row) {
        if (line !== "" && piece.x - end > COLUMN_GAP) line += "   ";
        line += piece.str;
        end = piece.x + piece.width;
      }
      return line;
    })
    .join("\n");
}

/** "D:20261122120000Z" as "2026-11-22T12:00:00Z". */
function isoDate(pdfDate: unknown): string | undefined {
  if (typeof pdfDate !== "string") return undefined;
  const match = /^D:(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})/.exec(pdfDate);
  return match ? `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}Z` : undefined;
}

/** Reads a PDF with Mozilla's PDF.js (an npm package: no system tool needed). */
export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const document = await getDocument({
    data: new Uint8Array(bytes),
    fontExtraProperties: true,
    isEvalSupported: false,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  try {
    const metadata = await document.getMetadata();
    const info = metadata.info as Record<string, unknown>;
    const pages: string[] = [];
    const pageSizes: [number, number][] = [];
    const fonts = new Map<string, boolean>();
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.view;
      pageSizes.push([x1 - x0, y1 - y0]);
      const content = await page.getTextContent();
      const items = content.items.flatMap((item) =>
        "str" in item ? [{ str: item.str, x: item.transform[4], y: item.transform[5], width: item.width }] : [],
      );
      pages.push(linesOf(items));
      const operators = await page.getOperatorList();
      operators.fnArray.forEach((op, index) => {
        if (op !== OPS.setFont) return;
        const font = page.commonObjs.get(operators.argsArray[index][0]) as { name: string; missingFile: boolean };
        fonts.set(font.name, !font.missingFile);
      });
    }
    return {
      info: {
        title: info.Title as string | undefined,
        author: info.Author as string | undefined,
        creationDate: isoDate(info.CreationDate),
      },
      pageCount: document.numPages,
      pageSizes,
      pages,
      fonts: [...fonts].map(([name, embedded]) => ({ name, embedded })),
    };
  } finally {
    await document.destroy();
  }
}
