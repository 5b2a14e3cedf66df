import type { OptimaiteLocale } from "@shared/i18n/locales";
import { DEMO_MEETING_TEXTS_EN, type DemoMeetingTexts } from "./demo-meeting-texts-en";

/**
 * The page's words in the lead's language, fetched once it is known. The English ones are the page's own while it
 * loads (its title and first words), so they are already there; the French load only for a French lead.
 */
export async function demoMeetingTextsIn(locale: OptimaiteLocale): Promise<DemoMeetingTexts> {
  if (locale === "fr") return (await import("./demo-meeting-texts-fr")).DEMO_MEETING_TEXTS_FR;
  return DEMO_MEETING_TEXTS_EN;
}
