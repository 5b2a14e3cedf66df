import { MANAGE_MESSAGES } from "@shared/schemas/demo-slots";
import type { DemoMeetingTexts } from "./demo-meeting-texts-en";

/** The private reschedule/cancel page's words in Quebec French, for the leads who booked on /fr. */
export const DEMO_MEETING_TEXTS_FR = {
  title: "Votre démo – OptimAIte",
  heading: "Votre démo OptimAIte",
  loading: "Chargement de votre démo…",
  cancelledPrefix: "Annulée : ",
  length: "Durée\u00a0: {minutes}\u00a0minutes",
  place: {
    video: "Lien de la visioconférence\u00a0: ",
    phone: "Par téléphone\u00a0: composez le {number} à l'heure de la démo.",
  },
  move: {
    heading: "La déplacer à un autre moment",
    button: "Déplacer ma démo",
    busy: "Déplacement en cours…",
    done: "Démo déplacée",
  },
  cancel: {
    heading: "L'annuler",
    explanation: "Le moment redevient libre pour quelqu'un d'autre. Vous pourrez réserver de nouveau plus tard.",
    button: "Annuler ma démo",
    confirm: { question: "Annuler cette démo?", yes: "Oui, l'annuler", keep: "Garder ma démo" },
    busy: "Annulation en cours…",
    done: "Démo annulée",
    doneText: "Le moment est de nouveau libre. L'annulation pour votre agenda vous est envoyée par courriel.",
  },
  unchangeable: {
    cancelled: "Cette démo est annulée. Réservez un autre moment quand cela vous conviendra.",
    past: "Cette démo est commencée ou a déjà eu lieu : elle ne peut plus être modifiée.",
  },
  bookAgain: "Réserver un autre moment",
  failure: {
    network: "Impossible de joindre le serveur. Vérifiez votre connexion, puis rechargez la page.",
    malformed: "Ce lien est incomplet. Copiez-le en entier à partir de votre courriel.",
    tooMany: "Trop de demandes en peu de temps. Veuillez réessayer dans {seconds} secondes.",
  },
  serverMessages: {
    [MANAGE_MESSAGES.unknown]: "Ce lien ne correspond à aucune démo. Vérifiez le lien dans votre courriel.",
    [MANAGE_MESSAGES.unchangeable]:
      "Cette démo ne peut plus être modifiée : elle a été annulée ou elle est déjà commencée.",
  },
} satisfies DemoMeetingTexts;
