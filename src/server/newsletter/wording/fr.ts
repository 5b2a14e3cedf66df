import type { NewsletterWording } from "./types";

export const fr: NewsletterWording = {
  confirmationEmail: {
    subject: "Confirmez votre inscription à la newsletter SwissHack",
    about: [
      "Merci de votre intérêt pour la newsletter SwissHack : un hack financier suisse chaque mardi,",
      "au maximum un e-mail par semaine.",
    ],
    openLink: "Pour confirmer votre inscription, ouvrez ce lien (valable 7 jours) :",
    ignore: "Si vous n'avez rien demandé, ignorez simplement cet e-mail : vous ne recevrez rien d'autre.",
    unsubscribe: (url) => `Se désinscrire : ${url}`,
  },
  issue: {
    webVersion: (url) => `Lire cette newsletter en ligne : ${url}`,
    why: "Vous recevez cet e-mail parce que vous êtes inscrit à la newsletter SwissHack : un hack financier suisse le mardi, au maximum un e-mail par semaine.",
    home: "Retour au site SwissHack",
    subscribe: "Recevoir la newsletter",
  },
  actionPage: {
    confirm: {
      title: "Confirmer votre inscription",
      text: "Confirmez votre inscription à la newsletter SwissHack : un hack financier suisse chaque mardi, au maximum un e-mail par semaine.",
      button: "Confirmer mon inscription",
    },
    unsubscribe: {
      title: "Se désinscrire",
      text: "Vous ne recevrez plus la newsletter SwissHack. Vous pourrez vous réinscrire à tout moment.",
      button: "Me désinscrire",
    },
  },
};
