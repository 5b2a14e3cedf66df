import { ACCOUNT_PAGES_COPY } from "../../src/web/features/auth/account-pages-copy.ts";
import { AUTH_COPY } from "../../src/web/features/auth/auth-copy.ts";
import { CONSENT_COPY_DE } from "../../src/web/features/consent/consent-copy-de.ts";
import { CONSENT_COPY_EN } from "../../src/web/features/consent/consent-copy-en.ts";
import { CONSENT_COPY_FR } from "../../src/web/features/consent/consent-copy-fr.ts";
import { CONSENT_COPY_FR_CA } from "../../src/web/features/consent/consent-copy-fr-ca.ts";
import { CONSENT_COPY_IT } from "../../src/web/features/consent/consent-copy-it.ts";
import { TRANSLATIONS } from "../../src/web/i18n/catalogues/index.ts";
import { DEMO_MEETING_TEXTS_EN } from "../../src/web/sites/optimaite/demo-meeting/texts/demo-meeting-texts-en.ts";
import { DEMO_MEETING_TEXTS_FR } from "../../src/web/sites/optimaite/demo-meeting/texts/demo-meeting-texts-fr.ts";
import { LEAD_TEXTS_EN } from "../../src/web/sites/optimaite/leads/texts/lead-texts-en.ts";
import { LEAD_TEXTS_FR } from "../../src/web/sites/optimaite/leads/texts/lead-texts-fr.ts";
import { AUDIT_TEXTS_DE } from "../../src/web/sites/swisshack/audit/texts/audit-texts-de.ts";
import { AUDIT_TEXTS_FR } from "../../src/web/sites/swisshack/audit/texts/audit-texts-fr.ts";
import { AUDIT_TEXTS_IT } from "../../src/web/sites/swisshack/audit/texts/audit-texts-it.ts";

/**
 * Every catalogue the build checks: the pages' own, and those that load later (the audit dialog, OptimAIte's demo and
 * contact dialogs and private demo page, the banner, the account pages: sign-in, email confirmation, new password).
 */
export const ALL_TRANSLATIONS = [
  ...TRANSLATIONS,
  { name: "audit dialog de", source: AUDIT_TEXTS_FR, translation: AUDIT_TEXTS_DE },
  { name: "audit dialog it", source: AUDIT_TEXTS_FR, translation: AUDIT_TEXTS_IT },
  { name: "lead dialogs fr", source: LEAD_TEXTS_EN, translation: LEAD_TEXTS_FR },
  { name: "demo page fr", source: DEMO_MEETING_TEXTS_EN, translation: DEMO_MEETING_TEXTS_FR },
  { name: "cookie banner de", source: CONSENT_COPY_FR, translation: CONSENT_COPY_DE },
  { name: "cookie banner it", source: CONSENT_COPY_FR, translation: CONSENT_COPY_IT },
  { name: "cookie banner en", source: CONSENT_COPY_FR, translation: CONSENT_COPY_EN },
  { name: "cookie banner fr-CA", source: CONSENT_COPY_FR, translation: CONSENT_COPY_FR_CA },
  { name: "sign-in de", source: AUTH_COPY.fr, translation: AUTH_COPY.de },
  { name: "sign-in it", source: AUTH_COPY.fr, translation: AUTH_COPY.it },
  // English keeps the server's own refusals; the French ones name the same error codes as Quebec French.
  { name: "sign-in fr-CA", source: AUTH_COPY.fr, translation: AUTH_COPY["fr-CA"] },
  { name: "account pages de", source: ACCOUNT_PAGES_COPY.fr, translation: ACCOUNT_PAGES_COPY.de },
  { name: "account pages it", source: ACCOUNT_PAGES_COPY.fr, translation: ACCOUNT_PAGES_COPY.it },
  { name: "account pages fr-CA", source: ACCOUNT_PAGES_COPY.en, translation: ACCOUNT_PAGES_COPY["fr-CA"] },
] as const;
