export type NewsletterResult = "confirmed" | "unsubscribed" | "expired" | "invalid";

interface ResultCopy {
  title: string;
  text: string;
  linkTo: string;
  linkLabel: string;
}

export const NEWSLETTER_RESULTS: Record<NewsletterResult | "default", ResultCopy> = {
  confirmed: {
    title: "Inscription confirmée 🇨🇭",
    text: "Bienvenue ! Vous recevrez un hack financier suisse chaque mardi, au maximum un e-mail par semaine.",
    linkTo: "/",
    linkLabel: "Retour à l'accueil",
  },
  unsubscribed: {
    title: "Vous êtes désinscrit",
    text: "Vous ne recevrez plus la newsletter SwissHack. Vous pouvez vous réinscrire à tout moment.",
    linkTo: "/#newsletter",
    linkLabel: "Se réinscrire",
  },
  expired: {
    title: "Lien expiré",
    text: "Ce lien de confirmation n'est plus valable (7 jours). Inscrivez-vous à nouveau pour recevoir un nouveau lien.",
    linkTo: "/#newsletter",
    linkLabel: "S'inscrire à nouveau",
  },
  invalid: {
    title: "Lien non valable",
    text: "Ce lien n'est pas ou plus valable. Si vous souhaitez recevoir la newsletter, inscrivez-vous à nouveau.",
    linkTo: "/#newsletter",
    linkLabel: "S'inscrire",
  },
  default: {
    title: "Newsletter SwissHack",
    text: "Ouvrez le lien reçu par e-mail pour confirmer votre inscription ou vous désinscrire.",
    linkTo: "/#newsletter",
    linkLabel: "Voir la newsletter",
  },
};
