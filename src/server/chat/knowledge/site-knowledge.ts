import { OPTIMAITE_FAQ } from "@shared/content/optimaite/faq";
import { OPTIMAITE_FAQ_FR } from "@shared/content/optimaite/fr/faq";
import { OPTIMAITE_FRAME_FR } from "@shared/content/optimaite/fr/frame";
import { OPTIMAITE_INTEGRATIONS_FR } from "@shared/content/optimaite/fr/integrations";
import { OPTIMAITE_LANDING_FR } from "@shared/content/optimaite/fr/landing";
import { OPTIMAITE_LEAD_DIALOGS_FR } from "@shared/content/optimaite/fr/lead-dialogs";
import { OPTIMAITE_LEGAL_NOTICE_FR } from "@shared/content/optimaite/fr/legal-notice";
import { OPTIMAITE_PRIVACY_FR } from "@shared/content/optimaite/fr/privacy";
import { OPTIMAITE_SERVICES_FR } from "@shared/content/optimaite/fr/services";
import { OPTIMAITE_FRAME } from "@shared/content/optimaite/frame";
import { OPTIMAITE_INTEGRATIONS } from "@shared/content/optimaite/integrations";
import { OPTIMAITE_LANDING } from "@shared/content/optimaite/landing";
import { OPTIMAITE_LEAD_DIALOGS } from "@shared/content/optimaite/lead-dialogs";
import { OPTIMAITE_LEGAL_NOTICE } from "@shared/content/optimaite/legal-notice";
import { OPTIMAITE_PRIVACY } from "@shared/content/optimaite/privacy";
import { OPTIMAITE_SERVICES } from "@shared/content/optimaite/services";
import { BLOG_PAGES } from "@shared/content/swisshack/blog";
import { BLOG_PAGES_DE } from "@shared/content/swisshack/de/blog";
import { SWISSHACK_FAQ_DE } from "@shared/content/swisshack/de/faq";
import { FRAME_DE } from "@shared/content/swisshack/de/frame";
import { LANDING_DE } from "@shared/content/swisshack/de/landing";
import { LEGAL_NOTICE_DE } from "@shared/content/swisshack/de/legal-notice";
import { PREMIUM_DE } from "@shared/content/swisshack/de/premium";
import { PRIVACY_DE } from "@shared/content/swisshack/de/privacy";
import { SWISSHACK_FAQ } from "@shared/content/swisshack/faq";
import { FRAME } from "@shared/content/swisshack/frame";
import { BLOG_PAGES_IT } from "@shared/content/swisshack/it/blog";
import { SWISSHACK_FAQ_IT } from "@shared/content/swisshack/it/faq";
import { FRAME_IT } from "@shared/content/swisshack/it/frame";
import { LANDING_IT } from "@shared/content/swisshack/it/landing";
import { LEGAL_NOTICE_IT } from "@shared/content/swisshack/it/legal-notice";
import { PREMIUM_IT } from "@shared/content/swisshack/it/premium";
import { PRIVACY_IT } from "@shared/content/swisshack/it/privacy";
import { LANDING } from "@shared/content/swisshack/landing";
import { LEGAL_NOTICE } from "@shared/content/swisshack/legal-notice";
import { PREMIUM } from "@shared/content/swisshack/premium";
import { PRIVACY } from "@shared/content/swisshack/privacy";
import { DEFAULT_AVAILABILITY } from "@shared/demo-slots/availability";
import { formatWholeNumber } from "@shared/i18n/format";
import { type Locale, SITE_LOCALES } from "@shared/i18n/locales";
import { localizedPath } from "@shared/i18n/paths";
import type { SiteId } from "@shared/routes";
import { type ShownFigures, SPEC_FIGURES } from "@shared/site-settings/shown-figures";
import { en as emailWordingEn } from "../../leads/wording/en";
import { fr as emailWordingFr } from "../../leads/wording/fr";
import type { OptimaiteEmailWording } from "../../leads/wording/types";
import { type PageSource, type Passage, passagesOf } from "./page-passages";
import { withShownFigures } from "./shown-figures";

