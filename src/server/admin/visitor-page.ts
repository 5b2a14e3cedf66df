import { and, eq, type SQL } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import { websiteVisits } from "../db/schema";
import type { Env } from "../env";
import { newestFirst, notInternal, TABS, VISITOR_PATHS } from "./admin-tabs";

/**
 * One page of the visitors tab. `page_path in (...)` ordered by time cannot read the (page_path, visit_timestamp,
 * id) index in order, so each listed path gets its own ordered, limited index scan and the few rows are merged:
 * the page costs `limit` rows per path whatever the share of those paths among millions of visits.
 * `extra` (search, cursor) is applied inside each scan, so keyset pages and search keep working.
 */
export function visitorPage(db: Db, env: Env, extra: (SQL | undefined)[], limit: number) {
  const spec = TABS.visitors;
  const [first, second, ...rest] = VISITOR_PATHS.map((path) =>
    db
      .select(spec.columns)
      .from(websiteVisits)
      .where(and(eq(websiteVisits.pagePath, path), notInternal(websiteVisits.identifiedEmail, env), ...extra))
      .orderBy(...newestFirst(spec))
      .limit(limit),
  );
  if (!first || !second) throw new Error("the visitors tab lists at least two paths");
  return unionAll(first, second, ...rest)
    .orderBy(...newestFirst(spec))
    .limit(limit) as Promise<Record<string, unknown>[]>;
}
