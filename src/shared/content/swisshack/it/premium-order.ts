import type { Translation } from "../../../i18n/translation.ts";
import type { PREMIUM_ORDER } from "../premium-order.ts";

/** /it/premium/ordine. */
export const PREMIUM_ORDER_IT = {
  loading: "Caricamento del suo ordine…",
  pending: {
    title: "Pagamento in corso di conferma",
    text: "Grazie! Il nostro fornitore di pagamento sta confermando il suo pagamento: questa pagina si aggiorna da sola tra pochi secondi.",
  },
  paid: {
    title: "Grazie, il suo audit Premium è ordinato",
    receipt: "Ricevuta n. {number}",
    due: "Il suo rapporto le arriverà al più tardi il {date}.",
    email: "La conferma e la ricevuta le sono state inviate per e-mail.",
  },
  refunded: {
    title: "Ordine rimborsato",
    text: "Questo ordine è stato rimborsato integralmente.",
  },
  expired: {
    title: "Pagamento non concluso",
    text: "Questo ordine non è stato pagato e non è più valido. Non è stato addebitato nulla: può ordinare di nuovo.",
  },
  unknown: {
    title: "Ordine non trovato",
    text: "Questo link non corrisponde a nessun ordine. Se ha pagato, la conferma le arriverà per e-mail.",
  },
  failed: {
    title: "Impossibile verificare l'ordine",
    text: "La connessione non è riuscita. Ricarichi la pagina tra un istante: il suo pagamento non ne è toccato.",
  },
  backToPremium: "Tornare alla pagina Premium",
  backHome: "Tornare alla home",
} as const satisfies Translation<typeof PREMIUM_ORDER>;
