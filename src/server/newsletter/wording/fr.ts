import type { NewsletterWording } from "./types";

export const fr: NewsletterWording = {
  confirmationEmail: {
    subject: "Confirmez votre inscription à la newsletter SwissHack",
    about: [
      "Merci de votre intérêt pour la newsletter SwissHack : une astuce financière suisse chaque mardi,",
      "au maximum un e-mail par semaine.",
    ],
    openLink: "Pour confirmer votre inscription, ouvrez ce lien (valable 7 jours) :",
    ignore: "Si vous n'avez rien demandé, ignorez simplement cet e-mail : vous ne recevrez rien d'autre.",
    unsubscribe: (url) => `Se désinscrire : ${url}`,
  },
  actionPage: {
    confirm: {
      title: "Confirmer votre inscription",
      text: "Confirmez votre inscription à la newsletter SwissHack : une astuce financière suisse chaque mardi, au maximum un e-mail par semaine.",
      button: "Confirmer mon inscription",
    },
    unsubscribe: {
      title: "Se désinscrire",
      text: "Vous ne recevrez plus la newsletter SwissHack. Vous pourrez vous réinscrire à tout moment.",
      button: "Me désinscrire",
    },
  },
};