const SWISSHACK_LANDING_PATHS: Record<string, string> = {
  THEMES: "/#valeur",
  LEVERS: "/#valeur",
  PROCESS: "/#process",
  FREE_OFFER: "/#audit",
  NEWSLETTER: "/#newsletter",
  BLOG: "/blog",
  CTA_BLOCK: "/#audit",
};
const OPTIMAITE_LANDING_PATHS: Record<string, string> = { CALCULATOR: "/optimaite#roi-calculator" };

interface SwissHackContent {
  landing: unknown;
  faq: unknown;
  premium: unknown;
  privacy: unknown;
  legal: unknown;
  blog: unknown;
  frame: unknown;
}
interface OptimaiteContent {
  landing: unknown;
  faq: unknown;
  services: unknown;
  integrations: unknown;
  privacy: unknown;
  legal: unknown;
  dialogs: unknown;
  frame: unknown;
  email: OptimaiteEmailWording;
}

/** Each language's content modules: the same the pages' catalogues gather (src/web/i18n/catalogues/). */
const SWISSHACK_CONTENT: Record<"fr" | "de" | "it", SwissHackContent> = {
  fr: {
    landing: LANDING,
    faq: SWISSHACK_FAQ,
    premium: PREMIUM,
    privacy: PRIVACY,
    legal: LEGAL_NOTICE,
    blog: BLOG_PAGES,
    frame: FRAME,
  },
  de: {
    landing: LANDING_DE,
    faq: SWISSHACK_FAQ_DE,
    premium: PREMIUM_DE,
    privacy: PRIVACY_DE,
    legal: LEGAL_NOTICE_DE,
    blog: BLOG_PAGES_DE,
    frame: FRAME_DE,
  },
  it: {
    landing: LANDING_IT,
    faq: SWISSHACK_FAQ_IT,
    premium: PREMIUM_IT,
    privacy: PRIVACY_IT,
    legal: LEGAL_NOTICE_IT,
    blog: BLOG_PAGES_IT,
    frame: FRAME_IT,
  },
};
const OPTIMAITE_CONTENT: Record<"en" | "fr", OptimaiteContent> = {
  en: {
    landing: OPTIMAITE_LANDING,
    faq: OPTIMAITE_FAQ,
    services: OPTIMAITE_SERVICES,
    integrations: OPTIMAITE_INTEGRATIONS,
    privacy: OPTIMAITE_PRIVACY,
    legal: OPTIMAITE_LEGAL_NOTICE,
    dialogs: OPTIMAITE_LEAD_DIALOGS,
    frame: OPTIMAITE_FRAME,
    email: emailWordingEn,
  },
  fr: {
    landing: OPTIMAITE_LANDING_FR,
    faq: OPTIMAITE_FAQ_FR,
    services: OPTIMAITE_SERVICES_FR,
    integrations: OPTIMAITE_INTEGRATIONS_FR,
    privacy: OPTIMAITE_PRIVACY_FR,
    legal: OPTIMAITE_LEGAL_NOTICE_FR,
    dialogs: OPTIMAITE_LEAD_DIALOGS_FR,
    frame: OPTIMAITE_FRAME_FR,
    email: emailWordingFr,
  },
};

/** What a page's content overrides, for a test (or a preview) to see the answer follow the page. */
export type ContentOverride = Partial<SwissHackContent & OptimaiteContent>;

