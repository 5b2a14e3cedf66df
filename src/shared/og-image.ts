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

export const SITE_OG_CARDS: Record<SiteId, OgCard> = {
  swisshack: {
    path: "/og/swisshack.png",
    alt: "SwissHack – Économisez 2000 à 6000 CHF par an sur vos impôts, votre retraite et votre assurance maladie",
    headline: "Économisez 2000 à 6000 CHF par an sur vos impôts, votre retraite et votre assurance maladie",
    tagline: "Audit financier indépendant pour frontaliers, résidents et indépendants en Suisse",
    background: "#c8102e",
    accent: "#ffffff",
    brandHtml: "Swiss<span>Hack</span>",
  },
  optimaite: {
    path: "/og/optimaite.png",
    alt: "OptimAIte – Never miss another patient call: the AI receptionist for medical and aesthetic practices",
    headline: "Never miss another patient call",
    tagline: "The AI receptionist for medical and aesthetic practices",
    background: "#1d4ed8",
    accent: "#67e8f9",
    brandHtml: "Optim<span>AI</span>te",
  },
};
