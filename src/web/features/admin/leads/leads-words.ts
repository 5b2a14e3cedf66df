import type { AdminWords } from "../shared/admin-language";

// The lead tabs' words: columns, cells, the pipeline, the 48-hour report, notes, data-subject requests (issue 55).

/** Each lead column's header, by the column's name (its `label`, the same in every language). */
export const LEAD_COLUMN_WORDS: AdminWords<Record<string, string>> = {
  fr: {
    Date: "Date",
    Name: "Nom",
    Email: "E-mail",
    Company: "Entreprise",
    Industry: "Secteur",
    "Heard about us": "Nous a connus par",
    Language: "Langue",
    Message: "Message",
    Project: "Projet",
    "ROI attached": "ROI joint",
    Started: "Commencé",
    Location: "Lieu",
    "Time spent": "Temps passé",
    Calculations: "Calculs",
    "Inputs changed": "Saisies modifiées",
    Converted: "Converti",
    "Monthly ROI": "ROI mensuel",
    Phone: "Téléphone",
    "48-hour report": "Rapport sous 48\u00a0h",
    "Pre-analysis": "Pré-analyse",
    Subscribed: "Inscrit le",
    Status: "Statut",
    Confirmed: "Confirmé le",
    "Bouncing since": "En échec depuis",
    Canton: "Canton",
    Situation: "Situation",
    "Country of residence": "Pays de résidence",
    Income: "Revenu",
    "3rd pillar": "3e pilier",
    "Health insurance": "Assurance maladie",
    Goal: "Objectif",
    "Their words": "En ses mots",
    Source: "Source",
    "Last touch": "Dernier contact",
    Pipeline: "Suivi",
    "Premium payment link": "Lien de paiement Premium",
  },
  en: {
    Date: "Date",
    Name: "Name",
    Email: "Email",
    Company: "Company",
    Industry: "Industry",
    "Heard about us": "Heard about us",
    Language: "Language",
    Message: "Message",
    Project: "Project",
    "ROI attached": "ROI attached",
    Started: "Started",
    Location: "Location",
    "Time spent": "Time spent",
    Calculations: "Calculations",
    "Inputs changed": "Inputs changed",
    Converted: "Converted",
    "Monthly ROI": "Monthly ROI",
    Phone: "Phone",
    "48-hour report": "48-hour report",
    "Pre-analysis": "Pre-analysis",
    Subscribed: "Subscribed",
    Status: "Status",
    Confirmed: "Confirmed",
    "Bouncing since": "Bouncing since",
    Canton: "Canton",
    Situation: "Situation",
    "Country of residence": "Country of residence",
    Income: "Income",
    "3rd pillar": "3rd pillar",
    "Health insurance": "Health insurance",
    Goal: "Goal",
    "Their words": "Their words",
    Source: "Source",
    "Last touch": "Last touch",
    Pipeline: "Pipeline",
    "Premium payment link": "Premium payment link",
  },
};

/** What the lead cells say. */
export const LEAD_CELL_WORDS: AdminWords<{
  none: string;
  view: string;
  pdf: string;
  duplicate: (others: number) => string;
  callbackYes: string;
  callbackYesAt: (when: string) => string;
  callbackNo: string;
  demoBooked: string;
  no: string;
  notGiven: string;
  unknown: string;
}> = {
  fr: {
    none: "Aucune",
    view: "Voir",
    pdf: "PDF",
    duplicate: (others) =>
      `Doublon\u00a0: ${others}\u00a0autre${others > 1 ? "s" : ""} demande${others > 1 ? "s" : ""} en 30\u00a0jours`,
    callbackYes: "Rappel\u00a0: oui",
    callbackYesAt: (when) => `Rappel\u00a0: oui (${when})`,
    callbackNo: "Rappel\u00a0: non",
    demoBooked: "Démo réservée",
    no: "Non",
    notGiven: "Non indiqué",
    unknown: "Inconnue",
  },
  en: {
    none: "None",
    view: "View",
    pdf: "PDF",
    duplicate: (others) => `Duplicate: ${others} other request${others > 1 ? "s" : ""} within 30 days`,
    callbackYes: "Callback: yes",
    callbackYesAt: (when) => `Callback: yes (${when})`,
    callbackNo: "Callback: no",
    demoBooked: "Demo booked",
    no: "No",
    notGiven: "Not given",
    unknown: "Unknown",
  },
};

