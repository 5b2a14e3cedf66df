import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { emailOutbox } from "../db/schema";
import { ISSUE_TEMPLATE } from "./campaign-email";

/** An issue's email overdue by more than this was held up by an outage: the pump looks every second. */
const OVERDUE_MS = 10_000;

/**
 * Keeps an issue's sending rate after an outage (a restart in the middle of a send): when some of its emails are
 * overdue, every pending one is moved to no sooner than now plus its place in line times the spacing, so the backlog
 * leaves at the rate instead of all at once. Rows another instance is sending are skipped; running it again, on any
 * instance, changes nothing.
 */
export async function keepIssuePace(db: Db, ratePerMinute: number): Promise<void> {
  const spacingMs = 60_000 / ratePerMinute;
  const o = emailOutbox;
  await db.execute(sql`
    with locked as (
      select ${o.id} as id, ${o.nextAttemptAt} as at from ${o}
      where ${o.template} = ${ISSUE_TEMPLATE} and ${o.status} = 'pending'
        and exists (select 1 from ${o} where ${o.template} = ${ISSUE_TEMPLATE} and ${o.status} = 'pending'
          and ${o.nextAttemptAt} < now() - ${OVERDUE_MS}::float8 * interval '1 millisecond')
      for update skip locked
    ),
    paced as (select id, row_number() over (order by at, id) - 1 as position from locked)
    update ${o} set next_attempt_at = greatest(${o.nextAttemptAt},
      now() + paced.position * ${spacingMs}::float8 * interval '1 millisecond')
    from paced where ${o.id} = paced.id`);
}
