import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";

/** The admin's deep links (issue 55): `/admin?tab=audits&id=<uuid>` opens a tab and highlights a row. */
export const adminRowPath = (tab: string, id?: string) =>
  `/admin?${new URLSearchParams(id ? { tab, id } : { tab }).toString()}`;

/**
 * The open tab, kept in the address (`?tab=`) so that a link (the daily digest's, the overview's counts) opens it;
 * the overview when none. Choosing a tab forgets the highlighted row.
 */
export function useAdminTab(): [string, (tab: string) => void] {
  const [params, setParams] = useSearchParams();
  const tab = params.get("tab") ?? "overview";
  const setTab = (next: string) =>
    setParams(next === "overview" ? {} : { tab: next }, { replace: true, preventScrollReset: true });
  return [tab, setTab];
}

/** The row a deep link asks to highlight (`?id=`), or null. */
export function useHighlightedRowId(): string | null {
  const [params] = useSearchParams();
  return params.get("id");
}

/** A table row's highlight when a deep link names it: marked, outlined and scrolled into view once. */
export function useRowHighlight(id: string) {
  const highlighted = useHighlightedRowId() === id;
  const ref = useRef<HTMLTableRowElement>(null);
  useEffect(() => {
    if (highlighted) ref.current?.scrollIntoView({ block: "center" });
  }, [highlighted]);
  return highlighted
    ? { ref, "aria-current": true, className: "bg-amber-50 outline outline-2 -outline-offset-2 outline-amber-500" }
    : { ref };
}
