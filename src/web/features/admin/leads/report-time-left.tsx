import { describeDeadline, reportDeadline } from "@shared/audit-report-deadline";
import { useEffect, useState } from "react";
import { cn } from "~/lib/cn";
import { type AdminWords, useAdminLanguage, useAdminWords } from "../shared/admin-language";
import type { Row } from "../shared/columns";
import { useReportStatus } from "./report-status-events";

const DEADLINE_WORDS: AdminWords<{ dueToday: string }> = {
  fr: { dueToday: "à rendre aujourd'hui" },
  en: { dueToday: "due today" },
};

/** The time now, again every minute (the hours left count down while the tab stays open). */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * "47 h restantes", "en retard de 3 h" on a request whose 48-hour report is not sent (decision 0041: the same
 * count as the overview and the digest); nothing once it is.
 */
export function ReportTimeLeft({ row }: { row: Row }) {
  const language = useAdminLanguage();
  const t = useAdminWords(DEADLINE_WORDS);
  const now = useMinuteClock();
  const status = useReportStatus(String(row.id), row.reportStatus);
  const created = new Date(typeof row.createdAt === "string" ? row.createdAt : Number.NaN);
  if (status !== "new" || Number.isNaN(created.getTime())) return null;
  const deadline = reportDeadline(created, now);
  return (
    <span
      data-testid="report-time-left"
      className={cn(
        "mt-1 w-fit whitespace-nowrap rounded px-1.5 text-xs font-semibold",
        deadline.overdue
          ? "bg-red-100 text-red-800"
          : deadline.dueToday
            ? "bg-amber-100 text-amber-950"
            : "bg-slate-100 text-slate-700",
      )}
    >
      {describeDeadline(deadline, language)}
      {deadline.dueToday ? ` · ${t.dueToday}` : ""}
    </span>
  );
}
