import type { Attribution } from "@shared/schemas/attribution";

/** The first- and last-touch columns every lead table has (issue 16). */
export function attributionColumns(attribution: Attribution | null | undefined) {
  return { firstTouch: attribution?.first_touch ?? null, lastTouch: attribution?.last_touch ?? null };
}
