import type { NewsletterWording } from "./types";

// Formal "Lei", as Swiss Italian correspondence writes.
export const it: NewsletterWording = {
  confirmationEmail: {
    subject: "Confermi la sua iscrizione alla newsletter SwissHack",
    about: [
      "Grazie dell'interesse per la newsletter SwissHack: un consiglio finanziario svizzero ogni martedì,",
      "al massimo un'e-mail alla settimana.",
    ],
    openLink: "Per confermare l'iscrizione, apra questo link (valido 7 giorni):",
    ignore: "Se non ha chiesto nulla, ignori semplicemente questa e-mail: non riceverà nient'altro.",
    unsubscribe: (url) => `Annullare l'iscrizione: ${url}`,
  },
  issue: {
    webVersion: (url) => `Leggere questa newsletter online: ${url}`,
    why: "Riceve questa e-mail perché è iscritto alla newsletter SwissHack: un consiglio finanziario svizzero il martedì, al massimo un'e-mail alla settimana.",
    home: "Torna al sito SwissHack",
    subscribe: "Ricevere la newsletter",
  },
  actionPage: {
    confirm: {
      title: "Confermare l'iscrizione",
      text: "Confermi la sua iscrizione alla newsletter SwissHack: un consiglio finanziario svizzero ogni martedì, al massimo un'e-mail alla settimana.",
      button: "Confermo l'iscrizione",
    },
    unsubscribe: {
      title: "Annullare l'iscrizione",
      text: "Non riceverà più la newsletter SwissHack. Potrà iscriversi di nuovo in qualsiasi momento.",
      button: "Annullare l'iscrizione",
    },
  },
};
