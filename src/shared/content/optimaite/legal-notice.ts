import type { LegalSection } from "../legal-section";

/** /legal-notice: who publishes OptimAIte; the publisher's details come from the LEGAL_* variables. */
export const OPTIMAITE_LEGAL_NOTICE = {
  title: "Legal notice",
  sections: [
    {
      title: "Publisher",
      paragraphs: ["{company}", "{address}", "{registry}", "Responsible for publication: {director}"],
    },
    { title: "Contact", paragraphs: ["Email: {email}", "Phone: {phone}"] },
    { title: "Hosting", paragraphs: ["{host}"] },
    {
      title: "Intellectual property",
      paragraphs: [
        "The texts, graphics, logos and code of this site are protected by copyright. Any reproduction without written permission is prohibited.",
      ],
    },
    {
      title: "Liability",
      paragraphs: [
        "ROI figures are estimates from the numbers you enter and stated assumptions (30 days a month, 95 % of lost clients recovered); they are not a promise of results.",
      ],
    },
    {
      title: "Credits",
      paragraphs: [
        'Approximate geolocation: IP Geolocation by DB-IP (db-ip.com), "IP to City Lite" database, Creative Commons Attribution 4.0 licence.',
        "Icons: Lucide (ISC licence). Typeface: Inter (SIL Open Font License).",
      ],
    },
  ] satisfies LegalSection[],
};
