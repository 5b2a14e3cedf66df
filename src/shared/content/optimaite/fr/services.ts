import type { Translation } from "../../../i18n/translation.ts";
import type { OPTIMAITE_SERVICES } from "../services.ts";

/** /fr/details in Quebec French. */
export const OPTIMAITE_SERVICES_FR = {
  SPECIALTIES: [
    {
      title: "Chirurgie plastique",
      text: "Réservation des consultations, questions préopératoires et suivis postopératoires, traités avec discrétion.",
    },
    {
      title: "LASIK et soins des yeux",
      text: "Présélectionne les candidats, réserve les évaluations et explique les options de financement.",
    },
    {
      title: "Chirurgie esthétique",
      text: "Répond aux questions sur les interventions et remplit votre agenda de consultations.",
    },
    {
      title: "Cliniques esthétiques",
      text: "Réserve injections, traitements au laser et soins de la peau, et propose des forfaits.",
    },
    {
      title: "Cliniques dentaires",
      text: "Planifie nettoyages, urgences et rappels selon la disponibilité des fauteuils.",
    },
    {
      title: "Dermatologie",
      text: "Trie les demandes et réserve les consultations de dermatologie médicale et esthétique.",
    },
    {
      title: "Médispas",
      text: "Vend abonnements et forfaits de soins tout en prenant les rendez-vous.",
    },
    {
      title: "Centres de bien-être",
      text: "Réserve thérapies, cours et consultations pour toute votre équipe.",
    },
  ],
  WHY_CHOOSE_US: [
    {
      title: "Aucun appel manqué",
      text: "Réponse dès la première sonnerie, 24 h sur 24, même quand votre réception est débordée.",
    },
    {
      title: "Plus de revenus réservés",
      text: "Récupère 95 % des patients qui auraient raccroché devant la boîte vocale.",
    },
    {
      title: "Des coûts de personnel réduits",
      text: "Prend en charge les appels courants pour que votre équipe se consacre aux patients sur place.",
    },
    {
      title: "Conforme HIPAA et LPRPDE",
      text: "Chiffrement, contrôle des accès, journaux d'audit et ententes signées.",
    },
    {
      title: "La voix de votre clinique",
      text: "Formée à vos services, vos prix, vos politiques et votre ton.",
    },
    {
      title: "Rapide à lancer",
      text: "En service en 3 jours, avec un questionnaire de 10 minutes et un appel d'essai de 15 minutes.",
    },
  ],
  HOW_IT_WORKS: [
    {
      title: "Appel découverte",
      text: "Un appel de 15 minutes pour comprendre votre clinique, vos volumes et vos objectifs.",
    },
    {
      title: "Questionnaire",
      text: "Un questionnaire de 10 minutes sur vos services, vos prix, vos heures d'ouverture et vos politiques.",
    },
    {
      title: "Connexion de l'agenda",
      text: "Nous relions OptimAIte à votre plateforme de réservation et à votre ligne téléphonique.",
    },
    {
      title: "Formation",
      text: "Votre réceptionniste IA apprend vos services, vos questions fréquentes et vos règles de transfert.",
    },
    {
      title: "Appel d'essai",
      text: "Un appel d'essai de 15 minutes avec votre équipe pour peaufiner les réponses et le ton.",
    },
    {
      title: "Mise en service",
      text: "Dès le jour 3, OptimAIte répond aux appels, prend les rendez-vous et envoie les rappels.",
    },
  ],
  TIMELINE: [
    {
      day: "Jour 1",
      title: "Intégration et connexion",
      text: "Rencontre de démarrage, questionnaire de 10 minutes, connexion de l'agenda et du téléphone.",
    },
    {
      day: "Jour 2",
      title: "Formation et essais",
      text: "Formation sur vos services, puis un appel d'essai de 15 minutes avec votre équipe.",
    },
    {
      day: "Jour 3",
      title: "Mise en service",
      text: "OptimAIte répond à vos appels; nous suivons et ajustons tout au long de la première semaine.",
    },
  ],
  BEYOND_BASICS: [
    {
      title: "Optimisation des revenus",
      text: "Propose des traitements complémentaires et comble les annulations à partir d'une liste d'attente.",
    },
    {
      title: "Fidélisation des patients",
      text: "Campagnes de rappel, relances et suivis qui font revenir vos patients.",
    },
    {
      title: "Statistiques de la clinique",
      text: "Résultats des appels, taux de réservation et revenus récupérés, semaine après semaine.",
    },
  ],
  DETAILS_CTA: {
    title: "Voyez OptimAIte répondre aux appels dans votre spécialité",
    text: "Une démo gratuite et sans engagement, adaptée à votre clinique.",
  },
} as const satisfies Translation<typeof OPTIMAITE_SERVICES>;
