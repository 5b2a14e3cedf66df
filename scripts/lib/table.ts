/** Prints rows as aligned columns: text left-aligned, numbers (and "12 ms") right-aligned. */
export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const numeric = /^[\d.,/ ]+( ms| s)?$/;
  const line = (cells: string[]) =>
    header
      .map((_, i) => {
        const cell = cells[i] ?? "";
        return i > 0 && numeric.test(cell) ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0);
      })
      .join("  ")
      .trimEnd();
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}
