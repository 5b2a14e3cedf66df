import { OPTIMAITE_LEAD_DIALOGS_FR } from "@shared/content/optimaite/fr/lead-dialogs";
import { HEAR_ABOUT_LABELS } from "@shared/content/optimaite/lead-dialogs";
import {
  CALLBACK_TIME_LABELS,
  CANTON_LABELS,
  GOAL_LABELS,
  HAS_3A_LABELS,
  INCOME_LABELS,
  INSURANCE_LABELS,
  RESIDENCE_COUNTRY_LABELS,
  STATUS_LABELS,
} from "@shared/content/swisshack/audit-options";
import { LANGUAGE_NAMES } from "@shared/i18n/locales";
import type { ReportStatus } from "@shared/schemas/audit-report";
import { formatPhone } from "@shared/schemas/phone";
import { formatDate, formatDuration, formatRoi, text } from "../shared/admin-format";
import { type AdminLanguage, useAdminLanguage, useAdminWords } from "../shared/admin-language";
import { type Column, date, location, plain, type Row } from "../shared/columns";
import { preAnalysisPdfUrl } from "./leads-api";
import { LEAD_CELL_WORDS } from "./leads-words";
import { PremiumPaymentLink } from "./premium-payment-link";
import { ReportStatusControl } from "./report-status-control";
import { ReportTimeLeft } from "./report-time-left";

export type { Column, Row };

function PreAnalysisLinks({ id }: { id: unknown }) {
  const t = useAdminWords(LEAD_CELL_WORDS);
  if (typeof id !== "string") return t.none;
  return (
    <span className="flex gap-3 whitespace-nowrap">
      <a className="font-medium text-primary underline" href={`/admin/pre-analyses/${id}`}>
        {t.view}
      </a>
      <a className="font-medium text-primary underline" href={preAnalysisPdfUrl(id)} download>
        {t.pdf}
      </a>
    </span>
  );
}

/** The name and address, flagged when the same address sent another request within 30 days (before or after). */
function AuditName({ row }: { row: Row }) {
  const t = useAdminWords(LEAD_CELL_WORDS);
  const others = Number(row.sameEmailWithin30Days ?? 0);
  return (
    <span className="flex max-w-48 flex-col">
      <span className="truncate whitespace-nowrap">{`${text(row.firstName)} ${text(row.lastName)}`}</span>
      <span className="truncate text-xs text-muted-foreground" title={text(row.email)}>
        {text(row.email)}
      </span>
      {others > 0 && (
        <span className="w-fit rounded bg-amber-100 px-1.5 text-xs font-semibold text-amber-950">
          {t.duplicate(others)}
        </span>
      )}
    </span>
  );
}

/** "30 Nov 2026" above "14:05": a narrower column than the date and time on one line. */
function StackedDate({ value }: { value: unknown }) {
  const [day, time] = formatDate(value, useAdminLanguage()).split(", ");
  return (
    <span className="flex flex-col whitespace-nowrap">
      {day}
      <span className="text-xs text-muted-foreground">{time}</span>
    </span>
  );
}

/** The phone number, and whether and when the person wants to be called. */
function AuditPhone({ row }: { row: Row }) {
  const t = useAdminWords(LEAD_CELL_WORDS);
  const time = text(row.callbackTime);
  const when = CALLBACK_TIME_LABELS[time as keyof typeof CALLBACK_TIME_LABELS] ?? time;
  return (
    <span className="flex max-w-36 flex-col">
      <span className="whitespace-nowrap">
        {typeof row.phone === "string" ? formatPhone(row.phone) : text(row.phone)}
      </span>
      <span className="text-xs text-muted-foreground">
        {row.wantsCallback === "yes" ? (time ? t.callbackYesAt(when) : t.callbackYes) : t.callbackNo}
      </span>
    </span>
  );
}

/** The calculator's ROI without its "Yes: " (every row has one, or says it has none). */
const monthlyRoi = (roi: unknown, language: AdminLanguage) => {
  const words = formatRoi(roi, language);
  return roi && typeof roi === "object" ? words.replace(/^[^:]*:\s*/u, "") : words;
};

/** Where a lead came from: the session's first touch, and the page it was sent from. */
export const SOURCE_COLUMNS: Column[] = [
  { label: "Source", render: (row, language) => text(row.firstSource ?? LEAD_CELL_WORDS[language].unknown) },
  { label: "Last touch", render: (row) => text(row.lastSource ?? "") },
];

/** A stored code shown as the words a person reads ("GE" → "Genève"), the code itself when unknown. */
const labelled = (key: string, label: string, labels: Record<string, string>): Column => ({
  label,
  render: (row) => labels[text(row[key])] ?? text(row[key]),
});
/** The language the lead wrote in, in its own words ("Français"): their emails went out in it. */
const language = labelled("locale", "Language", LANGUAGE_NAMES);

