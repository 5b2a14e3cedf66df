import type { LegalSection } from "../legal-section";

/**
 * /mentions-legales. The publisher's details come from LEGAL_COMPANY, LEGAL_ADDRESS, LEGAL_IDE, LEGAL_DIRECTOR and
 * LEGAL_HOST, the contact from CONTACT_EMAIL and CONTACT_PHONE; what is unset is left out.
 */
export const LEGAL_NOTICE = {
  title: "Mentions légales",
  sections: [
    {
      title: "Éditeur",
      paragraphs: ["{company}", "{address}", "{registry}", "Responsable de la publication : {director}"],
    },
    { title: "Contact", paragraphs: ["E-mail : {email}", "Téléphone : {phone}"] },
    { title: "Hébergement", paragraphs: ["{host}"] },
    {
      title: "Propriété intellectuelle",
      paragraphs: [
        "Les textes, graphismes, logos et le code de ce site sont protégés par le droit d'auteur. Toute reproduction sans autorisation écrite est interdite.",
      ],
    },
    {
      title: "Responsabilité",
      paragraphs: [
        "Les informations et pré-analyses publiées sont des estimations générales fondées sur les sources officielles citées ; elles ne constituent ni un conseil fiscal ni un conseil en placement personnalisé.",
      ],
    },
    {
      title: "Crédits",
      paragraphs: [
        "Géolocalisation approximative : IP Geolocation by DB-IP (db-ip.com), base « IP to City Lite », licence Creative Commons Attribution 4.0.",
        "Icônes : Lucide (licence ISC). Police : Inter (SIL Open Font License).",
      ],
    },
  ] satisfies LegalSection[],
};
