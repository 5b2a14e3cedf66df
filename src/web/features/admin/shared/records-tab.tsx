import type { RecordsPage } from "@shared/schemas/admin-records";
import { Download, Search } from "lucide-react";
import { useCallback, useEffect, useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { ScrollRegion } from "~/components/ui/scroll-region";
import { notifyError } from "~/components/ui/toaster";
import { cn } from "~/lib/cn";
import { text } from "./admin-format";
import { useAdminLanguage, useAdminWords } from "./admin-language";
import { AdminTable, type TableHeader } from "./admin-table";
import { type Column, headingOf, type Row } from "./columns";
import { useErrorText } from "./error-text";
import { RecordDetails } from "./record-details";
import { FRAME_WORDS, RECORDS_WORDS } from "./shared-words";
import { useRowHighlight } from "./use-admin-tab";

// A row's actions stay at the right edge of a table that scrolls sideways (phones, many columns).
const STICKY = "sticky right-0 border-l shadow-[-6px_0_6px_-6px_rgba(15,23,42,0.25)]";
// And who a row is about at its left edge, so a row scrolled sideways still says whose it is.
const STICKY_START = "sticky left-0 z-[1] border-r shadow-[6px_0_6px_-6px_rgba(15,23,42,0.25)]";

/** A column's classes for keeping it in view, as a body cell or a header. */
const stickyClasses = (column: Column, background: "bg-background" | "bg-muted") =>
  cn(column.sticky && [STICKY, background], column.stickyStart && [STICKY_START, background]);

/** The details button's column (named for screen readers only) when there are details, then each column's label. */
const recordHeaders = (columns: Column[], details: string | null): TableHeader[] => [
  ...(details
    ? [{ key: "details", content: <span className="sr-only">{details}</span>, className: "px-2 py-2 font-semibold" }]
    : []),
  ...columns.map((column) => ({
    key: column.label,
    content: headingOf(column),
    className: cn("whitespace-nowrap px-3 py-2 font-semibold", stickyClasses(column, "bg-muted")),
  })),
];

/** Where a record tab's rows come from: its domain's API module (keep it the same object between renders). */
export interface RecordsSource {
  /** One page of rows for the query (filters, search `q`, `cursor`). */
  page: (query: URLSearchParams) => Promise<RecordsPage>;
  /** The CSV export's address for the query string (filters and search). */
  exportUrl: (query: string) => string;
}

/** The rows loaded so far for the tab's filters and search, the cursor of the next page, and loading it. */
function useRecordPages(source: RecordsSource, params: Record<string, string>, search: string) {
  const loadFailed = useAdminWords(RECORDS_WORDS).loadFailed;
  const says = useErrorText();
  const [rows, setRows] = useState<Row[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const filters = new URLSearchParams(params).toString();

  const load = useCallback(
    async (after: string | null, q: string) => {
      setLoading(true);
      try {
        const query = new URLSearchParams(filters);
        if (q) query.set("q", q);
        if (after) query.set("cursor", after);
        const page = await source.page(query);
        setRows((current) => (after ? [...current, ...page.rows] : page.rows));
        setCursor(page.nextCursor);
      } catch (error) {
        notifyError(loadFailed, says(error));
      } finally {
        setLoading(false);
      }
    },
    [source, filters, loadFailed, says],
  );

  useEffect(() => {
    void load(null, search);
  }, [load, search]);

  return { rows, cursor, loading, loadMore: () => void load(cursor, search) };
}

/** The tab's search box (applied on submit) and its CSV export of what the search and filters select. */
function RecordSearch({
  label,
  exportUrl,
  onSearch,
}: {
  label: string;
  exportUrl: string;
  onSearch: (q: string) => void;
}) {
  const id = useId();
  const t = useAdminWords(RECORDS_WORDS);
  const [query, setQuery] = useState("");
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
      <form
        aria-label={t.searchIn(label)}
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(query.trim());
        }}
      >
        <label htmlFor={id} className="sr-only">
          {t.searchIn(label)}
        </label>
        <Input
          id={id}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t.searchPlaceholder}
          className="sm:w-72"
        />
        <Button type="submit" variant="outline" size="icon">
          <Search aria-hidden="true" />
          <span className="sr-only">{t.search}</span>
        </Button>
      </form>
      <Button asChild variant="outline">
        <a href={exportUrl} download>
          <Download aria-hidden="true" />
          {t.exportCsv}
        </a>
      </Button>
    </div>
  );
}

/** One row: its details button when the tab has details, then a cell per column (text cut to one line). */
function RecordRow({ row, columns, details }: { row: Row; columns: Column[]; details: Column[] }) {
  const language = useAdminLanguage();
  const highlight = useRowHighlight(String(row.id));
  return (
    <tr {...highlight}>
      {details.length > 0 && (
        <td className="px-2 py-2">
          <RecordDetails who={text(row.email ?? row.name ?? row.id)} row={row} columns={details} />
        </td>
      )}
      {columns.map((column) => {
        const content = column.render(row, language);
        return (
          <td
            key={column.label}
            className={cn(
              "px-3 py-2",
              typeof content === "string" && "max-w-xs truncate",
              stickyClasses(column, "bg-background"),
            )}
            title={typeof content === "string" ? content : undefined}
          >
            {content}
          </td>
        );
      })}
    </tr>
  );
}

/** One back-office tab: search, table, "Load more" (keyset pages) and CSV export; `params` are the tab's filters. */
export function RecordsTab({
  source,
  label,
  params = {},
  columns,
  details = [],
}: {
  source: RecordsSource;
  label: string;
  params?: Record<string, string>;
  /** The table's columns, in order. */
  columns: Column[];
  /** What a row's detail view shows; none when the table holds everything. */
  details?: Column[];
}) {
  const t = useAdminWords(RECORDS_WORDS);
  const loadingWords = useAdminWords(FRAME_WORDS).loading;
  const [search, setSearch] = useState("");
  const { rows, cursor, loading, loadMore } = useRecordPages(source, params, search);
  const exportQuery = new URLSearchParams({ ...params, ...(search ? { q: search } : {}) }).toString();

  return (
    <div className="space-y-4">
      <RecordSearch label={label} exportUrl={source.exportUrl(exportQuery)} onSearch={setSearch} />
      <ScrollRegion label={t.tableOf(label)} className="rounded-xl border">
        <AdminTable
          headers={recordHeaders(columns, details.length > 0 ? t.details : null)}
          headerScope="col"
          caption={label}
          captionClassName="sr-only"
          headClassName="bg-muted"
          bodyClassName="divide-y"
        >
          {rows.map((row) => (
            <RecordRow key={String(row.id)} row={row} columns={columns} details={details} />
          ))}
        </AdminTable>
        {/* Outside the table: as wide as the visible box, so a phone shows it rather than the table's middle. */}
        {!loading && rows.length === 0 && <p className="px-3 py-8 text-center text-muted-foreground">{t.empty}</p>}
      </ScrollRegion>
      {loading && <p role="status">{loadingWords}</p>}
      {cursor && !loading && (
        <Button variant="outline" onClick={loadMore}>
          {t.loadMore}
        </Button>
      )}
    </div>
  );
}
