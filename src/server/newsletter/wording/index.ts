import type { SwissHackLocale } from "@shared/i18n/locales";
import { de } from "./de";
import { fr } from "./fr";
import { it } from "./it";
import type { NewsletterWording } from "./types";

export type { NewsletterAction, NewsletterWording } from "./types";

const WORDING: Record<SwissHackLocale, NewsletterWording> = { fr, de, it };

export const newsletterWording = (locale: SwissHackLocale): NewsletterWording => WORDING[locale];