/** A lead tab's filter, and the pipeline editor of each lead. */
export const PIPELINE_WORDS: AdminWords<{
  status: string;
  everyStatus: string;
  saved: string;
  notSaved: string;
  pipelineOf: (who: string) => string;
  statusOf: (who: string) => string;
  followUpFor: (who: string) => string;
  noteAbout: (who: string) => string;
  addNote: string;
  save: string;
  lastNote: string;
  notesFailed: string;
}> = {
  fr: {
    status: "Statut",
    everyStatus: "Tous les statuts",
    saved: "Prospect enregistré",
    notSaved: "Le prospect n'a pas pu être enregistré",
    pipelineOf: (who) => `Suivi de ${who}`,
    statusOf: (who) => `Statut de ${who}`,
    followUpFor: (who) => `Jour de relance pour ${who}`,
    noteAbout: (who) => `Note sur ${who}`,
    addNote: "Ajouter une note",
    save: "Enregistrer",
    lastNote: "Dernière note\u00a0:",
    notesFailed: "Les notes n'ont pas pu être chargées.",
  },
  en: {
    status: "Status",
    everyStatus: "Every status",
    saved: "Lead saved",
    notSaved: "Could not save the lead",
    pipelineOf: (who) => `Pipeline of ${who}`,
    statusOf: (who) => `Status of ${who}`,
    followUpFor: (who) => `Follow-up day for ${who}`,
    noteAbout: (who) => `Note about ${who}`,
    addNote: "Add a note",
    save: "Save",
    lastNote: "Last note:",
    notesFailed: "The notes could not be loaded.",
  },
};

/** The 48-hour report's status control. */
export const REPORT_WORDS: AdminWords<{
  reportOf: (who: string) => string;
  due: (when: string) => string;
  overdueSince: (when: string) => string;
  updated: string;
  notUpdated: string;
  /** The link to the report's editor (issue 55). */
  write: (who: string) => string;
  /** Its visible text: the row already names the person. */
  writeShort: string;
}> = {
  fr: {
    reportOf: (who) => `Rapport sous 48\u00a0h de ${who}`,
    due: (when) => `À rendre le ${when}`,
    overdueSince: (when) => `En retard depuis le ${when}`,
    updated: "Rapport sous 48\u00a0h mis à jour",
    notUpdated: "Le statut du rapport n'a pas pu être mis à jour",
    write: (who) => `Rédiger le rapport de ${who}`,
    writeShort: "Rédiger le rapport",
  },
  en: {
    reportOf: (who) => `48-hour report of ${who}`,
    due: (when) => `Due ${when}`,
    overdueSince: (when) => `Overdue since ${when}`,
    updated: "48-hour report updated",
    notUpdated: "Could not update the report status",
    write: (who) => `Write ${who}'s report`,
    writeShort: "Write the report",
  },
};

/** The data-subject request form (export or delete everything about an address). */
export const DATA_SUBJECT_WORDS: AdminWords<{
  title: string;
  email: string;
  export: string;
  delete: string;
  exportFailed: string;
  confirmDelete: (email: string) => string;
  deleted: string;
  deletedCount: (total: number, email: string) => string;
  error: string;
}> = {
  fr: {
    title: "Demande d'une personne concernée",
    email: "Adresse e-mail",
    export: "Exporter les données",
    delete: "Supprimer les données",
    exportFailed: "Les données n'ont pas pu être exportées",
    confirmDelete: (email) => `Supprimer tout ce qui est enregistré sur ${email}\u00a0? C'est définitif.`,
    deleted: "Supprimé",
    deletedCount: (total, email) => `${total}\u00a0enregistrement(s) sur ${email} supprimé(s).`,
    error: "Erreur",
  },
  en: {
    title: "Data-subject request",
    email: "Email address",
    export: "Export data",
    delete: "Delete data",
    exportFailed: "Error fetching data",
    confirmDelete: (email) => `Delete everything stored about ${email}? This cannot be undone.`,
    deleted: "Deleted",
    deletedCount: (total, email) => `${total} records about ${email} were deleted.`,
    error: "Error",
  },
};

/** The admin's page of an audit request's pre-analysis. */
export const PRE_ANALYSIS_PAGE_WORDS: AdminWords<{
  computed: (when: string) => string;
  validUntil: (when: string) => string;
  expired: (when: string) => string;
  downloadPdf: string;
}> = {
  fr: {
    computed: (when) => `Calculée le ${when}\u00a0;`,
    validUntil: (when) => `lien privé valable jusqu'au ${when}.`,
    expired: (when) => `lien privé expiré le ${when}.`,
    downloadPdf: "Télécharger le PDF",
  },
  en: {
    computed: (when) => `Computed ${when};`,
    validUntil: (when) => `private link valid until ${when}.`,
    expired: (when) => `private link expired ${when}.`,
    downloadPdf: "Download PDF",
  },
};
