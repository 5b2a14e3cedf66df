import { ZURICH } from "../../lib/zurich-time";
import { DIGEST_EN } from "./en";
import { DIGEST_FR } from "./fr";
import type { DigestLanguage, DigestWording } from "./types";

export type { DigestLanguage, DigestWording };

const WORDINGS: Record<DigestLanguage, DigestWording> = { fr: DIGEST_FR, en: DIGEST_EN };

export const digestWording = (language: DigestLanguage): DigestWording => WORDINGS[language];

/** The stored choice of an account (`user.admin_language`) or of DIGEST_LANGUAGE: French unless "en". */
export const digestLanguageOf = (stored: unknown): DigestLanguage => (stored === "en" ? "en" : "fr");

/** "Sunday 29 November" / "dimanche 29 novembre": a Zurich day in the wording's language. */
export function zurichDayName(instant: Date, wording: DigestWording): string {
  return new Intl.DateTimeFormat(wording.lang, { timeZone: ZURICH, weekday: "long", day: "numeric", month: "long" })
    .format(instant)
    .replace(",", "");
}

/** "14:32": a Zurich time of day. */
export function zurichTimeOfDay(instant: Date): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: ZURICH,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(instant);
}
