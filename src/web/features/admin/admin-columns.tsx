import type { ReactNode } from "react";
import {
  CALLBACK_TIME_LABELS,
  CANTON_LABELS,
  GOAL_LABELS,
  HAS_3A_LABELS,
  INCOME_LABELS,
  INSURANCE_LABELS,
  RESIDENCE_COUNTRY_LABELS,
  STATUS_LABELS,
} from "../../../shared/content/swisshack/audit-options";
import { LANGUAGE_NAMES } from "../../../shared/i18n/locales";
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

/** The name, flagged when the same address sent another request within 30 days (before or after). */
function AuditName({ row }: { row: Row }) {
  const others = Number(row.sameEmailWithin30Days ?? 0);
  return (
    <span className="flex flex-col whitespace-nowrap">
      {`${text(row.firstName)} ${text(row.lastName)}`}
      {others > 0 && (
        <span className="w-fit rounded bg-amber-100 px-1.5 text-xs font-semibold text-amber-950">
          Duplicate: {others} other request{others > 1 ? "s" : ""} within 30 days
        </span>
      )}
    </span>
  );
}

/** Where a lead came from: the session's first touch, and the page it was sent from. */
export const SOURCE_COLUMNS: Column[] = [
  { label: "Source", render: (row) => text(row.firstSource ?? "Unknown") },
  { label: "Last touch", render: (row) => text(row.lastSource ?? "") },
];

const plain = (key: string, label: string): Column => ({ label, render: (row) => text(row[key]) });
/** A stored code shown as the words a person reads ("GE" → "Genève"), the code itself when unknown. */
const labelled = (key: string, label: string, labels: Record<string, string>): Column => ({
  label,
  render: (row) => labels[text(row[key])] ?? text(row[key]),
});
const date = (key: string, label = "Date"): Column => ({ label, render: (row) => formatDate(row[key]) });
/** The language the lead wrote in, in its own words ("Français"): their emails went out in it. */
const language = labelled("locale", "Language", LANGUAGE_NAMES);

/** What each tab shows; stored text is rendered as text (React escapes it). */
export const COLUMNS: Record<string, Column[]> = {
  contacts: [
    date("createdAt"),
    plain("name", "Name"),
    plain("email", "Email"),
    plain("company", "Company"),
    plain("industry", "Industry"),
    plain("hearAbout", "Heard about us"),
    language,
    plain("message", "Message"),
  ],
  demos: [
    date("createdAt"),
    plain("name", "Name"),
    plain("email", "Email"),
    plain("company", "Company"),
    plain("industry", "Industry"),
    language,
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
    // Who, how to reach them, whether they want a call and where they came from: in view before any sideways scroll.
    { label: "Name", render: (row) => <AuditName row={row} /> },
    { label: "Phone", render: (row) => (typeof row.phone === "string" ? formatPhone(row.phone) : text(row.phone)) },
    {
      label: "Callback",
      render: (row) =>
        row.wantsCallback === "yes"
          ? `Yes${row.callbackTime ? ` (${CALLBACK_TIME_LABELS[text(row.callbackTime) as keyof typeof CALLBACK_TIME_LABELS] ?? text(row.callbackTime)})` : ""}`
          : "No",
    },
    ...SOURCE_COLUMNS,
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
    labelled("canton", "Canton", CANTON_LABELS),
    labelled("status", "Situation", STATUS_LABELS),
    {
      label: "Country of residence",
      // Asked of frontaliers only: "Not given" when one skipped it (the pre-analysis then assumes no country).
      render: (row) =>
        row.residenceCountry
          ? (RESIDENCE_COUNTRY_LABELS[text(row.residenceCountry) as keyof typeof RESIDENCE_COUNTRY_LABELS] ??
            text(row.residenceCountry))
          : row.status === "frontalier"
            ? "Not given"
            : "",
    },
    language,
    labelled("annualIncome", "Income", INCOME_LABELS),
    labelled("has3aPillar", "3rd pillar", HAS_3A_LABELS),
    labelled("currentInsurance", "Health insurance", INSURANCE_LABELS),
    labelled("mainGoal", "Goal", GOAL_LABELS),
    plain("situation", "Their words"),
    { label: "Pre-analysis", render: (row) => <PreAnalysisLinks id={row.preAnalysisId} />, sticky: true },
  ],
  newsletter: [
    date("createdAt", "Subscribed"),
    plain("email", "Email"),
    plain("status", "Status"),
    language,
    date("confirmedAt", "Confirmed"),
    date("bouncedAt", "Bouncing since"),
  ],
};

/**
 * A tab's columns in table order: its own, then `extra` (the lead pipeline) minus those it already places itself,
 * then its sticky ones (a row's actions, kept at the right edge).
 */
export function tableColumns(tab: string, extra: Column[] = []): Column[] {
  const own = COLUMNS[tab] ?? [];
  const added = extra.filter((column) => !own.some((mine) => mine.label === column.label));
  return [...own.filter((c) => !c.sticky), ...added, ...own.filter((c) => c.sticky)];
}
