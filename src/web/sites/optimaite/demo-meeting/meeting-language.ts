import { LANGUAGE_TAGS, type OptimaiteLocale } from "@shared/i18n/locales";
import type { OptimaiteShell } from "~/i18n/catalogues/optimaite-en";
import { optimaiteCatalogueIn } from "~/i18n/optimaite-catalogue-in";
import { leadTextsIn } from "../leads/texts/lead-texts";
import type { LeadTexts } from "../leads/texts/lead-texts-en";
import { demoMeetingTextsIn } from "./texts/demo-meeting-texts";
import type { DemoMeetingTexts } from "./texts/demo-meeting-texts-en";

/** Everything the private page says, in the language the person booked in. */
export interface MeetingLanguage {
  locale: OptimaiteLocale;
  /** "en-US", "fr-CA": the page's `<html lang>`. */
  tag: string;
  catalogue: OptimaiteShell;
  texts: DemoMeetingTexts;
  /** The slot picker's and the "time just taken" words, shared with the demo dialog. */
  leadTexts: LeadTexts;
}

/** The page's words in one language, fetched together: the page shows them all at once, never a mix. */
export async function meetingLanguageIn(locale: OptimaiteLocale): Promise<MeetingLanguage> {
  const [catalogue, texts, leadTexts] = await Promise.all([
    optimaiteCatalogueIn(locale),
    demoMeetingTextsIn(locale),
    leadTextsIn(locale),
  ]);
  return { locale, tag: LANGUAGE_TAGS.optimaite[locale] ?? "en-US", catalogue, texts, leadTexts };
}
