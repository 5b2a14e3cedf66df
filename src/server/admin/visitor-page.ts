import { and, eq, type SQL } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import { websiteVisits } from "../db/schema";
import type { Env } from "../env";
import { newestFirst, notInternal, TABS } from "./admin-tabs";

/**
 * One page of the visitors tab for the given routes. `page_route in (...)` ordered by time cannot read the (page_route, visit_timestamp,
 * id) index in order, so each listed path gets its own ordered, limited index scan and the few rows are merged:
 * the page costs `limit` rows per path whatever the share of those paths among millions of visits.
 * `extra` (search, cursor) is applied inside each scan, so keyset pages and search keep working.
 */
export async function visitorPage(
  db: Db,
  env: Env,
  routes: string[],
  extra: (SQL | undefined)[],
  limit: number,
): Promise<Record<string, unknown>[]> {
  const spec = TABS.visitors;
  const [first, second, ...rest] = routes.map((route) =>
    db
      .select(spec.columns)
      .from(websiteVisits)
      .where(and(eq(websiteVisits.pageRoute, route), notInternal(websiteVisits.identifiedEmail, env), ...extra))
      .orderBy(...newestFirst(spec))
      .limit(limit),
  );
  if (!first) return [];
  if (!second) return (await first) as Record<string, unknown>[];
  return unionAll(first, second, ...rest)
    .orderBy(...newestFirst(spec))
    .limit(limit) as Promise<Record<string, unknown>[]>;
}
