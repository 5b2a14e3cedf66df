/**
 * "Thursday, November 26, 2026 at 9:00 AM EST": a meeting's start as its reader sees it in their zone; `languageTag`
 * "fr-CA" gives "jeudi 26 novembre 2026 à 09 h 00 HNE".
 */
export function formatMeetingTime(start: string | Date, timeZone: string, languageTag = "en-US"): string {
  return new Intl.DateTimeFormat(languageTag, {
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
    timeZoneName: "short",
  }).format(new Date(start));
}

/**
 * "jeudi 3 décembre 2026 à 10 h 00 (heure de l’Est)": a meeting's start in Quebec French, in the reader's zone. The
 * zone's generic name goes in parentheses; the hour loses the zero fr-CA pads it with ("9 h 30", as the OQLF writes).
 */
export function formatMeetingTimeFrCa(start: string | Date, timeZone: string): string {
  const at = new Date(start);
  const parts = new Intl.DateTimeFormat("fr-CA", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
  }).formatToParts(at);
  const zone = new Intl.DateTimeFormat("fr-CA", { timeZone, timeZoneName: "longGeneric" })
    .formatToParts(at)
    .find((part) => part.type === "timeZoneName")?.value;
  const when = parts.map((part) => (part.type === "hour" ? String(Number(part.value)) : part.value)).join("");
  return zone ? `${when} (${zone})` : when;
}

/** A meeting's start in an OptimAIte language: SPEC's English as before, or Quebec French. */
export function formatMeetingTimeIn(start: string | Date, timeZone: string, locale: "en" | "fr"): string {
  return locale === "fr" ? formatMeetingTimeFrCa(start, timeZone) : formatMeetingTime(start, timeZone);
}

/** "9:00 AM" ("09 h 00" in fr-CA): a slot's start in the dialog's list. */
export function formatSlotTime(start: string, timeZone: string, languageTag = "en-US"): string {
  return new Intl.DateTimeFormat(languageTag, { hour: "numeric", minute: "2-digit", timeZone }).format(new Date(start));
}

/** The toast's description once a slot is booked (decision 0029): SPEC's title stays, this names the time. */
export function bookedToastText(start: string, timeZone: string): string {
  return `Your demo is booked for ${formatMeetingTime(start, timeZone)}. The calendar invitation is in your inbox.`;
}
