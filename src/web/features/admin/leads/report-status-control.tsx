import { REPORT_PROMISED_WITHIN_HOURS, REPORT_STATUSES, type ReportStatus } from "@shared/schemas/audit-report";
import { useState } from "react";
import { Link } from "react-router";
import { Select } from "~/components/ui/select";
import { notify, notifyError } from "~/components/ui/toaster";
import { formatDate } from "../shared/admin-format";
import { type AdminLanguage, useAdminLanguage } from "../shared/admin-language";
import { errorText } from "../shared/error-text";
import { STATUS_WORDS } from "../shared/shared-words";
import { saveReportStatus } from "./leads-api";
import { REPORT_WORDS } from "./leads-words";
import { announceReportStatus } from "./report-status-events";

const HOUR_MS = 3_600_000;

/** "Due 14 Jun 2026, 09:30" while the report is not sent, "Overdue since …" after the 48 hours (or in French). */
export function reportDeadline(
  createdAt: unknown,
  language: AdminLanguage,
  now = Date.now(),
): { text: string; overdue: boolean } | null {
  const created = new Date(typeof createdAt === "string" || createdAt instanceof Date ? createdAt : Number.NaN);
  if (Number.isNaN(created.getTime())) return null;
  const due = new Date(created.getTime() + REPORT_PROMISED_WITHIN_HOURS * HOUR_MS);
  const overdue = due.getTime() < now;
  const t = REPORT_WORDS[language];
  const when = formatDate(due, language);
  return { text: overdue ? t.overdueSince(when) : t.due(when), overdue };
}

/** The audit's 48-hour report step (new → report sent → called), saved as soon as it is chosen. */
export function ReportStatusControl({
  id,
  createdAt,
  initial,
  who,
}: {
  id: string;
  createdAt: unknown;
  initial: ReportStatus;
  who: string;
}) {
  const language = useAdminLanguage();
  const t = REPORT_WORDS[language];
  const labels = STATUS_WORDS[language].report;
  const [status, setStatus] = useState<ReportStatus>(initial);
  const [saving, setSaving] = useState(false);
  const deadline = status === "new" ? reportDeadline(createdAt, language) : null;

  const save = async (next: ReportStatus) => {
    const previous = status;
    setStatus(next);
    setSaving(true);
    try {
      const saved = await saveReportStatus(id, next);
      setStatus(saved.status);
      announceReportStatus(id, saved.status);
      notify(t.updated, `${who} · ${labels[saved.status]}`);
    } catch (error) {
      setStatus(previous);
      notifyError(t.notUpdated, errorText(error, language));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="flex min-w-40 flex-col gap-1">
      <Select
        aria-label={t.reportOf(who)}
        options={REPORT_STATUSES.map((value) => ({ value, label: labels[value] }))}
        value={status}
        disabled={saving}
        onChange={(event) => void save(event.target.value as ReportStatus)}
        className="w-40"
      />
      <Link
        to={`/admin/audits/${encodeURIComponent(id)}/report`}
        className="text-xs font-medium text-primary underline"
        aria-label={t.write(who)}
      >
        {t.writeShort}
      </Link>
      {deadline && (
        <span className={deadline.overdue ? "text-xs font-semibold text-red-700" : "text-xs text-muted-foreground"}>
          {deadline.text}
        </span>
      )}
    </div>
  );
}
