/** French copy of /premium/commande: where the payment provider sends the person back after paying (issue 57). */
export const PREMIUM_ORDER = {
  loading: "Chargement de votre commande…",
  pending: {
    title: "Paiement en cours de confirmation",
    text: "Merci ! Notre prestataire de paiement confirme votre paiement : cette page se met à jour d'elle-même dans quelques secondes.",
  },
  paid: {
    title: "Merci, votre audit Premium est commandé",
    receipt: "Reçu n°\u00a0{number}",
    due: "Votre rapport vous parvient au plus tard le {date}.",
    email: "La confirmation et votre reçu vous ont été envoyés par e-mail.",
  },
  refunded: {
    title: "Commande remboursée",
    text: "Cette commande a été remboursée intégralement.",
  },
  expired: {
    title: "Paiement non abouti",
    text: "Cette commande n'a pas été payée et n'est plus valable. Rien n'a été débité : vous pouvez commander à nouveau.",
  },
  unknown: {
    title: "Commande introuvable",
    text: "Ce lien ne correspond à aucune commande. Si vous avez payé, la confirmation vous parvient par e-mail.",
  },
  failed: {
    title: "Commande impossible à vérifier",
    text: "La connexion a échoué. Rechargez la page dans un instant : votre paiement n'est pas affecté.",
  },
  backToPremium: "Retour à la page Premium",
  backHome: "Retour à l'accueil",
} as const;
