import type { AdminWords } from "../shared/admin-language";
import type { DueState, OrderState } from "./order-view";

// The Premium tab: the audits ordered and paid online, their reports' due days and the guarantee's refunds (issue 57).

export const PREMIUM_WORDS: AdminWords<{
  tab: string;
  title: string;
  intro: string;
  loading: string;
  loadFailed: string;
  retry: string;
  refresh: string;
  notSetUp: string;
  empty: string;
  noMatch: string;
  shown: (shown: number, total: number) => string;
  status: string;
  everyStatus: string;
  search: string;
  searchPlaceholder: string;
  tableName: string;
  columns: Record<"client" | "status" | "receipt" | "paid" | "due" | "request" | "actions", string>;
  states: Record<OrderState, string>;
  due: Record<DueState, string>;
  ordered: (when: string) => string;
  receipt: (number: number) => string;
  openRequest: string;
  none: string;
  refundRequested: (by: string, at: string) => string;
  refundedAt: (at: string) => string;
  refundClosed: string;
  deliveredOn: (at: string, by: string) => string;
}> = {
  fr: {
    tab: "Premium",
    title: "Commandes de l'audit Premium",
    intro:
      "Les audits Premium commandés en ligne\u00a0: payés seulement quand le prestataire de paiement le confirme, chacun avec le jour où son rapport est dû (5\u00a0jours ouvrables après le paiement). Un rapport livré se marque ici («\u00a0Rapport livré\u00a0»)\u00a0: il ne compte plus parmi les rapports à rendre. Un remboursement se demande ici pendant les 30\u00a0jours de la garantie.",
    loading: "Chargement…",
    loadFailed: "Les commandes n'ont pas pu être chargées.",
    retry: "Réessayer",
    refresh: "Actualiser",
    notSetUp:
      "La commande en ligne n'est pas configurée (clés du prestataire de paiement absentes)\u00a0: aucun remboursement ne peut être demandé d'ici.",
    empty: "Aucune commande pour l'instant.",
    noMatch: "Aucune commande ne correspond à ces filtres.",
    shown: (shown, total) => `${shown}\u00a0commande${shown > 1 ? "s" : ""} sur ${total}`,
    status: "Statut",
    everyStatus: "Tous les statuts",
    search: "Nom, e-mail ou n° de reçu",
    searchPlaceholder: "Rechercher…",
    tableName: "Commandes Premium",
    columns: {
      client: "Client",
      status: "Statut",
      receipt: "Reçu",
      paid: "Payée le",
      due: "Rapport dû le",
      request: "Demande d'audit",
      actions: "Actions",
    },
    states: {
      pending: "En attente de paiement",
      paid: "Payée",
      delivered: "Rapport livré",
      "refund-requested": "Remboursement demandé",
      refunded: "Remboursée",
      expired: "Expirée",
    },
    due: { overdue: "en retard", today: "aujourd'hui", tomorrow: "demain", later: "à venir" },
    ordered: (when) => `Commandée le ${when}`,
    receipt: (number) => `n°\u00a0${number}`,
    openRequest: "Ouvrir la demande",
    none: "—",
    refundRequested: (by, at) =>
      `Remboursement demandé par ${by} le ${at}, en attente de la confirmation du prestataire`,
    refundedAt: (at) => `Remboursée le ${at}`,
    refundClosed: "Plus de 30\u00a0jours après le paiement",
    deliveredOn: (at, by) => `Livré le ${at} par ${by}`,
  },
  en: {
    tab: "Premium",
    title: "Premium audit orders",
    intro:
      'The Premium audits ordered online: paid only once the payment provider confirms it, each with the day its report is due (5 working days after the payment). A delivered report is marked from here ("Report delivered"): it no longer counts among the reports due. A refund is asked from here during the guarantee\'s 30 days.',
    loading: "Loading…",
    loadFailed: "The orders could not be loaded.",
    retry: "Try again",
    refresh: "Refresh",
    notSetUp: "Online ordering is not set up (no payment provider keys): no refund can be asked from here.",
    empty: "No order yet.",
    noMatch: "No order matches these filters.",
    shown: (shown, total) => `${shown} of ${total} order${total === 1 ? "" : "s"}`,
    status: "Status",
    everyStatus: "Every status",
    search: "Name, email or receipt no.",
    searchPlaceholder: "Search…",
    tableName: "Premium orders",
    columns: {
      client: "Client",
      status: "Status",
      receipt: "Receipt",
      paid: "Paid",
      due: "Report due",
      request: "Audit request",
      actions: "Actions",
    },
    states: {
      pending: "Awaiting payment",
      paid: "Paid",
      delivered: "Report delivered",
      "refund-requested": "Refund requested",
      refunded: "Refunded",
      expired: "Expired",
    },
    due: { overdue: "overdue", today: "today", tomorrow: "tomorrow", later: "upcoming" },
    ordered: (when) => `Ordered ${when}`,
    receipt: (number) => `No. ${number}`,
    openRequest: "Open the request",
    none: "—",
    refundRequested: (by, at) => `Refund requested by ${by} at ${at}, waiting for the provider's confirmation`,
    refundedAt: (at) => `Refunded ${at}`,
    refundClosed: "More than 30 days after the payment",
    deliveredOn: (at, by) => `Delivered on ${at} by ${by}`,
  },
};

