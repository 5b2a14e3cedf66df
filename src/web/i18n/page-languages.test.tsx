// @vitest-environment jsdom

import { languageFaults, type ProofreadLanguage } from "@shared/i18n/language-faults";
import { localizedPath } from "@shared/i18n/paths";
import { DE } from "@shared/pre-analysis/wording/de";
import { IT } from "@shared/pre-analysis/wording/it";
import { describe, expect, it } from "vitest";
import { ACCOUNT_PAGES_COPY } from "~/features/auth/account-pages-copy";
import { AUTH_COPY } from "~/features/auth/auth-copy";
import { CONSENT_COPY_DE } from "~/features/consent/consent-copy-de";
import { CONSENT_COPY_FR_CA } from "~/features/consent/consent-copy-fr-ca";
import { CONSENT_COPY_IT } from "~/features/consent/consent-copy-it";
import { NotFoundPage } from "~/features/not-found/not-found-page";
import type { AnyCatalogue } from "~/i18n/catalogue-context";
import { FULL_CATALOGUES } from "~/i18n/catalogues";
import { renderAt } from "~/i18n/testing/render-at";
import { DEMO_MEETING_TEXTS_FR } from "~/sites/optimaite/demo-meeting/texts/demo-meeting-texts-fr";
import { LEAD_TEXTS_FR } from "~/sites/optimaite/leads/texts/lead-texts-fr";
import { DetailsPage } from "~/sites/optimaite/pages/details-page";
import { FaqPage } from "~/sites/optimaite/pages/faq-page";
import { OptimaiteHomePage } from "~/sites/optimaite/pages/home-page";
import { IntegrationsPage } from "~/sites/optimaite/pages/integrations-page";
import { OptimaiteLegalNoticePage } from "~/sites/optimaite/pages/legal-notice-page";
import { OptimaitePrivacyPage } from "~/sites/optimaite/pages/privacy-page";
import { AUDIT_TEXTS_DE } from "~/sites/swisshack/audit/texts/audit-texts-de";
import { AUDIT_TEXTS_IT } from "~/sites/swisshack/audit/texts/audit-texts-it";
import { HomePage } from "~/sites/swisshack/pages/home-page";
import { LegalNoticePage } from "~/sites/swisshack/pages/legal-notice-page";
import { NewsletterResultPage } from "~/sites/swisshack/pages/newsletter-result-page";
import { PremiumOrderPage } from "~/sites/swisshack/pages/premium-order-page";
import { PremiumPage } from "~/sites/swisshack/pages/premium-page";
import { PrivacyPage } from "~/sites/swisshack/pages/privacy-page";
import { ORDER_TEXTS_DE } from "~/sites/swisshack/premium-order/texts/order-texts-de";
import { ORDER_TEXTS_IT } from "~/sites/swisshack/premium-order/texts/order-texts-it";

/**
 * What a person reads on a page: its text and the words of its attributes (labels, alternative texts, titles),
 * without the parts marked as another language (the suggestion to read the page in the visitor's language).
 */
function readableText(page: React.ReactNode, path: string, catalogue: AnyCatalogue): string {
  const html = renderAt(page, path, catalogue);
  const document = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
  for (const element of document.body.querySelectorAll("[lang], script, style")) element.remove();
  const attributes = [...document.body.querySelectorAll("[aria-label], [alt], [title], [placeholder]")].flatMap(
    (element) => ["aria-label", "alt", "title", "placeholder"].map((name) => element.getAttribute(name) ?? ""),
  );
  const blocks = [...document.body.querySelectorAll("*")].flatMap((element) =>
    [...element.childNodes].filter((node) => node.nodeType === node.TEXT_NODE).map((node) => node.textContent ?? ""),
  );
  return [...blocks, ...attributes].join("\n");
}

/** Every string of a catalogue: the texts a page shows later (dialogs, messages) and its meta tags. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

const SWISSHACK_PAGES: [string, React.ReactNode][] = [
  ["/", <HomePage key="home" latestPosts={[]} />],
  ["/premium", <PremiumPage key="premium" />],
  ["/confidentialite", <PrivacyPage key="privacy" />],
  ["/mentions-legales", <LegalNoticePage key="legal" />],
  ["/newsletter/confirmation", <NewsletterResultPage key="newsletter" />],
  ["/premium/commande", <PremiumOrderPage key="premium-order" />],
  ["/404", <NotFoundPage key="404" />],
];

const OPTIMAITE_PAGES: [string, React.ReactNode][] = [
  ["/optimaite", <OptimaiteHomePage key="home" />],
  ["/details", <DetailsPage key="details" />],
  ["/integrations", <IntegrationsPage key="integrations" />],
  ["/faq", <FaqPage key="faq" />],
  ["/privacy", <OptimaitePrivacyPage key="privacy" />],
  ["/legal-notice", <OptimaiteLegalNoticePage key="legal" />],
  ["/404", <NotFoundPage key="404" />],
];

const LANGUAGES: {
  language: ProofreadLanguage;
  site: "swisshack" | "optimaite";
  locale: "de" | "it" | "fr";
  catalogue: AnyCatalogue;
  pages: [string, React.ReactNode][];
  laterTexts: unknown[];
}[] = [
  {
    language: "de-CH",
    site: "swisshack",
    locale: "de",
    catalogue: FULL_CATALOGUES.swisshack.de,
    pages: SWISSHACK_PAGES,
    laterTexts: [CONSENT_COPY_DE, AUDIT_TEXTS_DE, ORDER_TEXTS_DE, DE, AUTH_COPY.de, ACCOUNT_PAGES_COPY.de],
  },
  {
    language: "it-CH",
    site: "swisshack",
    locale: "it",
    catalogue: FULL_CATALOGUES.swisshack.it,
    pages: SWISSHACK_PAGES,
    laterTexts: [CONSENT_COPY_IT, AUDIT_TEXTS_IT, ORDER_TEXTS_IT, IT, AUTH_COPY.it, ACCOUNT_PAGES_COPY.it],
  },
  {
    language: "fr-CA",
    site: "optimaite",
    locale: "fr",
    catalogue: FULL_CATALOGUES.optimaite.fr,
    pages: OPTIMAITE_PAGES,
    laterTexts: [
      CONSENT_COPY_FR_CA,
      LEAD_TEXTS_FR,
      DEMO_MEETING_TEXTS_FR,
      AUTH_COPY["fr-CA"],
      ACCOUNT_PAGES_COPY["fr-CA"],
    ],
  },
];

describe("German, Italian and Quebec French pages, as a native proofreader reads them", () => {
  for (const { language, site, locale, catalogue, pages, laterTexts } of LANGUAGES) {
    for (const [basePath, page] of pages) {
      const path = localizedPath(basePath, site, locale);
      it(`${path} has no word of another language and ${language}'s typography`, () => {
        expect(languageFaults(readableText(page, path, catalogue), language)).toEqual([]);
      });
    }

    it(`every text of ${site}'s ${language} catalogues (meta tags, dialogs, banner) passes too`, () => {
      const faults = [catalogue, ...laterTexts].flatMap(strings).flatMap((text) => languageFaults(text, language));
      expect(faults).toEqual([]);
    });
  }
});