function swisshackSources(c: SwissHackContent): PageSource[] {
  return [
    { content: c.faq, path: "/#faq", name: "FAQ" },
    {
      content: c.landing,
      path: (key) => SWISSHACK_LANDING_PATHS[key] ?? "/",
      name: "SwissHack",
      // Visitors' quotes are theirs, not the site's answers (on finance, an answer must be the rule's).
      skip: ["TESTIMONIALS"],
    },
    { content: c.premium, path: "/premium", name: "Premium", skip: ["back", "expertCall"] },
    { content: c.privacy, path: "/confidentialite", name: "Privacy" },
    { content: c.legal, path: "/mentions-legales", name: "Legal" },
    {
      content: c.blog,
      path: "/blog",
      name: "Blog",
      skip: ["empty", "publishedOn", "by", "tags", "backToBlog", "alsoIn", "feed"],
    },
  ];
}
function optimaiteSources(c: OptimaiteContent): PageSource[] {
  return [
    { content: c.faq, path: "/faq", name: "FAQ" },
    {
      content: c.landing,
      path: (key) => OPTIMAITE_LANDING_PATHS[key] ?? "/optimaite",
      name: "OptimAIte",
      // Its clinics' testimonials are read too: "la chirurgienne dans vos avis clients, elle disait quoi?" is answered
      // with her quote, under her name.
    },
    { content: c.services, path: "/details", name: "OptimAIte" },
    { content: c.integrations, path: "/integrations", name: "Integrations" },
    { content: c.privacy, path: "/privacy", name: "Privacy" },
    { content: c.legal, path: "/legal-notice", name: "Legal" },
    {
      content: c.dialogs,
      path: (key) => (key === "contact" ? "/optimaite?contact=open" : "/optimaite?demo=open"),
      name: "Demo",
      skip: ["HEAR_ABOUT_LABELS"],
    },
  ];
}

/**
 * The demo's facts as its emails state them (the length of a slot, where it happens, the private link that moves or
 * cancels it), with the length of a fresh install's slots.
 */
function demoPassage(site: SiteId, locale: Locale, wording: OptimaiteEmailWording): Passage {
  const manage = wording.meeting.manage("").replace(/\s*:\s*$/, "");
  return {
    id: `${site}-${locale}-demo-facts`,
    site,
    section: "Demo",
    title: wording.meeting.title,
    text: [
      `${wording.meeting.length(DEFAULT_AVAILABILITY.slotMinutes)}.`,
      wording.meeting.place.video("…"),
      wording.meeting.place.phone("…"),
      `${manage}: …`,
    ].join(" "),
    url: localizedPath("/optimaite?demo=open", site, locale),
  };
}

/** The languages a site is published in, each named in the page's language, with its address. */
export function siteLanguages(site: SiteId, inLocale: Locale): { locale: Locale; name: string; href: string }[] {
  const names = new Intl.DisplayNames([inLocale], { type: "language" });
  const home = site === "swisshack" ? "/" : "/optimaite";
  return SITE_LOCALES[site].map((locale) => ({
    locale,
    name: names.of(locale) ?? locale,
    href: localizedPath(home, site, locale),
  }));
}

/**
 * Everything the assistant knows of a site in a language, built from the content the pages render: every section,
 * FAQ item, the Premium comparison and guarantees, the privacy and legal pages, the demo's facts and dialogs.
 * `override` replaces one content module (a test proves the answer follows a changed FAQ item); `figures` are the
 * brand's figures as its pages show them now (the owner's settings, decision 0046): their sentences are the pages'.
 */
export function siteKnowledge(
  site: SiteId,
  locale: Locale,
  override: ContentOverride = {},
  figures: ShownFigures = SPEC_FIGURES,
): Passage[] {
  const url = (path: string) => localizedPath(path, site, locale);
  const number = (value: number) => formatWholeNumber(value, locale);
  const shown = (source: PageSource): PageSource => ({
    ...source,
    content: withShownFigures(source.content, figures, locale),
  });
  if (site === "swisshack") {
    const content = { ...SWISSHACK_CONTENT[locale as "fr" | "de" | "it"], ...override } as SwissHackContent;
    return swisshackSources(content).flatMap((source, index) =>
      passagesOf(shown(source), site, `${site}-${locale}-${index}`, url, number),
    );
  }
  const content = { ...OPTIMAITE_CONTENT[locale as "en" | "fr"], ...override } as OptimaiteContent;
  return [
    ...optimaiteSources(content).flatMap((source, index) =>
      passagesOf(shown(source), site, `${site}-${locale}-${index}`, url, number),
    ),
    demoPassage(site, locale, content.email),
  ];
}
