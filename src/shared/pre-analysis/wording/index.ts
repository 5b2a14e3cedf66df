import type { SwissHackLocale } from "../../i18n/locales";
import { DE } from "./de";
import { FR } from "./fr";
import { IT } from "./it";
import type { DocumentWording } from "./types";

const WORDING: Record<SwissHackLocale, DocumentWording> = { fr: FR, de: DE, it: IT };

/** Every text of the pre-analysis document in one of SwissHack's languages. */
export const documentWording = (locale: SwissHackLocale): DocumentWording => WORDING[locale];
