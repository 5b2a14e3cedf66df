import { AUTH_COPY_EN, type AuthCopy } from "./auth-copy-en";
import { AUTH_COPY_FR_CA } from "./auth-copy-fr-ca";
import { AUTH_COPY_DE, AUTH_COPY_FR, AUTH_COPY_IT } from "./auth-copy-swisshack";
import type { AuthLanguage } from "./auth-destination";

/** /auth in the visitor's language: SPEC's English or Quebec French on OptimAIte, French, German or Italian on SwissHack. */
export const AUTH_COPY: Record<AuthLanguage, AuthCopy> = {
  en: AUTH_COPY_EN,
  "fr-CA": AUTH_COPY_FR_CA,
  fr: AUTH_COPY_FR,
  de: AUTH_COPY_DE,
  it: AUTH_COPY_IT,
};
