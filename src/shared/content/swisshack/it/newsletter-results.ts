import type { NEWSLETTER_RESULTS } from "../newsletter-results.ts";

/** /it/newsletter/conferma. */
export const NEWSLETTER_RESULTS_IT: typeof NEWSLETTER_RESULTS = {
  confirmed: {
    title: "Iscrizione confermata 🇨🇭",
    text: "Benvenuto! Riceverà un hack finanziario svizzero ogni martedì, al massimo un'e-mail alla settimana.",
    linkTo: "/",
    linkLabel: "Tornare alla home",
  },
  unsubscribed: {
    title: "Disiscrizione avvenuta",
    text: "Non riceverà più la newsletter di SwissHack. Può iscriversi di nuovo in qualsiasi momento.",
    linkTo: "/#newsletter",
    linkLabel: "Iscriversi di nuovo",
  },
  expired: {
    title: "Link scaduto",
    text: "Questo link di conferma non è più valido (7 giorni). Si iscriva di nuovo per ricevere un nuovo link.",
    linkTo: "/#newsletter",
    linkLabel: "Iscriversi di nuovo",
  },
  invalid: {
    title: "Link non valido",
    text: "Questo link non è o non è più valido. Se desidera ricevere la newsletter, si iscriva di nuovo.",
    linkTo: "/#newsletter",
    linkLabel: "Iscriversi",
  },
  default: {
    title: "Newsletter SwissHack",
    text: "Apra il link ricevuto per e-mail per confermare l'iscrizione o disiscriversi.",
    linkTo: "/#newsletter",
    linkLabel: "Vedi la newsletter",
  },
};
