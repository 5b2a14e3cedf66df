import type { OptimaiteLocale } from "@shared/i18n/locales";
import type { Translation } from "@shared/i18n/translation";
import { DEMO_MEETING_TEXTS_EN } from "./demo-meeting-texts-en";

export type DemoMeetingTexts = Translation<typeof DEMO_MEETING_TEXTS_EN>;

/**
 * The page's words in the lead's language, fetched once it is known. The English ones are the page's own while it
 * loads (its title and first words), so they are already there; the French load only for a French lead.
 */
export async function demoMeetingTextsIn(locale: OptimaiteLocale): Promise<DemoMeetingTexts> {
  if (locale === "fr") return (await import("./demo-meeting-texts-fr")).DEMO_MEETING_TEXTS_FR;
  return DEMO_MEETING_TEXTS_EN;
}