/** The refund's confirm step. */
export const REFUND_WORDS: AdminWords<{
  refund: string;
  askAgain: string;
  confirmTitle: string;
  confirm: (amount: string, who: string, email: string) => string;
  confirmButton: string;
  cancel: string;
  close: string;
  asking: string;
  failed: string;
  asked: string;
  askedDetail: string;
}> = {
  fr: {
    refund: "Rembourser",
    askAgain: "Redemander",
    confirmTitle: "Rembourser cette commande\u00a0?",
    confirm: (amount, who, email) =>
      `${amount} seront remboursés à ${who} (${email}) par le prestataire de paiement, sur le moyen de paiement utilisé. La commande devient «\u00a0Remboursée\u00a0» quand le prestataire le confirme.`,
    confirmButton: "Confirmer le remboursement",
    cancel: "Annuler",
    close: "Fermer",
    asking: "Demande en cours…",
    failed: "Le remboursement n'a pas été demandé",
    asked: "Remboursement demandé",
    askedDetail: "La commande passe à «\u00a0Remboursée\u00a0» dès que le prestataire le confirme.",
  },
  en: {
    refund: "Refund",
    askAgain: "Ask again",
    confirmTitle: "Refund this order?",
    confirm: (amount, who, email) =>
      `${amount} will be refunded to ${who} (${email}) by the payment provider, to the means of payment used. The order becomes "Refunded" once the provider confirms it.`,
    confirmButton: "Confirm the refund",
    cancel: "Cancel",
    close: "Close",
    asking: "Asking…",
    failed: "The refund was not asked",
    asked: "Refund requested",
    askedDetail: 'The order becomes "Refunded" as soon as the provider confirms it.',
  },
};

/** Marking a paid order's report delivered, after a confirm step (it cannot be undone from the tab). */
export const DELIVERY_WORDS: AdminWords<{
  deliver: string;
  confirmTitle: string;
  confirm: (who: string, receipt: string) => string;
  confirmButton: string;
  cancel: string;
  close: string;
  marking: string;
  failed: string;
  marked: string;
  markedDetail: string;
}> = {
  fr: {
    deliver: "Rapport livré",
    confirmTitle: "Le rapport est-il livré\u00a0?",
    confirm: (who, receipt) =>
      `Le rapport de ${who} (${receipt}) est marqué livré maintenant, à votre nom\u00a0: il ne compte plus parmi les rapports à rendre. Cela ne se défait pas d'ici.`,
    confirmButton: "Confirmer la livraison",
    cancel: "Annuler",
    close: "Fermer",
    marking: "Enregistrement…",
    failed: "La livraison n'a pas été enregistrée",
    marked: "Rapport marqué livré",
    markedDetail: "Il ne compte plus parmi les rapports à rendre.",
  },
  en: {
    deliver: "Report delivered",
    confirmTitle: "Is the report delivered?",
    confirm: (who, receipt) =>
      `${who}'s report (${receipt}) is marked delivered now, in your name: it no longer counts among the reports due. This cannot be undone from here.`,
    confirmButton: "Confirm the delivery",
    cancel: "Cancel",
    close: "Close",
    marking: "Saving…",
    failed: "The delivery was not saved",
    marked: "Report marked delivered",
    markedDetail: "It no longer counts among the reports due.",
  },
};
