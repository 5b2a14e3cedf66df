import type { AdminWords } from "../shared/admin-language";

// The Premium payment link the expert sends to one audit request (issue 57), in an audit's detail view.

export const PREMIUM_LINK_WORDS: AdminWords<{
  hint: (language: string) => string;
  link: string;
  copy: string;
  copied: string;
  copyByHand: string;
  emailTo: (email: string) => string;
  sending: string;
  sent: string;
  sentDetail: (email: string) => string;
  lastSent: (at: string, by: string) => string;
  loading: string;
  failed: string;
}> = {
  fr: {
    hint: (language) =>
      `La page Premium en ${language}, la langue de la demande\u00a0: le formulaire de commande y est lié à cette demande.`,
    link: "Lien de paiement Premium",
    copy: "Copier",
    copied: "Copié",
    copyByHand: "Le lien est sélectionné\u00a0: copiez-le avec Ctrl+C (⌘C sur Mac).",
    emailTo: (email) => `L'envoyer par e-mail à ${email}`,
    sending: "Envoi…",
    sent: "Lien envoyé",
    sentDetail: (email) => `L'e-mail part vers ${email}, dans la langue de la demande.`,
    lastSent: (at, by) => `Dernier envoi le ${at} par ${by}`,
    loading: "Chargement du lien…",
    failed: "Le lien n'a pas pu être obtenu ou envoyé",
  },
  en: {
    hint: (language) =>
      `The Premium page in ${language}, the request's language: its order form is linked to this request.`,
    link: "Premium payment link",
    copy: "Copy",
    copied: "Copied",
    copyByHand: "The link is selected: copy it with Ctrl+C (⌘C on a Mac).",
    emailTo: (email) => `Email it to ${email}`,
    sending: "Sending…",
    sent: "Link sent",
    sentDetail: (email) => `The email goes to ${email}, in the request's language.`,
    lastSent: (at, by) => `Last sent ${at} by ${by}`,
    loading: "Loading the link…",
    failed: "The link could not be loaded or sent",
  },
};
