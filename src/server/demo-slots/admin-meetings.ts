import { TZDate } from "@date-fns/tz";
import type { AdminMeeting } from "@shared/schemas/demo-slots";
import type { EstimatedRoi } from "@shared/schemas/lead";
import type { PipelineStatus } from "@shared/schemas/pipeline";
import { addDays } from "date-fns";
import { and, asc, desc, eq, gte, lt, ne, sql } from "drizzle-orm";
import type { Actor } from "../admin/actor";
import { changePipeline } from "../admin/lead-pipeline";
import type { Db } from "../db/client";
import { demoBookings, demoMeetings } from "../db/schema";

const LISTED = 200;

const columns = {
  id: demoMeetings.id,
  demoBookingId: demoMeetings.demoBookingId,
  startsAt: demoMeetings.startsAt,
  endsAt: demoMeetings.endsAt,
  personTimeZone: demoMeetings.timeZone,
  status: demoMeetings.status,
  uid: demoMeetings.uid,
  sequence: demoMeetings.sequence,
  name: demoBookings.name,
  email: demoBookings.email,
  companyName: demoBookings.companyName,
  hearAbout: demoBookings.hearAbout,
  project: demoBookings.project,
  industry: demoBookings.industry,
  pipelineStatus: demoBookings.pipelineStatus,
  estimatedRoi: demoBookings.estimatedRoi,
  locale: demoMeetings.locale,
};

export type MeetingWithLead = Awaited<ReturnType<typeof selectMeetings>>[number];

function selectMeetings(db: Pick<Db, "select">) {
  return db.select(columns).from(demoMeetings).innerJoin(demoBookings, eq(demoBookings.id, demoMeetings.demoBookingId));
}

export function adminView(row: MeetingWithLead): AdminMeeting {
  return {
    id: row.id,
    demoBookingId: row.demoBookingId,
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    personTimeZone: row.personTimeZone,
    status: row.status,
    name: row.name,
    email: row.email,
    company: row.companyName,
    pipelineStatus: row.pipelineStatus,
    estimatedROI: (row.estimatedRoi as EstimatedRoi | null) ?? null,
    locale: row.locale,
  };
}

/** Upcoming booked meetings first (soonest first), then the rest (most recent first). */
export async function listMeetings(db: Pick<Db, "select">, now: Date): Promise<AdminMeeting[]> {
  const upcoming = await selectMeetings(db)
    .where(and(eq(demoMeetings.status, "booked"), gte(demoMeetings.endsAt, now)))
    .orderBy(asc(demoMeetings.startsAt))
    .limit(LISTED);
  const others = await selectMeetings(db)
    .where(sql`not (${demoMeetings.status} = 'booked' and ${demoMeetings.endsAt} >= ${now})`)
    .orderBy(desc(demoMeetings.startsAt))
    .limit(LISTED);
  return [...upcoming, ...others].map(adminView);
}

/** The booked (or held) meetings of one calendar day in the team's zone, for the day's .ics. */
export async function meetingsOfDay(db: Pick<Db, "select">, day: string, timeZone: string) {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const start = new TZDate(year, month - 1, date, timeZone);
  return selectMeetings(db)
    .where(
      and(
        ne(demoMeetings.status, "cancelled"),
        gte(demoMeetings.startsAt, start),
        lt(demoMeetings.startsAt, addDays(start, 1)),
      ),
    )
    .orderBy(asc(demoMeetings.startsAt));
}

/** How an outcome moves the lead on (never back): a demo held qualifies it, a no-show means it was contacted. */
const PIPELINE_AFTER: Record<"done" | "no_show", { status: PipelineStatus; from: PipelineStatus[] }> = {
  done: { status: "qualified", from: ["new", "contacted"] },
  no_show: { status: "contacted", from: ["new"] },
};

/** Marks a meeting done or no-show and feeds the lead's pipeline (logged in its trail); null if not markable. */
export async function markOutcome(db: Db, id: string, outcome: "done" | "no_show", actor: Actor) {
  const [marked] = await db
    .update(demoMeetings)
    .set({ status: outcome })
    .where(and(eq(demoMeetings.id, id), ne(demoMeetings.status, "cancelled")))
    .returning({ demoBookingId: demoMeetings.demoBookingId });
  if (!marked) return null;
  const [lead] = await db
    .select({ status: demoBookings.pipelineStatus })
    .from(demoBookings)
    .where(eq(demoBookings.id, marked.demoBookingId));
  const next = PIPELINE_AFTER[outcome];
  if (lead && next.from.includes(lead.status)) {
    await changePipeline(db, "demos", marked.demoBookingId, { status: next.status }, actor);
  }
  const [row] = await selectMeetings(db).where(eq(demoMeetings.id, id));
  return row ? adminView(row) : null;
}
