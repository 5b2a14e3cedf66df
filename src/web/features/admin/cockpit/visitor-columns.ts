import { text, visitorIdentity } from "../shared/admin-format";
import { type Column, date, location, plain } from "../shared/columns";

/** What the visitors tab shows of each page view; stored text is rendered as text (React escapes it). */
export const VISITOR_COLUMNS: Column[] = [
  date("visitTimestamp", "Visited"),
  {
    label: "Visitor",
    render: (row) => (row.identifiedEmail ? text(row.identifiedEmail) : visitorIdentity(row.persistentUserId)),
  },
  plain("page", "Page"),
  { label: "Query", render: (row) => (row.query ? text(row.query) : "") },
  location,
  plain("deviceType", "Device"),
  { label: "Returning", render: (row) => (row.isReturningVisitor ? `Yes (${text(row.visitCount)} visits)` : "No") },
  plain("referrer", "Referrer"),
];
