import type { Translation } from "../../../i18n/translation.ts";
import type { LANDING } from "../landing.ts";

/** The landing page and the site's frame in German (de-CH: "ss", CHF 7'258). */
export const LANDING_DE = {
  HERO: {
    eyebrow: "Gratis-Check · 5 Minuten · Bericht in 48\u00a0h",
    title: "Sparen Sie jährlich CHF 2'000 bis 6'000 bei Steuern, Vorsorge und Krankenkasse",
    shortTitle: "Sparen Sie CHF 2'000 bis 6'000 pro Jahr",
    lead: "Ob Grenzgänger, Ansässiger oder Selbständiger in der Schweiz: Unser unabhängiger Check prüft Ihre Säule 3a, Ihr BVG, Ihre Krankenversicherung und Ihre Steuern und liefert Ihnen einen persönlichen Massnahmenplan als PDF.",
    primaryCta: "Gratis-Check",
    secondaryCta: "So funktioniert's",
    reassurance: ["Unabhängig, ohne Provision", "Daten in der Schweiz gehostet", "ISO 27001 · DSGVO- und DSG-konform"],
  },
  STATS: [
    { value: 2000, unit: "chf", suffix: " – 6'000", label: "Ersparnis pro Jahr im Durchschnitt" },
    { value: 48, unit: "number", suffix: " h", label: "bis Sie Ihren PDF-Bericht erhalten" },
    { value: 4200, unit: "number", suffix: "+", label: "Abonnentinnen und Abonnenten unseres Newsletters" },
  ],
  PROBLEM_SOLUTION: {
    title: "Das Schweizer System ist grosszügig – für alle, die es kennen",
    problems: [
      "Eine Säule 3a, «wegen der Steuern» eröffnet, aber schlecht angelegt – sie rentiert weniger als die Teuerung.",
      "Eine zufällig gewählte Franchise, die Sie jedes Jahr Hunderte Franken kostet.",
      "Zulagen und Rückerstattungen, die nie beantragt werden, weil niemand davon weiss.",
      "Grenzgängerregeln (Quasi-Ansässigkeit, Homeoffice, Krankenversicherung), die sich ändern und widersprechen.",
    ],
    solutions: [
      "Eine vollständige Diagnose Ihrer vier Finanzbereiche in 5 Minuten Fragebogen.",
      "Bezifferte Hebel mit ihren amtlichen Quellen, nach Ersparnis und Dringlichkeit geordnet.",
      "Ein einfacher Massnahmenplan: was zu tun ist, bis wann und mit welchem Dokument.",
      "Auf Wunsch ein Rückruf durch eine Fachperson eines von der FINMA zugelassenen Partnerbüros.",
    ],
  },
  THEMES: [
    {
      title: "Steuern",
      text: "Vergessene Abzüge, nachträgliche ordentliche Veranlagung (NOV) für Genfer Grenzgänger, BVG-Einkäufe: Wir finden, was Ihre Steuern legal senkt.",
    },
    {
      title: "Versicherungen",
      text: "Eine Franchise, die zu Ihren tatsächlichen Gesundheitskosten passt, sinnvolle oder überflüssige Zusatzversicherungen: CHF 400 bis 800 Ersparnis pro Jahr sind üblich.",
    },
    {
      title: "Vorsorge",
      text: "Säule 3a, BVG, Einkäufe fehlender Jahre seit 2025: Wir rechnen aus, was Sie im Alter wirklich haben und wie Sie es verbessern.",
    },
    {
      title: "Klarheit",
      text: "Ein einziges Dokument in verständlicher Sprache, jede Zahl mit Quelle und Datum. Endlich wissen Sie, wo Sie stehen.",
    },
  ],
  PROCESS: {
    title: "So funktioniert's",
    lead: "Vier Schritte, keine Unterlagen einzusenden, keine Verpflichtung.",
    steps: [
      {
        title: "Fragebogen ausfüllen",
        text: "5 Minuten Fragen zu Ihrer Situation, ohne Belege.",
      },
      {
        title: "Analyse",
        text: "Wir gleichen Ihre Antworten mit den amtlichen Schweizer Tarifen des laufenden Jahres ab.",
      },
      {
        title: "Plan erhalten",
        text: "Ihr persönlicher PDF-Bericht kommt innerhalb von 48 h, die Massnahmen nach Ersparnis geordnet.",
      },
      {
        title: "Umsetzen",
        text: "Setzen Sie den Plan selbst um oder mit einer Partner-Fachperson, die Sie auf Wunsch zurückruft.",
      },
    ],
  },
  TRUST: {
    title: "Eine unabhängige Analyse auf Grundlage amtlicher Quellen",
    lead: "Wir verkaufen keine Produkte und erhalten keine Provisionen. Wir analysieren die Angebote und Regeln von:",
    institutions: [
      "Eidgenössische Steuerverwaltung (ESTV)",
      "Bundesamt für Sozialversicherungen (BSV)",
      "Bundesamt für Gesundheit (BAG)",
      "Steuerverwaltung des Kantons Genf",
      "Kantonale Steuerverwaltung Waadt",
      "BVG-Pensionskassen und Freizügigkeitsstiftungen",
      "Banken und Versicherungen mit Säule-3a-Angeboten",
      "Zugelassene Krankenversicherer (KVG)",
    ],
    badges: [
      { title: "Unabhängig", text: "Keine Provision, kein Produkt zu verkaufen." },
      { title: "In der Schweiz gehostet", text: "Ihre Daten bleiben in der Schweiz, höchstens 12 Monate." },
      { title: "ISO 27001", text: "Zertifizierte Prozesse für Informationssicherheit." },
      { title: "DSGVO und DSG", text: "Ihr Recht auf Auskunft und Löschung wird respektiert." },
    ],
  },
  TESTIMONIALS: [
    {
      quote:
        "Als Grenzgängerin wusste ich nicht, dass ich die nachträgliche ordentliche Veranlagung beantragen kann. Ergebnis: CHF 3'100 im ersten Jahr zurückerhalten.",
      name: "Camille",
      town: "Annemasse",
    },
    {
      quote:
        "Meine Franchise lag bei CHF 300, obwohl ich fast nie zum Arzt gehe. Dank dem Bericht spare ich mit zwei Klicks CHF 620 pro Jahr.",
      name: "Marc",
      town: "Lausanne",
    },
    {
      quote:
        "Seit drei Jahren selbständig, hatte ich nie eine Säule 3a eröffnet. Der Massnahmenplan war klar, datiert und beziffert. Endlich jemand, der mir nichts verkaufen will.",
      name: "Sofia",
      town: "Neuenburg",
    },
  ],
  LEVERS: {
    title: "Drei Hebel, die die meisten vergessen",
    items: [
      {
        figure: "+1 %",
        title: "Eine Säule 3a, die wirklich arbeitet",
        text: "Bis zu +1 % Nettorendite pro Jahr mit einer kostengünstigen 3a-Wertschriftenlösung statt eines 3a-Sparkontos – der Steuerabzug bleibt.",
      },
      {
        figure: "CHF 400 – 800",
        title: "Die richtige Franchise",
        text: "Wer die Franchise an seine tatsächlichen Gesundheitskosten anpasst, spart als gesunder Erwachsener meist CHF 400 bis 800 pro Jahr.",
      },
      {
        figure: "900 EUR",
        title: "Vergessene Zulagen",
        text: "Familienzulagen, Spesenrückerstattungen, Steuergutschriften: bis zu 900 EUR pro Jahr bleiben unbeansprucht, vor allem bei Grenzgängern.",
      },
    ],
  },
  FREE_OFFER: {
    title: "Ihr vollständiger Check, geschenkt",
    lead: "Was andere in Rechnung stellen, schenken wir Ihnen, damit Sie unsere Methode kennenlernen.",
    value: "CHF 490",
    price: "CHF 0",
    duration: "15 Min.",
    durationLabel: "Ihrer Zeit insgesamt",
    included: [
      "5 Minuten Fragebogen, ohne Belege",
      "Voranalyse Ihrer Säule 3a, Ihres BVG, Ihrer Krankenversicherung und Ihrer Steuern",
      "Persönlicher PDF-Bericht innerhalb von 48 h",
      "Massnahmenplan und Sparsimulation",
      "PDF-Ratgeber «5 legale Hacks» gratis",
      "Auf Wunsch Rückruf durch eine Fachperson eines FINMA-zugelassenen Partnerbüros",
    ],
    cta: "Gratis-Check anfordern",
    note: "Unverbindlich. Ihre Antworten dienen nur der Vorbereitung Ihres Checks.",
  },
  BLOG: {
    title: "Der SwissHack-Blog",
    lead: "Konkrete Ratgeber, aktualisiert mit den amtlichen Zahlen des Jahres.",
    allPosts: "Alle Artikel im Blog",
  },
  CTA_BLOCK: {
    title: "Wissen Sie, wie viel Geld Sie liegen lassen?",
    text: "5 Minuten Fragebogen, ein Bericht in 48 h, null Verpflichtung.",
    cta: "Gratis-Check",
  },
  NEWSLETTER: {
    title: "Jeden Dienstag ein Schweizer Finanz-Hack",
    text: "Schliessen Sie sich 4'200+ Abonnentinnen und Abonnenten an. Höchstens eine E-Mail pro Woche, jeweils am Dienstag. Abmeldung mit einem Klick.",
    textWithCount:
      "Schliessen Sie sich {count}+ Abonnentinnen und Abonnenten an. Höchstens eine E-Mail pro Woche, jeweils am Dienstag. Abmeldung mit einem Klick.",
    textWithoutCount: "Höchstens eine E-Mail pro Woche, jeweils am Dienstag. Abmeldung mit einem Klick.",
    label: "Ihre E-Mail-Adresse",
    placeholder: "sie@beispiel.ch",
    submit: "Abonnieren",
    submitting: "Wird angemeldet…",
    successTitle: "Willkommen bei SwissHack! 🇨🇭",
    successText: "Bestätigen Sie Ihre Anmeldung über den Link, den wir Ihnen soeben per E-Mail gesendet haben.",
    errorTitle: "Anmeldung nicht möglich",
    networkError: "Der Server ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.",
  },
  REPORT_PREVIEW: {
    label: "Beispiel eines Check-Berichts",
    title: "Ihr Massnahmenplan",
    subtitle: "Beispiel: Grenzgängerin in Genf, CHF 95'000",
    lines: [
      { label: "Nachträgliche ordentliche Veranlagung + 3a", amount: "CHF 1'600 – 2'300" },
      { label: "Angepasste Franchise", amount: "CHF 540" },
      { label: "Nicht beanspruchte Zulagen", amount: "bis 900 EUR" },
    ],
    total: "Geschätztes Potenzial: CHF 2'900 – 3'700 pro Jahr",
  },
} as const satisfies Translation<typeof LANDING>;
