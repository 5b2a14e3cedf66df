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

/** "9:00 AM" ("09 h 00" in fr-CA): a slot's start in the dialog's list. */
export function formatSlotTime(start: string, timeZone: string, languageTag = "en-US"): string {
  return new Intl.DateTimeFormat(languageTag, { hour: "numeric", minute: "2-digit", timeZone }).format(new Date(start));
}

/** The toast's description once a slot is booked (decision 0029): SPEC's title stays, this names the time. */
export function bookedToastText(start: string, timeZone: string): string {
  return `Your demo is booked for ${formatMeetingTime(start, timeZone)}. The calendar invitation is in your inbox.`;
}
