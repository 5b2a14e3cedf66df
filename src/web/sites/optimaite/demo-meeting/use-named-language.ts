import { DEFAULT_LOCALE, isSiteLocale, type OptimaiteLocale } from "@shared/i18n/locales";
import { useLoadedFor } from "~/lib/use-loaded-for";
import { useSearchParamAfterHydration } from "~/lib/use-search-param";
import { type MeetingLanguage, meetingLanguageIn } from "./meeting-language";

/**
 * The words of the language the private link names (`?lang=fr`, from the emails of a person who booked in French):
 * what the page says until the meeting is loaded, or when it cannot be. `undefined` for English, the prerendered
 * shell's language, and while the words load.
 */
export function useNamedMeetingLanguage(): MeetingLanguage | undefined {
  const named = useSearchParamAfterHydration("lang");
  const locale = isSiteLocale("optimaite", named) && named !== DEFAULT_LOCALE.optimaite ? named : undefined;
  return useLoadedFor(locale as OptimaiteLocale | undefined, meetingLanguageIn);
}
