import { TIME_ZONE } from "../schemas/json-schema-hints";
import { z } from "../schemas/zod";

/** True for an IANA zone the runtime knows ("Europe/Zurich"), false for anything else. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z
  .string()
  .min(1)
  .max(64)
  .refine((zone) => isTimeZone(zone), "Unknown time zone")
  .meta(TIME_ZONE);
