import type { OptimaiteLocale } from "../../../../../shared/i18n/locales";
import type { Translation } from "../../../../../shared/i18n/translation";
import type { DEMO_MEETING_TEXTS_EN } from "./demo-meeting-texts-en";

export type DemoMeetingTexts = Translation<typeof DEMO_MEETING_TEXTS_EN>;

/** The page's words in the lead's language, fetched once it is known: the page never loads another language's. */
export async function demoMeetingTextsIn(locale: OptimaiteLocale): Promise<DemoMeetingTexts> {
  if (locale === "fr") return (await import("./demo-meeting-texts-fr")).DEMO_MEETING_TEXTS_FR;
  return (await import("./demo-meeting-texts-en")).DEMO_MEETING_TEXTS_EN;
}
