import type { ReactNode } from "react";

/** One header cell: its words (or an sr-only name) and its own classes. */
export interface TableHeader {
  key: string;
  content: ReactNode;
  className?: string;
}

/**
 * The back office's tables: a caption or an accessible name, one header row, the body's rows as children (each
 * table writes its own cells). `scope="col"` on the headers when the table's readers need it said.
 */
export function AdminTable({
  headers,
  children,
  caption,
  captionClassName,
  className = "w-full text-left text-sm",
  headClassName,
  headRowClassName,
  bodyClassName,
  headerScope,
  ...name
}: {
  headers: TableHeader[];
  children: ReactNode;
  caption?: ReactNode;
  captionClassName?: string;
  className?: string;
  headClassName?: string;
  headRowClassName?: string;
  bodyClassName?: string;
  headerScope?: "col";
  "aria-label"?: string;
  "aria-labelledby"?: string;
}) {
  return (
    <table className={className} {...name}>
      {caption !== undefined && <caption className={captionClassName}>{caption}</caption>}
      <thead className={headClassName}>
        <tr className={headRowClassName}>
          {headers.map((header) => (
            <th key={header.key} scope={headerScope} className={header.className}>
              {header.content}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={bodyClassName}>{children}</tbody>
    </table>
  );
}

/** Header cells that are their own words, each with the same classes (`right` ones aligned to the right too). */
export const headersOf = (labels: string[], className?: string, right: string[] = []): TableHeader[] =>
  labels.map((label) => ({
    key: label,
    content: label,
    className: right.includes(label) ? [className, "text-right"].filter(Boolean).join(" ") : className,
  }));
