import { and, inArray, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import { premiumOrders } from "../db/schema";

// A person's Premium orders in the data-subject export and deletion (issue 57): an order never paid goes; a paid or
// refunded one is an accounting record the law keeps 10 years (CO art. 958f), so its name and address are erased
// and its number, amount, VAT and dates stay.

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const sameEmail = (column: AnyPgColumn, email: string): SQL => sql`lower(${column}) = ${email.toLowerCase()}`;

/** The address an erased order keeps: none of the person's. */
export const ERASED = "erased";

export async function exportPremiumOrders(db: Db, email: string) {
  return db.select().from(premiumOrders).where(sameEmail(premiumOrders.email, email));
}

export async function forgetPremiumOrders(tx: Tx, email: string): Promise<{ deleted: number; erased: number }> {
  const deleted = await tx
    .delete(premiumOrders)
    .where(and(sameEmail(premiumOrders.email, email), inArray(premiumOrders.status, ["pending", "expired"])))
    .returning({ id: premiumOrders.id });
  const erased = await tx
    .update(premiumOrders)
    .set({ name: ERASED, email: ERASED, auditRequestId: null })
    .where(sameEmail(premiumOrders.email, email))
    .returning({ id: premiumOrders.id });
  return { deleted: deleted.length, erased: erased.length };
}
