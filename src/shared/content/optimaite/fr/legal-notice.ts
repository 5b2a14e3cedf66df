import type { Translation } from "../../../i18n/translation.ts";
import type { OPTIMAITE_LEGAL_NOTICE } from "../legal-notice.ts";

/** /fr/mentions-legales in Quebec French; the publisher's details come from the same LEGAL_* variables. */
export const OPTIMAITE_LEGAL_NOTICE_FR = {
  title: "Mentions légales",
  sections: [
    {
      title: "Éditeur",
      paragraphs: ["{company}", "{address}", "{registry}", "Responsable de la publication : {director}"],
    },
    { title: "Coordonnées", paragraphs: ["Courriel : {email}", "Téléphone : {phone}"] },
    { title: "Hébergement", paragraphs: ["{host}"] },
    {
      title: "Propriété intellectuelle",
      paragraphs: [
        "Les textes, les éléments graphiques, les logos et le code de ce site sont protégés par le droit d'auteur. Toute reproduction sans autorisation écrite est interdite.",
      ],
    },
    {
      title: "Responsabilité",
      paragraphs: [
        "Les chiffres de rendement sont des estimations fondées sur les valeurs que vous saisissez et sur des hypothèses indiquées (30 jours par mois, 95 % des clients perdus récupérés); ils ne constituent pas une promesse de résultats.",
      ],
    },
    {
      title: "Crédits",
      paragraphs: [
        "Géolocalisation approximative : IP Geolocation by DB-IP (db-ip.com), base de données « IP to City Lite », licence Creative Commons Attribution 4.0.",
        "Icônes : Lucide (licence ISC). Police de caractères : Inter (SIL Open Font License).",
      ],
    },
  ],
} satisfies Translation<typeof OPTIMAITE_LEGAL_NOTICE>;
