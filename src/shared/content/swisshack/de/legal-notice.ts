import type { Translation } from "../../../i18n/translation.ts";
import type { LEGAL_NOTICE } from "../legal-notice.ts";

/** /de/impressum. */
export const LEGAL_NOTICE_DE = {
  title: "Impressum",
  sections: [
    {
      title: "Herausgeber",
      paragraphs: ["{company}", "{address}", "{registry}", "Verantwortlich für den Inhalt: {director}"],
    },
    { title: "Kontakt", paragraphs: ["E-Mail: {email}", "Telefon: {phone}"] },
    { title: "Hosting", paragraphs: ["{host}"] },
    {
      title: "Geistiges Eigentum",
      paragraphs: [
        "Texte, Grafiken, Logos und der Code dieser Website sind urheberrechtlich geschützt. Jede Vervielfältigung ohne schriftliche Genehmigung ist untersagt.",
      ],
    },
    {
      title: "Haftung",
      paragraphs: [
        "Die veröffentlichten Informationen und Voranalysen sind allgemeine Schätzungen auf Grundlage der genannten amtlichen Quellen; sie sind weder eine persönliche Steuer- noch eine Anlageberatung.",
      ],
    },
    {
      title: "Quellen",
      paragraphs: [
        "Ungefähre Geolokalisierung: IP Geolocation by DB-IP (db-ip.com), Datenbank «IP to City Lite», Lizenz Creative Commons Attribution 4.0.",
        "Icons: Lucide (ISC-Lizenz). Schrift: Inter (SIL Open Font License).",
      ],
    },
  ],
} as const satisfies Translation<typeof LEGAL_NOTICE>;
