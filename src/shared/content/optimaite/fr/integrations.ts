import type { Translation } from "../../../i18n/translation.ts";
import type { OPTIMAITE_INTEGRATIONS } from "../integrations.ts";

/** /fr/integrations in Quebec French; the platforms keep their names. */
export const OPTIMAITE_INTEGRATIONS_FR = {
  INTEGRATIONS: [
    {
      name: "Fresha",
      category: "Réservation salons et spas",
      description: "Réserve les services et le personnel directement dans votre agenda Fresha.",
      features: [
        "Disponibilités en temps réel",
        "Réservation par membre du personnel",
        "Dossiers clients automatiques",
        "Synchronisation des annulations",
      ],
    },
    {
      name: "Vagaro",
      category: "Bien-être et beauté",
      description: "Garde synchronisés les rendez-vous, les clients et les abonnements Vagaro.",
      features: [
        "Synchronisation bidirectionnelle de l'agenda",
        "Consultation des abonnements",
        "Rappels de dépôt",
        "Remplissage depuis la liste d'attente",
      ],
    },
    {
      name: "Square Appointments",
      category: "Rendez-vous et paiements",
      description: "Planifie dans Square Appointments en respectant vos règles de réservation.",
      features: [
        "Durée des services",
        "Temps tampons",
        "Synchronisation du répertoire clients",
        "Confirmations par texto",
      ],
    },
    {
      name: "Janeapp",
      category: "Gestion de clinique",
      description: "Réserve les traitements avec le bon praticien dans Jane.",
      features: [
        "Horaires des praticiens",
        "Liens vers les formulaires d'admission",
        "Plusieurs établissements",
        "Synchronisation des rappels",
      ],
    },
    {
      name: "Mindbody",
      category: "Conditionnement physique et bien-être",
      description: "Réserve cours et rendez-vous dans tous vos établissements Mindbody.",
      features: [
        "Réservation de cours",
        "Vérification des forfaits",
        "Agendas multiétablissements",
        "Notes sur les clients",
      ],
    },
    {
      name: "Calendly",
      category: "Planification",
      description: "Utilise vos types d'événements et vos disponibilités Calendly pour les consultations.",
      features: [
        "Correspondance des types d'événements",
        "Répartition en alternance dans l'équipe",
        "Gestion des fuseaux horaires",
        "Confirmations immédiates",
      ],
    },
    {
      name: "Google Calendar",
      category: "Agenda",
      description: "Réserve directement dans Google Agenda, pour les cliniques sans logiciel de réservation.",
      features: [
        "Vérification des disponibilités",
        "Plusieurs agendas",
        "Détails de l'événement pour le personnel",
        "Report de rendez-vous",
      ],
    },
  ],
  CUSTOM_INTEGRATION: {
    title: "Besoin d'une intégration sur mesure?",
    text: "Vous utilisez un DME ou un système de réservation absent de la liste? Notre équipe crée et entretient la connexion pour vous.",
    items: [
      {
        title: "Intégration par API",
        text: "API REST et identifiants sécurisés pour tout logiciel de gestion de clinique.",
      },
      {
        title: "Webhooks",
        text: "Événements en temps réel pour les réservations, les annulations et l'issue des appels.",
      },
      {
        title: "Soutien dédié",
        text: "Un ingénieur en intégration vous accompagne du démarrage à la mise en service, et après.",
      },
    ],
    request: "Demander une intégration sur mesure",
    start: "Lancer l'intégration",
    discuss: "Discuter de vos besoins",
  },
} as const satisfies Translation<typeof OPTIMAITE_INTEGRATIONS>;
