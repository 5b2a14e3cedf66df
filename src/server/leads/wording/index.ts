import type { OptimaiteLocale } from "@shared/i18n/locales";
import { en } from "./en";
import { fr } from "./fr";
import type { OptimaiteEmailWording } from "./types";

export type { MeetingEvent, OptimaiteEmailWording } from "./types";

const WORDING: Record<OptimaiteLocale, OptimaiteEmailWording> = { en, fr };

export const optimaiteWording = (locale: OptimaiteLocale): OptimaiteEmailWording => WORDING[locale];

/** The `<html lang>` of an OptimAIte email: the brand's own ("en") for English, as before; fr-CA for French. */
export const optimaiteEmailLang = (locale: OptimaiteLocale): string | undefined =>
  locale === "fr" ? "fr-CA" : undefined;
