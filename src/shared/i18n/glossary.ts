import type { Locale } from "./locales.ts";

type Term = Record<"fr" | "de" | "it", string>;

/**
 * The official names of the finance terms in each of SwissHack's languages, as the federal and cantonal sources of
 * FINANCE-FIGURES.md write them: the titles of the acts on Fedlex (LAMal/KVG SR 832.10, LPP/BVG SR 831.40, LIFD/DBG
 * SR 642.11, OPP 3/BVV 3 SR 831.461.3), the Federal Social Insurance Office (OFAS/BSV/UFAS) and the Federal Tax
 * Administration (AFC/ESTV/AFC), Geneva's source-tax pages (ge.ch) for the TOU. Every text, page, email and PDF
 * takes these words from here, so that one language never names a thing two ways.
 */
export const GLOSSARY = {
  tou: {
    fr: "taxation ordinaire ultérieure (TOU)",
    de: "nachträgliche ordentliche Veranlagung (NOV)",
    it: "tassazione ordinaria ulteriore (TOU)",
  },
  touShort: { fr: "TOU", de: "NOV", it: "TOU" },
  pillar3a: { fr: "3e pilier", de: "Säule 3a", it: "pilastro 3a" },
  pillar3aAccount: { fr: "pilier 3a", de: "Säule 3a", it: "pilastro 3a" },
  lpp: { fr: "LPP", de: "BVG", it: "LPP" },
  secondPillar: { fr: "2e pilier", de: "2. Säule", it: "2° pilastro" },
  lppBuyBack: { fr: "rachat LPP", de: "BVG-Einkauf", it: "riscatto LPP" },
  lamal: { fr: "LAMal", de: "KVG", it: "LAMal" },
  healthInsurance: { fr: "assurance maladie", de: "Krankenversicherung", it: "assicurazione malattie" },
  deductible: { fr: "franchise", de: "Franchise", it: "franchigia" },
  costShare: { fr: "quote-part", de: "Selbstbehalt", it: "aliquota percentuale" },
  premium: { fr: "prime", de: "Prämie", it: "premio" },
  sourceTax: { fr: "impôt à la source", de: "Quellensteuer", it: "imposta alla fonte" },
  frontalier: { fr: "frontalier", de: "Grenzgänger", it: "frontaliere" },
  quasiResident: { fr: "quasi-résident", de: "Quasi-Ansässiger", it: "quasi residente" },
  ahv: { fr: "AVS", de: "AHV", it: "AVS" },
  fsio: { fr: "OFAS", de: "BSV", it: "UFAS" },
  fta: { fr: "AFC", de: "ESTV", it: "AFC" },
  permitB: { fr: "permis B", de: "Ausweis B", it: "permesso B" },
  permitC: { fr: "permis C", de: "Ausweis C", it: "permesso C" },
  permitG: { fr: "permis G", de: "Ausweis G", it: "permesso G" },
  telework: { fr: "télétravail", de: "Homeoffice", it: "telelavoro" },
  selfEmployed: { fr: "indépendant", de: "Selbständigerwerbender", it: "indipendente" },
  premiumReduction: { fr: "réduction de primes", de: "Prämienverbilligung", it: "riduzione dei premi" },
  /** SwissHack's free offer as its pages name it (their call to action): emails and the pre-analysis say the same. */
  freeAudit: { fr: "audit gratuit", de: "Gratis-Check", it: "audit gratuito" },
} as const satisfies Record<string, Term>;

export type GlossaryTerm = keyof typeof GLOSSARY;

/** The official name of a finance term in a SwissHack language (OptimAIte's English and French never need them). */
export function term(name: GlossaryTerm, locale: Locale): string {
  const entry: Term = GLOSSARY[name];
  return locale === "de" || locale === "it" ? entry[locale] : entry.fr;
}
