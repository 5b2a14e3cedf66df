import { OPTIMAITE_LEAD_DIALOGS_FR } from "@shared/content/optimaite/fr/lead-dialogs";
import type { LeadTexts } from "./lead-texts-en";

/** The demo and contact dialogs' words in Quebec French, the slot picker's included. */
export const LEAD_TEXTS_FR = {
  ...OPTIMAITE_LEAD_DIALOGS_FR,
  close: "Fermer",
  estimate: {
    before: "Votre estimation : ",
    perMonth: " par mois, ",
    perYear: " par année. Nous l'apporterons à la démo.",
  },
  fields: {
    name: "Nom",
    email: "Courriel",
    company: "Entreprise ou clinique",
    industry: "Secteur",
    industryPlaceholder: "p. ex. dentisterie, médispa",
    hearAbout: "Comment avez-vous entendu parler de nous?",
    select: "Choisir…",
  },
  cancel: "Annuler",
  missing: { title: "Renseignements manquants", text: "Veuillez remplir tous les champs obligatoires." },
  errorTitle: "Erreur",
  failure: {
    demo: "La réservation de la démo a échoué : {reason}",
    demoFallback: "Veuillez réessayer ou nous joindre directement.",
    contactFallback: "Une erreur s'est produite. Veuillez réessayer.",
    contactOffline: "Le message n'a pas pu être envoyé. Veuillez réessayer.",
  },
  slotTaken: {
    title: "Ce moment vient d'être réservé",
    notice:
      "Ce moment vient d'être réservé par quelqu'un d'autre. Veuillez en choisir un autre : la liste montre les moments encore libres.",
  },
  booked: "Votre démo est réservée pour le {time}. L'invitation à l'agenda est dans votre boîte de réception.",
  slots: {
    legend: "Choisissez un moment pour votre démo",
    timeZone: "Votre fuseau horaire",
    length: "Chaque démo dure {minutes}\u00a0minutes.",
    loading: "Chargement des disponibilités…",
    failed:
      "Les disponibilités n'ont pas pu être chargées. Réservez sans choisir de moment et nous vous joindrons pour le fixer.",
    empty: "Aucune disponibilité dans les prochaines semaines : nous vous joindrons.",
    more: "Afficher plus de jours",
    none: "Aucun de ces moments ne me convient : joignez-moi pour en trouver un",
  },
  validation: {
    "Name is required": "Le nom est obligatoire",
    "A name cannot contain a web address": "Un nom ne peut pas contenir d'adresse Web",
    "Email is required": "Le courriel est obligatoire",
    "Email is too long": "Le courriel est trop long",
    "Invalid email address": "Adresse courriel invalide",
    "Please tell us about your project": "Veuillez nous parler de votre projet",
    "At most 120 characters": "120 caractères au maximum",
    "At most 160 characters": "160 caractères au maximum",
    "At most 4000 characters": "4 000 caractères au maximum",
    "Contains characters that cannot be stored": "Contient des caractères qui ne peuvent pas être enregistrés",
  },
} satisfies LeadTexts;
