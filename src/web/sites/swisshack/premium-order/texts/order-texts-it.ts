import type { Translation } from "@shared/i18n/translation";
import type { ORDER_TEXTS_FR } from "./order-texts-fr";

/** The Premium order form's words in Italian (issue 57). */
export const ORDER_TEXTS_IT = {
  title: "Ordinare l'audit Premium",
  description: "Pagamento unico, con TWINT o carta, sulla pagina sicura del nostro fornitore di pagamento (Stripe).",
  price: "{price}, IVA {rate} inclusa ({vat})",
  promises: [
    "Il suo rapporto al più tardi 5 giorni lavorativi dopo il pagamento",
    "Soddisfatti o rimborsati entro 30 giorni, senza giustificazione",
    "Chiamata di 45 minuti con un esperto, accompagnamento per 2 anni",
  ],
  linked: "Questo ordine completa la sua richiesta di audit: l'esperto riprende le sue risposte.",
  name: "Nome e cognome",
  email: "E-mail",
  emailHint: "La conferma e la ricevuta vengono inviate a questo indirizzo.",
  terms:
    "Accetto le condizioni: pagamento unico di CHF\u00a0590, rapporto consegnato al più tardi 5 giorni lavorativi dopo il pagamento, rimborso integrale su semplice richiesta entro 30 giorni.",
  privacy: "I suoi dati: veda l'informativa sulla privacy",
  submit: "Pagare {price}",
  submitting: "Apertura della pagina di pagamento…",
  close: "Chiudere",
  validation: {
    nameRequired: "Indichi il suo nome",
    nameTooLong: "Questo nome è troppo lungo (al massimo 120 caratteri)",
    nameWebAddress: "Indichi il suo nome, non un indirizzo web",
    emailRequired: "Indichi il suo indirizzo e-mail",
    email: "Indirizzo e-mail non valido",
    terms: "Accetti le condizioni per ordinare",
    fallback: "Questo valore non può essere salvato",
  },
  failures: {
    unavailable: "L'ordine online non è disponibile al momento. Non è stato addebitato nulla.",
    provider:
      "Non è stato possibile aprire la pagina di pagamento. Non è stato addebitato nulla: riprovi tra un istante.",
  },
} as const satisfies Translation<typeof ORDER_TEXTS_FR>;
