import type { DocumentBlock } from "@shared/pre-analysis/document";
import { ScrollRegion } from "~/components/ui/scroll-region";
import { cn } from "~/lib/cn";
import type { PreAnalysisLabels } from "./labels";

type TableBlock = Extract<DocumentBlock, { kind: "table" }>;

/**
 * A table of the document (the deductibles): a table from 640 px, stacked cards below, where a row of five columns
 * would not fit. Only one of the two is displayed, so assistive technology meets it once.
 */
export function DocumentTable({
  table,
  labels,
}: {
  table: TableBlock;
  labels: Pick<PreAnalysisLabels, "recommended" | "referenceSeparator">;
}) {
  const [rowHeader, ...valueColumns] = table.columns;
  return (
    <>
      <ScrollRegion label={table.caption} className="hidden rounded-xl border bg-white sm:block print:block">
        <table className="w-full text-sm">
          <caption className="px-4 pt-3 text-left font-semibold">{table.caption}</caption>
          <thead>
            <tr className="border-b">
              {table.columns.map((column) => (
                <th key={column} scope="col" className="px-4 py-2 text-left font-medium text-muted-foreground">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, index) => (
              <tr
                key={row.join("|")}
                className={cn("border-b last:border-0", index === table.highlightRow && "bg-green-50 font-semibold")}
                aria-current={index === table.highlightRow ? "true" : undefined}
              >
                {row.map((cell, cellIndex) =>
                  cellIndex === 0 ? (
                    <th key={table.columns[cellIndex]} scope="row" className="px-4 py-2 text-left">
                      {cell}
                    </th>
                  ) : (
                    <td key={table.columns[cellIndex]} className="px-4 py-2">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <section aria-label={table.caption} className="space-y-3 sm:hidden print:hidden">
        <p className="font-semibold">{table.caption}</p>
        <ul className="space-y-3">
          {table.rows.map((row, index) => (
            <li
              key={row.join("|")}
              aria-current={index === table.highlightRow ? "true" : undefined}
              className={cn(
                "rounded-xl border bg-white p-4",
                index === table.highlightRow && "border-green-400 bg-green-50",
              )}
            >
              <p className="font-bold">
                {`${rowHeader}${labels.referenceSeparator}${row[0]}`}
                {index === table.highlightRow && (
                  <>
                    {" "}
                    <span className="text-sm text-green-800">{labels.recommended}</span>
                  </>
                )}
              </p>
              <dl className="mt-2 space-y-1 text-sm">
                {valueColumns.map((column, columnIndex) => (
                  <div key={column} className="flex justify-between gap-3">
                    <dt className="text-muted-foreground">{column}</dt>
                    <dd className="text-right font-medium">{row[columnIndex + 1]}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
