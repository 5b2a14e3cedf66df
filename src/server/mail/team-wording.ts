/**
 * The language of what the server writes to the team (TEAM_LANGUAGE, decision 0044): the lead notifications of both
 * sites and the team's side of a demo's calendar invite. French, the owner's and experts' language, unless "en".
 */
export const TEAM_LANGUAGES = ["fr", "en"] as const;
export type TeamLanguage = (typeof TEAM_LANGUAGES)[number];

interface TeamWording {
  /** Between a field's label and its value: Swiss French puts a no-break space before the colon. */
  colon: string;
  subjects: {
    demo: string;
    contact: string;
    demoCancelled: string;
    demoRescheduled: string;
    audit: string;
  };
  fields: {
    meeting: string;
    name: string;
    email: string;
    language: string;
    company: string;
    industry: string;
    hearAbout: string;
    project: string;
    monthlyRoi: string;
    annualRoi: string;
    phone: string;
    canton: string;
    status: string;
    residence: string;
    income: string;
    pillar3a: string;
    insurance: string;
    goal: string;
    callback: string;
    situation: string;
  };
  callbackYes: (when: string) => string;
  noPreference: string;
  no: string;
  notGiven: string;
  invite: {
    title: (name: string) => string;
    demoWith: (name: string, email: string) => string;
    recovered: (amount: string) => string;
    labor: (amount: string) => string;
    notes: string;
  };
}

const FR: TeamWording = {
  colon: "\u00a0:",
  subjects: {
    demo: "Nouvelle réservation de démo",
    contact: "Nouveau message de contact",
    demoCancelled: "Démo annulée",
    demoRescheduled: "Démo déplacée",
    audit: "Nouvelle demande d'audit",
  },
  fields: {
    meeting: "Rendez-vous",
    name: "Nom",
    email: "E-mail",
    language: "Langue",
    company: "Entreprise",
    industry: "Secteur",
    hearAbout: "Nous a connus par",
    project: "Projet",
    monthlyRoi: "ROI mensuel estimé",
    annualRoi: "ROI annuel estimé",
    phone: "Téléphone",
    canton: "Canton",
    status: "Statut",
    residence: "Pays de résidence",
    income: "Revenu",
    pillar3a: "3e pilier",
    insurance: "Assurance",
    goal: "Objectif",
    callback: "Rappel",
    situation: "Situation",
  },
  callbackYes: (when) => `oui – ${when}`,
  noPreference: "sans préférence",
  no: "non",
  notGiven: "non indiqué",
  invite: {
    title: (name) => `Démo OptimAIte avec ${name}`,
    demoWith: (name, email) => `Démo avec ${name} <${email}>`,
    recovered: (amount) => `Revenu récupéré\u00a0: ${amount} par mois`,
    labor: (amount) => `Économies de main-d'œuvre\u00a0: ${amount} par mois`,
    notes: "Notes",
  },
};

const EN: TeamWording = {
  colon: ":",
  subjects: {
    demo: "New demo booking",
    contact: "New contact message",
    demoCancelled: "Demo cancelled",
    demoRescheduled: "Demo rescheduled",
    audit: "New audit request",
  },
  fields: {
    meeting: "Meeting",
    name: "Name",
    email: "Email",
    language: "Language",
    company: "Company",
    industry: "Industry",
    hearAbout: "Heard about us",
    project: "Project",
    monthlyRoi: "Estimated monthly ROI",
    annualRoi: "Estimated annual ROI",
    phone: "Phone",
    canton: "Canton",
    status: "Status",
    residence: "Country of residence",
    income: "Income",
    pillar3a: "3rd pillar",
    insurance: "Insurance",
    goal: "Goal",
    callback: "Callback",
    situation: "Situation",
  },
  callbackYes: (when) => `yes – ${when}`,
  noPreference: "no preference",
  no: "no",
  notGiven: "not given",
  invite: {
    title: (name) => `OptimAIte demo with ${name}`,
    demoWith: (name, email) => `Demo with ${name} <${email}>`,
    recovered: (amount) => `Recovered revenue: ${amount} a month`,
    labor: (amount) => `Labor savings: ${amount} a month`,
    notes: "Notes",
  },
};

/** What the server writes to the team, in the team's language. */
export const TEAM_WORDING: Record<TeamLanguage, TeamWording> = { fr: FR, en: EN };

/** Where and in which language the team's emails go, from the environment (TEAM_EMAIL, TEAM_LANGUAGE). */
export const teamOf = (env: { TEAM_EMAIL?: string; TEAM_LANGUAGE: TeamLanguage }) => ({
  email: env.TEAM_EMAIL,
  language: env.TEAM_LANGUAGE,
});
