import { getTableColumns, is, SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { visitDailyStats, websiteVisits } from "../db/schema";
import type { NewVisit } from "./visit-rows";

type Writer = Pick<Db, "execute">;

const columns = Object.entries(getTableColumns(websiteVisits));

/** `"pagePath" text, ...`: the batch's JSON objects (NewVisit keys) read as a record set. */
const recordType = sql.raw(columns.map(([key, column]) => `"${key}" ${column.getSQLType()}`).join(", "));
const targetColumns = sql.raw(columns.map(([, column]) => `"${column.name}"`).join(", "));
/** A missing key takes the column's default, as with a plain INSERT. */
const values = sql.join(
  columns.map(([key, column]) => {
    const value = sql.raw(`r."${key}"`);
    if (column.default === undefined) return value;
    return sql`coalesce(${value}, ${is(column.default, SQL) ? column.default : sql`${column.default}`})`;
  }),
  sql`, `,
);

/**
 * Stores visits and adds them to the daily counters (per UTC day, page without its query, country) in one
 * statement, so the overview never disagrees with the visits. The batch travels as one JSON parameter: the SQL
 * costs the same to build for one row or five hundred, and there is one round trip instead of a transaction's four.
 */
export async function insertVisits(db: Writer, rows: NewVisit[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    with stored as (
      insert into ${websiteVisits} (${targetColumns})
      select ${values} from json_to_recordset(${JSON.stringify(rows)}::json) as r(${recordType})
      returning visit_timestamp, page_path, country_name
    )
    insert into ${visitDailyStats} (day, page_path, country_name, visits)
    select (visit_timestamp at time zone 'UTC')::date, coalesce(nullif(split_part(page_path, '?', 1), ''), '/'),
      coalesce(country_name, ''), count(*)::int
    from stored
    group by 1, 2, 3
    on conflict (day, page_path, country_name) do update set visits = ${visitDailyStats.visits} + excluded.visits`);
}
