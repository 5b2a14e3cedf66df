import type { ReportStatus } from "@shared/schemas/audit-report";
import { useEffect, useState } from "react";

// A request's 48-hour report status as saved from its row, told to the other cells that show it (the hours left
// under the date stop counting once the report is marked sent), without reloading the tab.

type Listener = (id: string, status: ReportStatus) => void;
const listeners = new Set<Listener>();

/** Tells every cell showing request `id` that its report status is now `status`. */
export function announceReportStatus(id: string, status: ReportStatus) {
  for (const listener of listeners) listener(id, status);
}

/** The report status of request `id`: as loaded, then as saved from its row. */
export function useReportStatus(id: string, loaded: unknown): unknown {
  const [status, setStatus] = useState(loaded);
  useEffect(() => setStatus(loaded), [loaded]);
  useEffect(() => {
    const listener: Listener = (changed, next) => {
      if (changed === id) setStatus(next);
    };
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, [id]);
  return status;
}
