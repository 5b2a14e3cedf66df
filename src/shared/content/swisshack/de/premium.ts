import type { Translation } from "../../../i18n/translation.ts";
import type { PREMIUM } from "../premium.ts";

/** /de/premium. */
export const PREMIUM_DE = {
  back: "Zur Startseite",
  eyebrow: "Premium-Check",
  title: "Die umfassende Begleitung, um Ihre Finanzen über 5 bis 10 Jahre zu optimieren",
  lead: "Eine Fachperson prüft Ihr Dossier im Detail, ruft Sie für 45 Minuten an und begleitet Sie 2 Jahre lang.",
  price: "CHF 590",
  priceChf: 590,
  priceNote: "einmalige Zahlung, kein Abonnement",
  cta: "Mit dem Gratis-Check beginnen",
  expertCall: "Mit einer Fachperson sprechen: {phone}",
  stats: [
    {
      value: "CHF 5'900",
      label: "Ersparnis pro Jahr im Durchschnitt",
      figure: "averageSaving",
      withCount: "CHF {count}",
    },
    { value: "10×", label: "Rendite auf Ihre Investition", figure: "roiMultiple", withCount: "{count}×" },
    { value: "580+", label: "Premium-Kundinnen und -Kunden", figure: "premiumClients", withCount: "{count}+" },
  ],
  comparisonTitle: "Gratis oder Premium?",
  comparison: [
    { feature: "5 Minuten Fragebogen", free: true, premium: true },
    { feature: "Persönlicher PDF-Bericht innerhalb von 48 h", free: true, premium: true },
    { feature: "PDF-Ratgeber «5 legale Hacks»", free: true, premium: true },
    { feature: "Prüfung Ihrer Unterlagen (Lohnausweis, BVG-Ausweis, KVG-Police)", free: false, premium: true },
    { feature: "45 Minuten Gespräch mit einer Fachperson", free: false, premium: true },
    { feature: "Massnahmenplan über 5 bis 10 Jahre", free: false, premium: true },
    { feature: "Jährliche Begleitung während 2 Jahren", free: false, premium: true },
    { feature: "Lieferung innerhalb von 5 Arbeitstagen", free: false, premium: true },
  ],
  guaranteesTitle: "Unsere vier Garantien",
  guarantees: [
    {
      title: "30 Tage Geld-zurück-Garantie",
      text: "Nicht überzeugt? Wir erstatten Ihnen innerhalb von 30 Tagen den vollen Betrag, ohne Begründung.",
    },
    {
      title: "In 5 Arbeitstagen geliefert",
      text: "Ihr vollständiges Dossier und Ihr Plan über 5 bis 10 Jahre, geliefert in 5 Arbeitstagen.",
    },
    {
      title: "100 % unabhängig",
      text: "Keine Provision, kein Finanzprodukt zu verkaufen: nur Ihr Interesse zählt.",
    },
    {
      title: "Daten geschützt in der Schweiz",
      text: "Hosting in der Schweiz, ISO-27001-Zertifizierung, DSGVO- und DSG-konform.",
    },
  ],
  closingTitle: "Beginnen Sie mit dem Gratis-Check",
  closingText: "Oft genügt der Gratis-Check. Zeigt er ein grosses Potenzial, geht der Premium-Check weiter.",
} as const satisfies Translation<typeof PREMIUM>;
