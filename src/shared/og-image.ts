import { DEFAULT_LOCALE, type Locale } from "./i18n/locales";
import type { SiteId } from "./routes";

/** The size Open Graph and Twitter's summary_large_image cards show. */
export const OG_IMAGE = { width: 1200, height: 630, type: "image/png" } as const;

export interface OgCard {
  /** Under public/, committed (rendered by scripts/og-images.ts). */
  path: string;
  alt: string;
  headline: string;
  tagline: string;
  background: string;
  accent: string;
  /** The logo as text, brand colour on its own part. */
  brandHtml: string;
}

const SWISSHACK_CARD = { background: "#c8102e", accent: "#ffffff", brandHtml: "Swiss<span>Hack</span>" };
const OPTIMAITE_CARD = { background: "#1d4ed8", accent: "#67e8f9", brandHtml: "Optim<span>AI</span>te" };

/** Each site's card in each of its languages: the page's language is the card's and its alt text's. */
export const SITE_OG_CARDS: Record<SiteId, Partial<Record<Locale, OgCard>>> = {
  swisshack: {
    fr: {
      ...SWISSHACK_CARD,
      path: "/og/swisshack.png",
      alt: "SwissHack – Économisez 2000 à 6000 CHF par an sur vos impôts, votre retraite et votre assurance maladie",
      headline: "Économisez 2000 à 6000 CHF par an sur vos impôts, votre retraite et votre assurance maladie",
      tagline: "Audit financier indépendant pour frontaliers, résidents et indépendants en Suisse",
    },
    de: {
      ...SWISSHACK_CARD,
      path: "/og/swisshack-de.png",
      alt: "SwissHack – Sparen Sie jährlich CHF 2'000 bis 6'000 bei Steuern, Vorsorge und Krankenkasse",
      headline: "Sparen Sie jährlich CHF 2'000 bis 6'000 bei Steuern, Vorsorge und Krankenkasse",
      tagline: "Unabhängiger Finanzcheck für Grenzgänger, Ansässige und Selbständige in der Schweiz",
    },
    it: {
      ...SWISSHACK_CARD,
      path: "/og/swisshack-it.png",
      alt: "SwissHack – Risparmi da CHF 2'000 a 6'000 all'anno su imposte, previdenza e cassa malati",
      headline: "Risparmi da CHF 2'000 a 6'000 all'anno su imposte, previdenza e cassa malati",
      tagline: "Audit finanziario indipendente per frontalieri, residenti e indipendenti in Svizzera",
    },
  },
  optimaite: {
    en: {
      ...OPTIMAITE_CARD,
      path: "/og/optimaite.png",
      alt: "OptimAIte – Never miss another patient call: the AI receptionist for medical and aesthetic practices",
      headline: "Never miss another patient call",
      tagline: "The AI receptionist for medical and aesthetic practices",
    },
    fr: {
      ...OPTIMAITE_CARD,
      path: "/og/optimaite-fr.png",
      alt: "OptimAIte – Ne manquez plus jamais l'appel d'un patient : la réceptionniste IA des cliniques médicales et esthétiques",
      headline: "Ne manquez plus jamais l'appel d'un patient",
      tagline: "La réceptionniste IA des cliniques médicales et esthétiques",
    },
  },
};

/** The card of a site's page in a language (the site's default language's when it has none of its own). */
export function ogCardOf(site: SiteId, locale: Locale): OgCard {
  const card = SITE_OG_CARDS[site][locale] ?? SITE_OG_CARDS[site][DEFAULT_LOCALE[site]];
  if (!card) throw new Error(`No Open Graph card for ${site}`);
  return card;
}
