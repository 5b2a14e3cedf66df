/** The Premium order form's words in French (issue 57), loaded with the form. */
export const ORDER_TEXTS_FR = {
  title: "Commander l'audit Premium",
  description: "Paiement unique, par TWINT ou carte, sur la page sécurisée de notre prestataire de paiement (Stripe).",
  /** {price}, {rate}, {vat}: "CHF 590,00", "8,1 %", "CHF 44,21". */
  price: "{price}, TVA {rate} incluse ({vat})",
  promises: [
    "Votre rapport au plus tard 5 jours ouvrables après le paiement",
    "Satisfait ou remboursé pendant 30 jours, sans justification",
    "Appel de 45 minutes avec un expert, suivi pendant 2 ans",
  ],
  linked: "Cette commande complète votre demande d'audit : l'expert reprend vos réponses.",
  name: "Nom et prénom",
  email: "E-mail",
  emailHint: "La confirmation et le reçu vous sont envoyés à cette adresse.",
  terms:
    "J'accepte les conditions : paiement unique de CHF\u00a0590, rapport livré au plus tard 5 jours ouvrables après le paiement, remboursement intégral sur simple demande dans les 30 jours.",
  privacy: "Vos données : voir la politique de confidentialité",
  submit: "Payer {price}",
  submitting: "Ouverture de la page de paiement…",
  close: "Fermer",
  validation: {
    nameRequired: "Veuillez indiquer votre nom",
    nameTooLong: "Ce nom est trop long (120 caractères au maximum)",
    nameWebAddress: "Indiquez votre nom, pas une adresse web",
    emailRequired: "Veuillez indiquer votre adresse e-mail",
    email: "Adresse e-mail invalide",
    terms: "Veuillez accepter les conditions pour commander",
    fallback: "Cette valeur ne peut pas être enregistrée",
  },
  failures: {
    unavailable: "La commande en ligne n'est pas disponible pour le moment. Rien n'a été débité.",
    provider: "La page de paiement n'a pas pu s'ouvrir. Rien n'a été débité : réessayez dans un instant.",
  },
} as const;
