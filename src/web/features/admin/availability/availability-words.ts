import type { AdminWords } from "../shared/admin-language";

// The Availability tab's words: the demo hours, days off and the meeting's place (issue 55).

export const AVAILABILITY_WORDS: AdminWords<{
  languageTag: string;
  weekdays: readonly [string, string, string, string, string, string, string];
  minutes: (minutes: number) => string;
  from: (day: string) => string;
  until: (day: string) => string;
  loadFailed: string;
  loading: string;
  notSaved: string;
  invalid: string;
  saved: string;
  savedDetail: string;
  formName: string;
  intro: string;
  timeZone: string;
  weeklyHours: string;
  length: string;
  lengthHint: string;
  buffer: string;
  notice: string;
  horizon: string;
  saving: string;
  save: string;
}> = {
  fr: {
    languageTag: "fr-CH",
    weekdays: ["Lundi", "Mardi", "Mercredi", "Jeudi", "Vendredi", "Samedi", "Dimanche"],
    minutes: (minutes) => `${minutes}\u00a0minutes`,
    from: (day) => `${day}, de`,
    until: (day) => `${day}, jusqu'à`,
    loadFailed: "Les disponibilités n'ont pas pu être chargées",
    loading: "Chargement des disponibilités…",
    notSaved: "Les disponibilités n'ont pas pu être enregistrées",
    invalid: "Réglages non valables",
    saved: "Disponibilités enregistrées",
    savedDetail: "Le formulaire de démo propose désormais les nouveaux horaires.",
    formName: "Disponibilités pour les démos",
    intro:
      "Les horaires que propose le formulaire de démo, pour toute l'équipe. Les rendez-vous déjà pris restent tels quels.",
    timeZone: "Fuseau horaire de ces horaires",
    weeklyHours: "Horaires de la semaine",
    length: "Durée d'un rendez-vous",
    lengthHint: "Le formulaire, les e-mails et les invitations l'indiquent",
    buffer: "Battement entre deux rendez-vous (minutes)",
    notice: "Délai minimal (heures)",
    horizon: "Réservable jusqu'à (jours)",
    saving: "Enregistrement…",
    save: "Enregistrer les disponibilités",
  },
  en: {
    languageTag: "en-US",
    weekdays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
    minutes: (minutes) => `${minutes} minutes`,
    from: (day) => `${day} from`,
    until: (day) => `${day} until`,
    loadFailed: "Could not load the availability",
    loading: "Loading availability…",
    notSaved: "Could not save the availability",
    invalid: "Invalid settings",
    saved: "Availability saved",
    savedDetail: "The demo dialog offers the new times from now on.",
    formName: "Availability for demos",
    intro: "The times the demo dialog offers, for the whole team. Meetings already booked stay as they are.",
    timeZone: "Time zone of these hours",
    weeklyHours: "Weekly hours",
    length: "Meeting length",
    lengthHint: "The dialog, the emails and the invites say it",
    buffer: "Buffer between meetings (minutes)",
    notice: "Minimum notice (hours)",
    horizon: "Booking horizon (days)",
    saving: "Saving…",
    save: "Save availability",
  },
};

/** The days off. */
export const DAYS_OFF_WORDS: AdminWords<{
  title: string;
  remove: (day: string) => string;
  add: string;
  addDay: string;
}> = {
  fr: {
    title: "Jours de congé",
    remove: (day) => `Retirer le jour de congé du ${day}`,
    add: "Ajouter",
    addDay: "Ajouter un jour de congé",
  },
  en: { title: "Days off", remove: (day) => `Remove the day off ${day}`, add: "Add", addDay: "Add a day off" },
};

/** Where the demos happen. */
export const MEETING_PLACE_WORDS: AdminWords<{
  where: string;
  kinds: { none: string; video: string; phone: string };
  videoAddress: string;
  videoHint: string;
  phone: string;
  phoneHint: string;
}> = {
  fr: {
    where: "Lieu des démos",
    kinds: { none: "Non défini (les e-mails n'indiquent aucun lieu)", video: "Visioconférence", phone: "Téléphone" },
    videoAddress: "Adresse de la visioconférence",
    videoHint: "https://, p.\u00a0ex. un lien Zoom ou Meet",
    phone: "Numéro de téléphone",
    phoneHint: "Avec l'indicatif du pays, p.\u00a0ex. +41\u00a022\u00a0555\u00a001\u00a023",
  },
  en: {
    where: "Where demos happen",
    kinds: { none: "Not set (the emails name no place)", video: "Video call", phone: "Phone" },
    videoAddress: "Video meeting address",
    videoHint: "https://, e.g. a Zoom or Meet link",
    phone: "Phone number",
    phoneHint: "With its country code, e.g. +1 514 555 0123",
  },
};
