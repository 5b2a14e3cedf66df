import type { ReactNode } from "react";
import { formatPhone } from "../../../shared/schemas/phone";
import { formatDate, formatDuration, formatRoi, text, visitorIdentity } from "./admin-format";

export type Row = Record<string, unknown>;
export interface Column {
  label: string;
  render: (row: Row) => ReactNode;
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
    plain("email", "Email"),
    { label: "Phone", render: (row) => (typeof row.phone === "string" ? formatPhone(row.phone) : text(row.phone)) },
    plain("canton", "Canton"),
    plain("status", "Status"),
    plain("annualIncome", "Income"),
    plain("mainGoal", "Goal"),
    {
      label: "Callback",
      render: (row) =>
        row.wantsCallback === "yes" ? `Yes${row.callbackTime ? ` (${text(row.callbackTime)})` : ""}` : "No",
    },
    plain("situation", "Situation"),
    { label: "Pre-analysis", render: (row) => <PreAnalysisLinks id={row.preAnalysisId} /> },
  ],
  newsletter: [
    date("createdAt", "Subscribed"),
    plain("email", "Email"),
    plain("status", "Status"),
    date("confirmedAt", "Confirmed"),
  ],
};
