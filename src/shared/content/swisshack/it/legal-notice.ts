import type { Translation } from "../../../i18n/translation.ts";
import type { LEGAL_NOTICE } from "../legal-notice.ts";

/** /it/note-legali. */
export const LEGAL_NOTICE_IT = {
  title: "Note legali",
  sections: [
    {
      title: "Editore",
      paragraphs: ["{company}", "{address}", "{registry}", "Responsabile della pubblicazione: {director}"],
    },
    { title: "Contatti", paragraphs: ["E-mail: {email}", "Telefono: {phone}"] },
    { title: "Hosting", paragraphs: ["{host}"] },
    {
      title: "Proprietà intellettuale",
      paragraphs: [
        "I testi, la grafica, i loghi e il codice di questo sito sono protetti dal diritto d'autore. Ogni riproduzione senza autorizzazione scritta è vietata.",
      ],
    },
    {
      title: "Responsabilità",
      paragraphs: [
        "Le informazioni e le preanalisi pubblicate sono stime generali basate sulle fonti ufficiali citate; non costituiscono né una consulenza fiscale né una consulenza in investimenti personalizzata.",
      ],
    },
    {
      title: "Crediti",
      paragraphs: [
        "Geolocalizzazione approssimativa: IP Geolocation by DB-IP (db-ip.com), banca dati «IP to City Lite», licenza Creative Commons Attribution 4.0.",
        "Icone: Lucide (licenza ISC). Carattere: Inter (SIL Open Font License).",
      ],
    },
  ],
} as const satisfies Translation<typeof LEGAL_NOTICE>;
