import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import { fontData, registerFonts } from "./pdf-fonts";
import { tableColumnWidths } from "./pdf-table";
import { textWidth } from "./pdf-text";
import { PAGE } from "./pdf-theme";

const CELL_PAD_X = 6;

function a4() {
  const pdf = new PDFDocument({
    size: PAGE.size,
    margins: { ...PAGE.margins },
    font: fontData().regular as unknown as string,
  });
  registerFonts(pdf);
  return pdf;
}

/** The German deductibles' table when no premium was given (field round five: "Franchi/se", "CHF 3/00"). */
const GERMAN_RELATIVE = {
  kind: "table" as const,
  caption: "Franchisen im Vergleich",
  columns: [
    "Franchise",
    "Jahresprämie (Abweichung von der Referenzprämie)",
    "Bezahlte Franchise",
    "Selbstbehalt (10 %, höchstens CHF 700)",
    "Gesamtkosten (Abweichung von der Referenzprämie)",
  ],
  rows: [
    ["CHF 300", "Referenz", "CHF 300", "CHF 270", "CHF 570"],
    ["CHF 2'500", "– CHF 1'540", "CHF 2'500", "CHF 0", "CHF 960"],
  ],
  highlightRow: 0,
  sourceIds: [],
};

describe("a PDF table's columns", () => {
  it("are never narrower than a header's longest word or a cell's amount, so neither is broken", () => {
    const pdf = a4();
    const widths = tableColumnWidths(pdf, GERMAN_RELATIVE);
    GERMAN_RELATIVE.columns.forEach((header, column) => {
      const longestWord = Math.max(
        ...header.split(/\s+/).map((word) => textWidth(pdf, word, { bold: true, size: 8.5 })),
      );
      const widestAmount = Math.max(
        ...GERMAN_RELATIVE.rows.map((row) => textWidth(pdf, row[column] ?? "", { bold: true, size: 9.5 })),
      );
      expect(widths[column], header).toBeGreaterThanOrEqual(
        Math.max(longestWord, widestAmount) + 2 * CELL_PAD_X - 0.01,
      );
    });
    const total = widths.reduce((sum, width) => sum + width, 0);
    expect(total).toBeCloseTo(pdf.page.width - PAGE.margins.left - PAGE.margins.right, 3);
  });
});
