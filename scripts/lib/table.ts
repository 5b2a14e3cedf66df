const numeric = /^[\d.,/ ]+( ms| s)?$/;

/** Prints rows as aligned columns: text left-aligned, numbers (and "12 ms") right-aligned. */
export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = alignedLine(header, widths);
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

/**
 * Prints the header now and returns a function that prints each row as soon as it is known (a long benchmark shows
 * its progress): columns as wide as their header or the given minimum.
 */
export function streamTable(header: string[], minWidths: number[]): (row: string[]) => void {
  const line = alignedLine(
    header,
    header.map((h, i) => Math.max(h.length, minWidths[i] ?? 0)),
  );
  console.log(line(header));
  return (row) => console.log(line(row));
}

function alignedLine(header: string[], widths: number[]) {
  return (cells: string[]) =>
    header
      .map((_, i) => {
        const cell = cells[i] ?? "";
        return i > 0 && numeric.test(cell) ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0);
      })
      .join("  ")
      .trimEnd();
}
