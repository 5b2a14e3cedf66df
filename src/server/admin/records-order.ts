import { type SQL, sql } from "drizzle-orm";
import { auditRequests } from "../db/schema";
import { type AdminTab, cursorFilter, decodeCursor, makeCursor, newestFirst, type TabSpec } from "./admin-tabs";

/** How a records tab is ordered and paged (keyset): its ORDER BY, the rows after a cursor, a row's cursor. */
export interface RecordsOrder {
  orderBy(): SQL[];
  after(cursor: string | undefined): SQL | undefined;
  cursorOf(row: Record<string, unknown>, time: Date): string;
}

const reportPending = sql`${auditRequests.reportStatus} = 'new'`;

/**
 * The Audits tab by urgency (decision 0041): the requests whose report is not sent first, the earliest due first
 * (their due time is their creation plus 48 hours, so oldest created first), then the others newest first. A
 * cursor carries whether its row was still waiting, so the next page starts in the right group.
 */
const auditsByUrgency: RecordsOrder = {
  orderBy: () => [
    sql`(case when ${reportPending} then 0 else 1 end) asc`,
    sql`(case when ${reportPending} then ${auditRequests.createdAt} end) asc`,
    sql`(case when ${reportPending} then ${auditRequests.id} end) asc`,
    sql`${auditRequests.createdAt} desc nulls last`,
    sql`${auditRequests.id} desc nulls last`,
  ],
  after: (cursor) => {
    const position = cursor ? decodeCursor(cursor) : undefined;
    if (!position) return undefined;
    const key = sql`(${auditRequests.createdAt}, ${auditRequests.id})`;
    const at = sql`(${position.time}, ${position.id})`;
    return position.pending
      ? sql`(not ${reportPending} or ${key} > ${at})`
      : sql`(not ${reportPending} and ${key} < ${at})`;
  },
  cursorOf: (row, time) => makeCursor(time, String(row.id), row.reportStatus === "new"),
};

const newestFirstOrder = (spec: TabSpec): RecordsOrder => ({
  orderBy: () => newestFirst(spec),
  after: (cursor) => cursorFilter(spec, cursor),
  cursorOf: (row, time) => makeCursor(time, String(row.id)),
});

/** The list's order: newest first, except the Audits tab's urgency. */
export const recordsOrder = (tab: AdminTab, spec: TabSpec): RecordsOrder =>
  tab === "audits" ? auditsByUrgency : newestFirstOrder(spec);
