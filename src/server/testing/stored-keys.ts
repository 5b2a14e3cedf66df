import { inArray } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";

/** Which of `keys` are stored in `column` (durability and scale tests: was every acknowledged write kept?). */
export async function storedKeys(db: Db, column: PgColumn, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.select({ key: column }).from(column.table).where(inArray(column, keys));
  return new Set(rows.map((row) => String(row.key)));
}
