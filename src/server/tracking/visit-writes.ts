import { ALL_VISITOR_ROUTES } from "@shared/routes";
import { getTableColumns, is, SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { visitDailyStats, visitSourceDailyStats, websiteVisits } from "../db/schema";
import { ZURICH } from "../lib/zurich-time";
import type { NewVisit } from "./visit-rows";

type Writer = Pick<Db, "execute">;

// Generated columns (page_route) are computed by the database and cannot be written.
const columns = Object.entries(getTableColumns(websiteVisits)).filter(([, column]) => !column.generated);

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
 * A page load may arrive twice, as its beacon and as its pixel, with the same page view id: keep one row per id in
 * the batch, the beacon's when there is one (it carries more), in the order the rows came.
 */
export function onePerPageView(rows: NewVisit[]): NewVisit[] {
  const byPageView = new Map<string, number>();
  const kept: NewVisit[] = [];
  for (const row of rows) {
    const key = row.pageViewId;
    const at = key ? byPageView.get(key) : undefined;
    if (at === undefined) {
      if (key) byPageView.set(key, kept.length);
      kept.push(row);
    } else if (row.source === "beacon") {
      kept[at] = row;
    }
  }
  return kept;
}

/**
 * What a later arrival of a page view never changes: its identity as a row, and what the daily counters counted
 * (page, country, source), so that the counters always agree with the rows.
 */
const KEPT_ON_UPDATE = new Set([
  "id",
  "pageViewId",
  "visitTimestamp",
  "pagePath",
  "countryName",
  "utmSource",
  "referrerHost",
]);

/** On a page view already stored, a beacon replaces what a pixel recorded (or refreshes its own row); a pixel never. */
const updatedByBeacon = sql.raw(
  columns
    .filter(([key]) => !KEPT_ON_UPDATE.has(key))
    .map(([, column]) => `"${column.name}" = excluded."${column.name}"`)
    .join(", "),
);

/**
 * A page-view id belongs to the session that created it: only a beacon of the same session (or of any session, when
 * the stored arrival named none) updates the row, and never to take away or change a signed-in identity.
 */
const mayUpdate = sql.raw(
  `excluded.source = 'beacon'
   and (website_visits.session_id is null or website_visits.session_id = excluded.session_id)
   and (website_visits.current_user_id is null or website_visits.current_user_id = excluded.current_user_id)`,
);

const zurichDayOf = (column: string) => sql.raw(`(${column} at time zone '${ZURICH}')::date`);

/** What the counters call a page that is none of the sites' known pages (anybody can report any path). */
export const OTHER_PAGE = "other";
/** What the source counters call a new source once a day has this many: attacker-chosen values stay bounded. */
export const OTHER_SOURCE = "other";
export const MAX_SOURCES_A_DAY = 200;

const knownPages = sql.raw(ALL_VISITOR_ROUTES.map((route) => `'${route.replaceAll("'", "''")}'`).join(", "));
/** The page a counter counts: a known page (without its query), or "other". */
const countedPage = sql`case when page_route in (${knownPages}) then page_route else ${OTHER_PAGE} end`;

/**
 * Stores visits and adds the new ones to the daily counters in one statement, so the overview and the cockpit never
 * disagree with the visits: per UTC day, page without its query and country (the overview); per Zurich day, page
 * and session source (the cockpit's funnels and sources, issue 16). A page view already stored is not counted again
 * (decision 0013). The counters stay bounded whatever visitors report (issue 29): a page that is none of the sites'
 * known pages counts as "other", and once a day has MAX_SOURCES_A_DAY sources a new one counts as "other" (one
 * batch may go past the bound by its own new sources, never further). The batch travels as one JSON parameter: the SQL costs the same to build for one row or five
 * hundred, and there is one round trip instead of a transaction's four.
 */
export async function insertVisits(db: Writer, rows: NewVisit[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    with stored as (
      insert into ${websiteVisits} (${targetColumns})
      select ${values} from json_to_recordset(${JSON.stringify(onePerPageView(rows))}::json) as r(${recordType})
      on conflict (page_view_id) do update set ${updatedByBeacon}
        where ${mayUpdate}
      returning visit_timestamp, page_route, country_name, utm_source, referrer_host, (xmax = 0) as inserted
    ),
    by_country as (
      insert into ${visitDailyStats} (day, page_path, country_name, visits)
      select (visit_timestamp at time zone 'UTC')::date, ${countedPage}, coalesce(country_name, ''), count(*)::int
      from stored
      where inserted
      group by 1, 2, 3
      on conflict (day, page_path, country_name) do update set visits = ${visitDailyStats.visits} + excluded.visits
    ),
    sourced as (
      select ${zurichDayOf("visit_timestamp")} as day, ${countedPage} as page,
        coalesce(utm_source, referrer_host, 'direct') as source
      from stored
      where inserted
    ),
    day_sources as (
      select counted.day, count(distinct counted.source) as sources
      from ${visitSourceDailyStats} counted
      where counted.day in (select day from sourced)
      group by counted.day
    )
    insert into ${visitSourceDailyStats} (day, page_path, source, visits)
    select sourced.day, page,
      case
        when source = 'direct' or coalesce(day_sources.sources, 0) < ${MAX_SOURCES_A_DAY}
          or exists (select 1 from ${visitSourceDailyStats} known where known.day = sourced.day and known.source = sourced.source)
        then source
        else ${OTHER_SOURCE}
      end,
      count(*)::int
    from sourced left join day_sources on day_sources.day = sourced.day
    group by 1, 2, 3
    on conflict (day, page_path, source) do update set visits = ${visitSourceDailyStats.visits} + excluded.visits`);
}
