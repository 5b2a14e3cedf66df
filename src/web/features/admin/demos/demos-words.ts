import type { AdminMeeting } from "@shared/schemas/demo-slots";
import type { AdminWords } from "../shared/admin-language";

// The Demos tab's words: the booked meetings, their outcome and the calendar export (issue 55).

export const DEMOS_WORDS: AdminWords<{
  statuses: Record<AdminMeeting["status"], string>;
  headers: { when: string; who: string; roi: string; status: string; outcome: string };
  loadFailed: string;
  updated: string;
  notUpdated: string;
  loading: string;
  title: (zone: string) => string;
  dayToExport: string;
  exportIcs: string;
  none: string;
  theirTime: string;
  language: string;
  upcoming: string;
  markDone: (name: string) => string;
  markNoShow: (name: string) => string;
}> = {
  fr: {
    statuses: { booked: "Réservée", cancelled: "Annulée", done: "Faite", no_show: "Absent" },
    headers: { when: "Quand", who: "Qui", roi: "ROI", status: "Statut", outcome: "Issue" },
    loadFailed: "Les rendez-vous n'ont pas pu être chargés",
    updated: "Rendez-vous mis à jour",
    notUpdated: "Le rendez-vous n'a pas pu être mis à jour",
    loading: "Chargement des rendez-vous…",
    title: (zone) => `Rendez-vous (${zone})`,
    dayToExport: "Jour à exporter",
    exportIcs: "Exporter en .ics",
    none: "Aucun rendez-vous réservé pour l'instant.",
    theirTime: "Son heure\u00a0:",
    language: "Langue\u00a0:",
    upcoming: " (à venir)",
    markDone: (name) => `Marquer la démo avec ${name} comme faite`,
    markNoShow: (name) => `Marquer ${name} comme absent`,
  },
  en: {
    statuses: { booked: "Booked", cancelled: "Cancelled", done: "Done", no_show: "No-show" },
    headers: { when: "When", who: "Who", roi: "ROI", status: "Status", outcome: "Outcome" },
    loadFailed: "Could not load the meetings",
    updated: "Meeting updated",
    notUpdated: "Could not update the meeting",
    loading: "Loading meetings…",
    title: (zone) => `Meetings (${zone})`,
    dayToExport: "Day to export",
    exportIcs: "Export .ics",
    none: "No meeting booked yet.",
    theirTime: "Their time:",
    language: "Language:",
    upcoming: " (upcoming)",
    markDone: (name) => `Mark the demo with ${name} done`,
    markNoShow: (name) => `Mark ${name} as a no-show`,
  },
};
