import { zurichDateTime } from "../lib/zurich-time";

/** `;` is what French and Swiss Excel split on (their decimal separator is the comma); `,` for the others. */
export const CSV_SEPARATORS = { semicolon: ";", comma: "," } as const;
export type CsvSeparator = (typeof CSV_SEPARATORS)[keyof typeof CSV_SEPARATORS];

/**
 * One cell. Times are written as Zurich wall-clock time ("2026-11-30 14:05"), which Excel reads as a date. Cells that
 * start with =, +, -, @, tab or CR would run as formulas in a spreadsheet: prefix them with '.
 */
export function csvCell(value: unknown, separator: CsvSeparator = ";"): string {
  if (value === null || value === undefined) return "";
  let text =
    value instanceof Date
      ? zurichDateTime(value)
      : typeof value === "boolean"
        ? value
          ? "Yes"
          : "No"
        : typeof value === "object"
          ? JSON.stringify(value)
          : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return text.includes(separator) || /["\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Starts with the UTF-8 byte-order mark: without it Excel reads the file as Windows-1252 ("SÃ rl"). */
export function toCsv(header: string[], rows: unknown[][], separator: CsvSeparator = ";"): string {
  const lines = [header, ...rows].map((cells) => cells.map((cell) => csvCell(cell, separator)).join(separator));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
