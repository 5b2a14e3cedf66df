import type { FollowUp } from "@shared/schemas/admin-leads";
import type { PipelineChange, PipelineState } from "@shared/schemas/pipeline";
import { and, asc, desc, eq, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { type LeadEventChanges, leadEvents } from "../db/schema";
import type { Env } from "../env";
import type { Actor } from "./actor";
import { LEAD_TABS, type LeadTab, leadColumnsOf, TABS, whereFor } from "./admin-tabs";
import { addLeadNote } from "./lead-notes";

/** How a lead is named in a list: its person, or the calculator session. */
export const WHO: Record<LeadTab, SQL> = {
  contacts: sql`concat_ws(' ', name, '<' || email || '>')`,
  demos: sql`concat_ws(' ', name, '<' || email || '>')`,
  audits: sql`concat_ws(' ', first_name, last_name, '<' || email || '>')`,
  newsletter: sql`email`,
  calculator: sql`'Calculator session ' || session_id`,
};

function diff(before: PipelineState, change: PipelineChange): LeadEventChanges {
  const changes: LeadEventChanges = {};
  if (change.status !== undefined && change.status !== before.status) changes.status = [before.status, change.status];
  if (change.followUpOn !== undefined && change.followUpOn !== before.followUpOn) {
    changes.followUpOn = [before.followUpOn, change.followUpOn];
  }
  if (newNote(before, change)) changes.noteChanged = true;
  return changes;
}

/** The note to add to the history: a non-empty one that is not the newest already (a form sent twice). */
function newNote(before: PipelineState, change: PipelineChange): string | undefined {
  return change.note && change.note !== before.note ? change.note : undefined;
}

/** Applies the owner's change to one lead and logs who changed what; null when there is no such lead. */
export async function changePipeline(
  db: Db,
  tab: LeadTab,
  id: string,
  change: PipelineChange,
  actor: Actor,
): Promise<PipelineState | null> {
  const lead = leadColumnsOf(tab);
  const table = TABS[tab].table;
  return db.transaction(async (tx) => {
    const [before] = (await tx
      .select({ status: lead.pipelineStatus, note: lead.ownerNote, followUpOn: lead.followUpOn })
      .from(table)
      .where(eq(lead.id, id))
      .for("update")) as PipelineState[];
    if (!before) return null;
    const changes = diff(before, change);
    const note = newNote(before, change);
    const after: PipelineState = {
      status: change.status ?? before.status,
      note: note ?? before.note,
      followUpOn: change.followUpOn === undefined ? before.followUpOn : change.followUpOn,
    };
    if (Object.keys(changes).length === 0) return after;
    if (note) await addLeadNote(tx, tab, id, actor.email, note);
    await tx
      .update(table)
      .set({ pipelineStatus: after.status, ownerNote: after.note, followUpOn: after.followUpOn })
      .where(eq(lead.id, id));
    await tx
      .insert(leadEvents)
      .values({ leadKind: tab, leadId: id, actorId: actor.id, actorEmail: actor.email, changes });
    return after;
  });
}

export function pipelineHistory(db: Db, tab: LeadTab, id: string) {
  return db
    .select({ at: leadEvents.createdAt, actorEmail: leadEvents.actorEmail, changes: leadEvents.changes })
    .from(leadEvents)
    .where(and(eq(leadEvents.leadKind, tab), eq(leadEvents.leadId, id)))
    .orderBy(desc(leadEvents.createdAt));
}

export type { FollowUp };

const FOLLOW_UP_LIMIT = 200;

/** Open leads (not won or lost) whose follow-up day is `day` or earlier, the oldest first. */
export async function followUpsDue(db: Db, env: Env, day: string, tabs: readonly LeadTab[] = LEAD_TABS) {
  const lists = await Promise.all(
    tabs.map(async (tab) => {
      const lead = leadColumnsOf(tab);
      const rows = await db
        .select({
          id: lead.id,
          who: sql<string>`${WHO[tab]}`,
          status: lead.pipelineStatus,
          followUpOn: lead.followUpOn,
          note: lead.ownerNote,
        })
        .from(TABS[tab].table)
        .where(
          whereFor(TABS[tab], env, [
            lte(lead.followUpOn, day),
            inArray(lead.pipelineStatus, ["new", "contacted", "qualified"]),
          ]),
        )
        .orderBy(asc(lead.followUpOn))
        .limit(FOLLOW_UP_LIMIT);
      return (rows as Omit<FollowUp, "tab">[]).map((row) => ({ ...row, tab }));
    }),
  );
  return lists.flat().sort((a, b) => a.followUpOn.localeCompare(b.followUpOn));
}

/** How many leads of each tab still have the status "new" (shown in the tab titles). */
export async function newLeadCounts(db: Db, env: Env): Promise<Record<LeadTab, number>> {
  const counts = await Promise.all(
    LEAD_TABS.map(async (tab) => {
      const lead = leadColumnsOf(tab);
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(TABS[tab].table)
        .where(whereFor(TABS[tab], env, [eq(lead.pipelineStatus, "new")]));
      return [tab, Number(row?.count ?? 0)] as const;
    }),
  );
  return Object.fromEntries(counts) as Record<LeadTab, number>;
}
