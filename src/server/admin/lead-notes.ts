import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { leadNotes } from "../db/schema";
import { LEAD_TABS, type LeadTab, TABS } from "./admin-tabs";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Adds a note to a lead's history; the caller also keeps it as the lead's newest (`owner_note`). */
export async function addLeadNote(tx: Tx, tab: LeadTab, leadId: string, authorEmail: string, text: string) {
  await tx.insert(leadNotes).values({ leadKind: tab, leadId, authorEmail, text });
}

/** Every note about a lead, the newest first. */
export function leadNoteHistory(db: Db, tab: LeadTab, leadId: string) {
  return db
    .select({ at: leadNotes.createdAt, authorEmail: leadNotes.authorEmail, text: leadNotes.text })
    .from(leadNotes)
    .where(and(eq(leadNotes.leadKind, tab), eq(leadNotes.leadId, leadId)))
    .orderBy(desc(leadNotes.createdAt), desc(leadNotes.id));
}

/**
 * Deletes the notes whose lead is gone (erased on request, or purged after 12 months): notes are about a person and
 * must not outlive the lead. Answers how many went.
 */
export async function deleteOrphanNotes(tx: Tx | Db): Promise<number> {
  let count = 0;
  for (const tab of LEAD_TABS) {
    // Spelled out: drizzle leaves column names unqualified in a single-table statement.
    const gone = await tx
      .delete(leadNotes)
      .where(
        and(
          eq(leadNotes.leadKind, tab),
          sql`not exists (select 1 from ${TABS[tab].table} l where l.id = lead_notes.lead_id)`,
        ),
      )
      .returning({ id: leadNotes.id });
    count += gone.length;
  }
  return count;
}
