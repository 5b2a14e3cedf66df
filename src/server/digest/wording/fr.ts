import type { DigestWording } from "./types";

const plural = (count: number, one: string, many: string) => `${count} ${count > 1 ? many : one}`;

/** Le résumé quotidien en français (the owner's language by default). */
export const DIGEST_FR: DigestWording = {
  lang: "fr-CH",
  today: (day, time) => `aujourd'hui, ${day} jusqu'à ${time}`,
  yesterday: (day) => `hier, ${day}`,
  subject: (covers, { leads, reports, followUps }) =>
    `Résumé quotidien, ${covers} : ${plural(leads, "nouveau contact", "nouveaux contacts")}, ${plural(reports, "rapport à rendre", "rapports à rendre")}, ${plural(followUps, "relance", "relances")}`,
  heading: (covers) => `Résumé quotidien pour ${covers} (heure de Zurich)`,
  newLeads: (count) => `Nouveaux contacts (${count}) :`,
  reportsDue: (count) => `Rapports 48 h à rendre aujourd'hui ou en retard (${count}) :`,
  followUps: (count) => `Relances prévues (${count}) :`,
  funnels: (covers) => `Entonnoirs (${covers}) :`,
  none: "aucun",
  source: (source) => `source : ${source ?? "inconnue"}`,
  tabs: { contacts: "Contact", demos: "Démo", calculator: "Calculateur", audits: "Audit", newsletter: "Newsletter" },
  steps: {
    Visits: "Visites",
    "Audit dialog opened": "Formulaire d'audit ouvert",
    "Audit sent": "Audit envoyé",
    "Refine step done": "Étape d'affinage faite",
    "Calculator used": "Calculateur utilisé",
    "Demo booked": "Démo réservée",
    "Contact sent": "Contact envoyé",
  },
  due: (when) => `à rendre le ${when}`,
  premiumPaid: (count) => `Commandes Premium payées (${count}) :`,
  premiumDue: (count) => `Rapports Premium à rendre d'ici demain (${count}) :`,
  premiumSubject: ({ paid, due }) =>
    paid + due === 0
      ? ""
      : `, Premium : ${plural(paid, "commande payée", "commandes payées")}, ${plural(due, "rapport à rendre", "rapports à rendre")}`,
  receipt: (number) => `reçu n° ${number}`,
  reportDueOn: (day) => `rapport à rendre le ${day}`,
  overdue: "en retard",
};
