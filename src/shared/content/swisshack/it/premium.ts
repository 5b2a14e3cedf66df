import type { Translation } from "../../../i18n/translation.ts";
import type { PREMIUM } from "../premium.ts";

/** /it/premium. */
export const PREMIUM_IT = {
  back: "Tornare alla home",
  eyebrow: "Audit Premium",
  // A soft hyphen where Italian splits the word (accompa-gnamento): a phone's width breaks it, and a browser without
  // an Italian hyphenation dictionary (Chromium on Linux) would break it anywhere and show no hyphen.
  title: "L'accompa\u00ADgnamento completo per ottimizzare le sue finanze su 5-10 anni",
  lead: "Un esperto analizza a fondo il suo dossier, la chiama per 45 minuti e la segue per 2 anni.",
  price: "CHF 590",
  priceChf: 590,
  priceNote: "pagamento unico, senza abbonamento",
  cta: "Iniziare con l'audit gratuito",
  expertCall: "Parlare con un esperto: {phone}",
  stats: [
    { value: "CHF 5'900", label: "di risparmio medio all'anno", figure: "averageSaving", withCount: "CHF {count}" },
    { value: "10×", label: "di ritorno sull'investimento", figure: "roiMultiple", withCount: "{count}×" },
    { value: "580+", label: "clienti Premium", figure: "premiumClients", withCount: "{count}+" },
  ],
  comparisonTitle: "Gratuito o Premium?",
  comparison: [
    { feature: "Questionario di 5 minuti", free: true, premium: true },
    { feature: "Rapporto PDF personalizzato entro 48 ore", free: true, premium: true },
    { feature: "Guida PDF «5 hack legali»", free: true, premium: true },
    { feature: "Analisi dei suoi documenti (certificato di salario, LPP, polizza LAMal)", free: false, premium: true },
    { feature: "Colloquio di 45 minuti con un esperto", free: false, premium: true },
    { feature: "Piano d'azione su 5-10 anni", free: false, premium: true },
    { feature: "Follow-up annuale per 2 anni", free: false, premium: true },
    { feature: "Consegna entro 5 giorni lavorativi", free: false, premium: true },
  ],
  guaranteesTitle: "Le nostre quattro garanzie",
  guarantees: [
    {
      title: "Soddisfatti o rimborsati entro 30 giorni",
      text: "Non è convinto? La rimborsiamo integralmente entro 30 giorni, senza giustificazioni.",
    },
    {
      title: "Consegna in 5 giorni lavorativi",
      text: "Il suo dossier completo e il suo piano su 5-10 anni, consegnati in 5 giorni lavorativi.",
    },
    {
      title: "100 % indipendente",
      text: "Nessuna commissione, nessun prodotto finanziario da vendere: solo il suo interesse.",
    },
    {
      title: "Dati protetti in Svizzera",
      text: "Hosting in Svizzera, certificazione ISO 27001, conformità al GDPR e alla LPD.",
    },
  ],
  closingTitle: "Inizi con l'audit gratuito",
  closingText: "Spesso l'audit gratuito basta. Se rivela un potenziale importante, l'audit Premium va oltre.",
} as const satisfies Translation<typeof PREMIUM>;