/** How a contact heard about us, as the contact form's options word it in the admin's language. */
const HEAR_ABOUT: Record<AdminLanguage, Record<string, string>> = {
  en: HEAR_ABOUT_LABELS,
  fr: OPTIMAITE_LEAD_DIALOGS_FR.HEAR_ABOUT_LABELS,
};
const hearAbout: Column = {
  label: "Heard about us",
  render: (row, language) => HEAR_ABOUT[language][text(row.hearAbout)] ?? text(row.hearAbout),
};

/** The lead's name, kept in view as a wide table scrolls sideways (its messages and pipeline do not fit 1280 px). */
const whoColumn: Column = { ...plain("name", "Name"), stickyStart: true };

/** What each lead tab shows; stored text is rendered as text (React escapes it). */
export const COLUMNS: Record<string, Column[]> = {
  contacts: [
    date("createdAt"),
    whoColumn,
    plain("email", "Email"),
    plain("company", "Company"),
    plain("industry", "Industry"),
    hearAbout,
    language,
    plain("message", "Message"),
  ],
  demos: [
    date("createdAt"),
    whoColumn,
    plain("email", "Email"),
    plain("company", "Company"),
    plain("industry", "Industry"),
    language,
    plain("project", "Project"),
    { label: "ROI attached", render: (row, language) => formatRoi(row.estimatedRoi, language) },
  ],
  calculator: [
    date("createdAt", "Started"),
    location,
    { label: "Time spent", render: (row, language) => formatDuration(row.timeSpentSeconds, language) },
    plain("calculationsPerformed", "Calculations"),
    plain("inputsChanged", "Inputs changed"),
    {
      label: "Converted",
      render: (row, language) => LEAD_CELL_WORDS[language][row.convertedToDemo ? "demoBooked" : "no"],
    },
    {
      label: "Monthly ROI",
      render: (row, language) => monthlyRoi((row.finalRoiData as { results?: unknown } | null)?.results, language),
    },
  ],
  audits: [
    {
      label: "Date",
      // The hours left to the 48-hour report (or past it) under the request's date, while it is not sent.
      render: (row) => (
        <span className="flex flex-col">
          <StackedDate value={row.createdAt} />
          <ReportTimeLeft row={row} />
        </span>
      ),
    },
    // Who, how to reach them, in which language and where they came from: the rest waits in the row's detail view.
    { label: "Name", render: (row) => <AuditName row={row} /> },
    { label: "Phone", render: (row) => <AuditPhone row={row} /> },
    language,
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
 * What a tab shows in a row's detail view rather than in its table, so that the table fits a 1280 px screen: its own
 * secondary answers, and the labels of the `extra` columns (the lead pipeline) that go there too.
 */
const DETAILS: Record<string, { own: Column[]; extra: readonly string[] }> = {
  audits: {
    own: [
      labelled("canton", "Canton", CANTON_LABELS),
      labelled("status", "Situation", STATUS_LABELS),
      {
        label: "Country of residence",
        // Asked of frontaliers only: "Not given" when one skipped it (the pre-analysis then assumes no country).
        render: (row, language) =>
          row.residenceCountry
            ? (RESIDENCE_COUNTRY_LABELS[text(row.residenceCountry) as keyof typeof RESIDENCE_COUNTRY_LABELS] ??
              text(row.residenceCountry))
            : row.status === "frontalier"
              ? LEAD_CELL_WORDS[language].notGiven
              : "",
      },
      labelled("annualIncome", "Income", INCOME_LABELS),
      labelled("has3aPillar", "3rd pillar", HAS_3A_LABELS),
      labelled("currentInsurance", "Health insurance", INSURANCE_LABELS),
      labelled("mainGoal", "Goal", GOAL_LABELS),
      plain("situation", "Their words"),
      // The expert's link to order the Premium audit, shown and copied or emailed (issue 57).
      { label: "Premium payment link", render: (row) => <PremiumPaymentLink auditRequestId={String(row.id)} /> },
    ],
    extra: ["Last touch", "Pipeline"],
  },
};

const inDetails = (tab: string, column: Column) => DETAILS[tab]?.extra.includes(column.label) ?? false;

/**
 * A tab's columns in table order: its own, then `extra` (the lead pipeline) minus those it already places itself or
 * shows in the detail view, then its sticky ones (a row's actions, kept at the right edge).
 */
export function tableColumns(tab: string, extra: Column[] = []): Column[] {
  const own = COLUMNS[tab] ?? [];
  const added = extra.filter((column) => !own.some((mine) => mine.label === column.label) && !inDetails(tab, column));
  return [...own.filter((c) => !c.sticky), ...added, ...own.filter((c) => c.sticky)];
}

/** What a row's detail view shows, in order; none for a tab whose table holds everything. */
export function detailColumns(tab: string, extra: Column[] = []): Column[] {
  const details = DETAILS[tab];
  return details ? [...details.own, ...extra.filter((column) => inDetails(tab, column))] : [];
}
