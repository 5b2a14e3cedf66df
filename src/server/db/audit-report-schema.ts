import { customType, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { auditRequests } from "./leads-schema";
import { createdAt, id } from "./schema-columns";

// The personalised 48-hour report of an audit request (issue 55): written in the admin, sent once as a PDF.

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/** The report being written: one draft per audit request, saved as the expert types. */
export const auditReportDrafts = pgTable("audit_report_drafts", {
  auditRequestId: uuid("audit_request_id")
    .primaryKey()
    .references(() => auditRequests.id, { onDelete: "cascade" }),
  /** The report's document (src/shared/schemas/audit-report-document.ts): sections, recommendations, language. */
  document: jsonb("document").notNull(),
  updatedBy: text("updated_by"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Each report sent: the PDF as the person received it, who sent it and when. Deleted with its request. */
export const auditReportsSent = pgTable(
  "audit_reports_sent",
  {
    id: id(),
    auditRequestId: uuid("audit_request_id")
      .notNull()
      .references(() => auditRequests.id, { onDelete: "cascade" }),
    document: jsonb("document").notNull(),
    pdf: bytea("pdf").notNull(),
    sentBy: text("sent_by").notNull(),
    sentByEmail: text("sent_by_email").notNull(),
    /** The outbox row that carries the email (exactly once across instances). */
    outboxId: uuid("outbox_id"),
    createdAt: createdAt(),
  },
  (t) => [index("audit_reports_sent_request_idx").on(t.auditRequestId, t.createdAt.desc())],
);
