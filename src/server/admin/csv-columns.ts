import { HEAR_ABOUT_LABELS } from "@shared/content/optimaite/lead-dialogs";
import {
  CALLBACK_LABELS,
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
import { REPORT_STATUS_LABELS } from "@shared/schemas/audit-report";
import { PIPELINE_STATUS_LABELS } from "@shared/schemas/pipeline";
import type { AdminTab } from "./admin-tabs";

// What a CSV export calls each column and how it writes coded values: the words the owner reads in the back office,
// not the stored codes ("GE" → "Genève", "report-sent" → "Report sent").

const HEADERS: Record<string, string> = {
  createdAt: "Date",
  name: "Name",
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  phone: "Phone",
  company: "Company",
  industry: "Industry",
  hearAbout: "Heard about us",
  locale: "Language",
  message: "Message",
  project: "Project",
  estimatedRoi: "Estimated ROI",
  sessionId: "Session",
  city: "City",
  country: "Country",
  timeSpentSeconds: "Time spent (s)",
  calculationsPerformed: "Calculations",
  inputsChanged: "Inputs changed",
  convertedToDemo: "Converted to demo",
  finalRoiData: "Final ROI",
  visitTimestamp: "Visited",
  page: "Page",
  query: "Query",
  persistentUserId: "Visitor id",
  identifiedEmail: "Identified email",
  deviceType: "Device",
  visitCount: "Visits",
  isReturningVisitor: "Returning",
  referrer: "Referrer",
  source: "Source",
  canton: "Canton",
  status: "Status",
  residenceCountry: "Country of residence",
  annualIncome: "Income",
  has3aPillar: "3rd pillar",
  currentInsurance: "Health insurance",
  mainGoal: "Goal",
  wantsCallback: "Callback",
  callbackTime: "Callback time",
  situation: "Their words",
  sameEmailWithin30Days: "Other requests, same email, within 30 days",
  preAnalysisId: "Pre-analysis",
  reportStatus: "48-hour report",
  confirmedAt: "Confirmed",
  unsubscribedAt: "Unsubscribed",
  pipelineStatus: "Pipeline status",
  followUpOn: "Follow-up day",
  ownerNote: "Latest note",
  firstSource: "Source",
  lastSource: "Last touch",
  id: "Id",
};

/** Where a tab names a column differently. */
const TAB_HEADERS: Partial<Record<AdminTab, Record<string, string>>> = {
  audits: { status: "Situation" },
  newsletter: { createdAt: "Subscribed", bouncedAt: "Bouncing since" },
  calculator: { createdAt: "Started" },
};

/** Every lead tab: the pipeline's words, and the lead's language in its own words ("fr" → "Français"). */
const LEAD_LABELS = { pipelineStatus: PIPELINE_STATUS_LABELS, locale: LANGUAGE_NAMES };

const VALUE_LABELS: Record<AdminTab, Record<string, Record<string, string>>> = {
  contacts: { ...LEAD_LABELS, hearAbout: HEAR_ABOUT_LABELS },
  demos: LEAD_LABELS,
  calculator: LEAD_LABELS,
  visitors: {},
  newsletter: {
    ...LEAD_LABELS,
    status: { pending: "Pending", subscribed: "Subscribed", unsubscribed: "Unsubscribed" },
  },
  audits: {
    ...LEAD_LABELS,
    canton: CANTON_LABELS,
    status: STATUS_LABELS,
    residenceCountry: RESIDENCE_COUNTRY_LABELS,
    annualIncome: INCOME_LABELS,
    has3aPillar: HAS_3A_LABELS,
    currentInsurance: INSURANCE_LABELS,
    mainGoal: GOAL_LABELS,
    wantsCallback: CALLBACK_LABELS,
    callbackTime: CALLBACK_TIME_LABELS,
    reportStatus: REPORT_STATUS_LABELS,
  },
};

export function csvHeader(tab: AdminTab, keys: string[]): string[] {
  return keys.map((key) => TAB_HEADERS[tab]?.[key] ?? HEADERS[key] ?? key);
}

/**
 * "+41 79 123 45 67" as "0041 79 123 45 67", the same number as dialled from Switzerland: a spreadsheet reads a cell
 * starting with + as a formula, so csvCell would write it "'+41…" and the apostrophe would show. Anything else is
 * left for csvCell to defuse.
 */
const dialledFromSwitzerland = (phone: string) => (/^\+\d[\d ]*$/.test(phone) ? `00${phone.slice(1)}` : phone);

/** Cells that point to a page of the back office: its absolute address, which opens from the spreadsheet. */
const ADMIN_LINKS: Record<string, (id: string) => string> = {
  preAnalysisId: (id) => `/admin/pre-analyses/${encodeURIComponent(id)}`,
};

/**
 * A row's cells in the order of `keys`, codes replaced by their labels (an unknown code is kept as it is) and ids of
 * back-office pages by their address on `siteUrl`.
 */
export function csvCells(tab: AdminTab, keys: string[], row: Record<string, unknown>, siteUrl: string): unknown[] {
  const labels = VALUE_LABELS[tab];
  return keys.map((key) => {
    const value = row[key];
    if (typeof value !== "string") return value;
    if (key === "phone") return dialledFromSwitzerland(value);
    const link = ADMIN_LINKS[key];
    return link ? `${siteUrl}${link(value)}` : (labels[key]?.[value] ?? value);
  });
}
