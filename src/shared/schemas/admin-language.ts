import { z } from "./zod";

/** The back office's languages (issue 55), chosen per account; French until the account chooses (decision 0044). */
export const ADMIN_LANGUAGES = ["fr", "en"] as const;
export type AdminLanguage = (typeof ADMIN_LANGUAGES)[number];

/** The language of the back office for an account's stored choice: French when none (or an unknown one) is stored. */
export const adminLanguageOf = (stored: unknown): AdminLanguage => (stored === "en" ? "en" : "fr");

/** `<html lang>` of the back office: Swiss French, or English. */
export const ADMIN_LANGUAGE_TAGS: Record<AdminLanguage, string> = { fr: "fr-CH", en: "en-GB" };

/** The account's choice, sent by the frame's switch and answered back as saved. */
export const adminLanguageChoiceSchema = z.object({ language: z.enum(ADMIN_LANGUAGES) });
export type AdminLanguageChoice = z.infer<typeof adminLanguageChoiceSchema>;
