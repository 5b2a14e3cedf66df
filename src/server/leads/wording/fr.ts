import { formatMeetingTime } from "@shared/demo-slots/meeting-time";
import { formatWholeNumber } from "@shared/i18n/format";
import type { OptimaiteEmailWording } from "./types";

/**
 * Quebec French for the practices of Quebec (fr-CA): formal "vous", Quebec usage ("communiquer avec", "RSI",
 * "par année"), dollars written after the amount and marked US, as the calculator counts them.
 */
export const fr: OptimaiteEmailWording = {
  meetingTime: (start, timeZone) => formatMeetingTime(start, timeZone, "fr"),
  usd: (amount) => `${formatWholeNumber(amount, "fr")}\u00a0$\u00a0US`,
  signOff: "L'équipe OptimAIte",
  roiEstimate: (monthly, annual) =>
    `Votre estimation selon le calculateur de RSI\u00a0: ${monthly} par mois, ${annual} par année.`,
  demoConfirmation: {
    subject: "Votre demande de démo OptimAIte",
    lines: [
      "Merci d'avoir réservé une démo gratuite d'OptimAIte, la réceptionniste virtuelle propulsée par l'IA pour les cliniques médicales et esthétiques.",
      "Nous communiquerons avec vous d'ici 24 heures pour fixer le moment de votre démo personnalisée.",
    ],
  },
  contactConfirmation: {
    subject: "Nous avons bien reçu votre message",
    lines: ["Merci d'avoir écrit à OptimAIte. Nous vous répondrons d'ici 24 heures."],
  },
  meeting: {
    title: "Démo OptimAIte",
    inviteDescription: (url) =>
      `Votre démo gratuite d'OptimAIte, la réceptionniste virtuelle propulsée par l'IA.\nPour la déplacer ou l'annuler\u00a0: ${url}`,
    subject: {
      booked: (time) => `Votre démo OptimAIte\u00a0: ${time}`,
      rescheduled: (time) => `Votre démo OptimAIte est déplacée au ${time}`,
      cancelled: () => "Votre démo OptimAIte est annulée",
      reminder: (time) => `Rappel\u00a0: votre démo OptimAIte, ${time}`,
    },
    lines: {
      booked: (time) => [
        `Votre démo gratuite d'OptimAIte est confirmée pour le ${time}.`,
        "L'invitation pour votre calendrier est en pièce jointe.",
      ],
      rescheduled: (time) => [
        `Votre démo aura maintenant lieu le ${time}.`,
        "L'invitation mise à jour est en pièce jointe.",
      ],
      cancelled: (time) => [`Votre démo du ${time} est annulée. La pièce jointe la retire de votre calendrier.`],
      reminder: (time) => [`Petit rappel\u00a0: votre démo gratuite d'OptimAIte a lieu le ${time}.`],
    },
    manage: (url) => `Pour déplacer ou annuler votre démo\u00a0: ${url}`,
    length: (minutes) => `Durée\u00a0: ${minutes}\u00a0minutes`,
    place: {
      video: (url) => `Lien de la visioconférence\u00a0: ${url}`,
      phone: (number) => `Par téléphone\u00a0: composez le ${number} à l'heure de la démo.`,
    },
    bookAgain: (url) =>
      `Réservez un autre moment quand cela vous conviendra\u00a0: c'est avec plaisir que nous vous présenterons OptimAIte.\n${url}`,
    roiAtDemo: (monthly, annual) =>
      `Votre estimation selon le calculateur de RSI\u00a0: ${monthly} par mois, ${annual} par année. Nous en parlerons pendant la démo.`,
  },
};
