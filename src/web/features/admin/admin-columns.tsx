import type { ReactNode } from "react";
import {
  CALLBACK_TIME_LABELS,
  CANTON_LABELS,
  GOAL_LABELS,
  HAS_3A_LABELS,
  INCOME_LABELS,
  INSURANCE_LABELS,
  STATUS_LABELS,
} from "../../../shared/content/swisshack/audit-options";
import type { ReportStatus } from "../../../shared/schemas/audit-report";
import { formatPhone } from "../../../shared/schemas/phone";
import { formatDate, formatDuration, formatRoi, text, visitorIdentity } from "./admin-format";
import { ReportStatusControl } from "./report-status-control";

export type Row = Record<string, unknown>;
export interface Column {
  label: string;
  render: (row: Row) => ReactNode;
  /** Kept in view at the table's right edge when the table scrolls sideways (a row's actions). */
  sticky?: boolean;
}

function PreAnalysisLinks({ id }: { id: unknown }) {
  if (typeof id !== "string") return "None";
  return (
    <span className="flex gap-3 whitespace-nowrap">
      <a className="font-medium text-primary underline" href={`/admin/pre-analyses/${id}`}>
        View
      </a>
      <a className="font-medium text-primary underline" href={`/api/admin/pre-analyses/${id}/pdf`} download>
        PDF
      </a>
    </span>
  );
}

const plain = (key: string, label: string): Column => ({ label, render: (row) => text(row[key]) });
/** A stored code shown as the words a person reads ("GE" → "Genève"), the code itself when unknown. */
const labelled = (key: string, label: string, labels: Record<string, string>): Column => ({
  label,
  render: (row) => labels[text(row[key])] ?? text(row[key]),
});
const date = (key: string, label = "Date"): Column => ({ label, render: (row) => formatDate(row[key]) });

/** What each tab shows; stored text is rendered as text (React escapes it). */
export const COLUMNS: Record<string, Column[]> = {
  contacts: [
    date("createdAt"),
    plain("name", "Name"),
    plain("email", "Email"),
    plain("company", "Company"),
    plain("industry", "Industry"),
    plain("hearAbout", "Heard about us"),
    plain("message", "Message"),
  ],
  demos: [
    date("createdAt"),
    plain("name", "Name"),
    plain("email", "Email"),
    plain("company", "Company"),
    plain("industry", "Industry"),
    plain("project", "Project"),
    { label: "ROI attached", render: (row) => formatRoi(row.estimatedRoi) },
  ],
  calculator: [
    date("createdAt", "Started"),
    { label: "Location", render: (row) => [row.city, row.country].filter(Boolean).join(", ") || "Unknown" },
    { label: "Time spent", render: (row) => formatDuration(row.timeSpentSeconds) },
    plain("calculationsPerformed", "Calculations"),
    plain("inputsChanged", "Inputs changed"),
    { label: "Converted", render: (row) => (row.convertedToDemo ? "Demo booked" : "No") },
    {
      label: "Monthly ROI",
      render: (row) => formatRoi((row.finalRoiData as { results?: unknown } | null)?.results).replace(/^Yes: /, ""),
    },
  ],
  visitors: [
    date("visitTimestamp", "Visited"),
    {
      label: "Visitor",
      render: (row) => (row.identifiedEmail ? text(row.identifiedEmail) : visitorIdentity(row.persistentUserId)),
    },
    plain("page", "Page"),
    { label: "Query", render: (row) => (row.query ? text(row.query) : "") },
    { label: "Location", render: (row) => [row.city, row.country].filter(Boolean).join(", ") || "Unknown" },
    plain("deviceType", "Device"),
    { label: "Returning", render: (row) => (row.isReturningVisitor ? `Yes (${text(row.visitCount)} visits)` : "No") },
    plain("referrer", "Referrer"),
  ],
  audits: [
    date("createdAt"),
    { label: "Name", render: (row) => `${text(row.firstName)} ${text(row.lastName)}` },
    {
      label: "48-hour report",
      render: (row) => (
        <ReportStatusControl
          key={`${String(row.id)}-${String(row.reportStatus)}`}
          id={String(row.id)}
          createdAt={row.createdAt}
          initial={(row.reportStatus as ReportStatus) ?? "new"}
          who={text(row.email)}
        />
      ),
    },
    plain("email", "Email"),
    { label: "Phone", render: (row) => (typeof row.phone === "string" ? formatPhone(row.phone) : text(row.phone)) },
    labelled("canton", "Canton", CANTON_LABELS),
    labelled("status", "Situation", STATUS_LABELS),
    labelled("annualIncome", "Income", INCOME_LABELS),
    labelled("has3aPillar", "3rd pillar", HAS_3A_LABELS),
    labelled("currentInsurance", "Health insurance", INSURANCE_LABELS),
    labelled("mainGoal", "Goal", GOAL_LABELS),
    {
      label: "Callback",
      render: (row) =>
        row.wantsCallback === "yes"
          ? `Yes${row.callbackTime ? ` (${CALLBACK_TIME_LABELS[text(row.callbackTime) as keyof typeof CALLBACK_TIME_LABELS] ?? text(row.callbackTime)})` : ""}`
          : "No",
    },
    plain("situation", "Their words"),
    { label: "Pre-analysis", render: (row) => <PreAnalysisLinks id={row.preAnalysisId} />, sticky: true },
  ],
  newsletter: [
    date("createdAt", "Subscribed"),
    plain("email", "Email"),
    plain("status", "Status"),
    date("confirmedAt", "Confirmed"),
  ],
};
