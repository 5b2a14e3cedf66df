import type { OptimaiteFaqEntry } from "../faq.ts";

/** The six questions of /fr/faq in Quebec French, with their category tags. */
export const OPTIMAITE_FAQ_FR: readonly OptimaiteFaqEntry[] = [
  {
    category: "Pour commencer",
    question: "Combien de temps prend la mise en place?",
    answer:
      "La plupart des cliniques sont entièrement configurées en 1 à 2 semaines, et le lancement comme tel prend 3 jours : jour 1, intégration et connexion; jour 2, formation et essais; jour 3, mise en service. Vous remplissez un questionnaire de 10 minutes et participez à un appel d'essai de 15 minutes.",
  },
  {
    category: "Intégrations",
    question: "Avec quelles plateformes de réservation vous intégrez-vous?",
    answer:
      "OptimAIte s'intègre à Fresha, Vagaro, Square Appointments, Janeapp, Mindbody, Calendly et Google Agenda. Pour les autres systèmes, nous créons des intégrations sur mesure par API et webhooks.",
  },
  {
    category: "Conformité",
    question: "OptimAIte est-elle conforme à la HIPAA et à la LPRPDE?",
    answer:
      "Oui. Les appels et les données des patients sont chiffrés en transit et au repos, les accès sont journalisés, et nous signons des ententes BAA (Business Associate Agreements) avec les cliniques américaines.",
  },
  {
    category: "Fonctionnalités",
    question: "Que se passe-t-il avec les appels urgents ou complexes?",
    answer:
      "C'est vous qui fixez les règles : les questions médicales urgentes, les plaintes ou les patients VIP sont transférés immédiatement à votre équipe, avec un résumé envoyé par texto ou par courriel.",
  },
  {
    category: "Fonctionnalités",
    question: "Peut-elle parler comme ma clinique?",
    answer:
      "Oui. OptimAIte est formée à vos services, vos prix, vos politiques et votre ton; elle accueille les appelants au nom de votre clinique et répond à vos questions les plus fréquentes.",
  },
  {
    category: "Tarifs",
    question: "Combien ça coûte, et quel est le rendement?",
    answer:
      "Le prix dépend du volume d'appels et des intégrations; la démo vous donne une soumission exacte. Essayez le calculateur de rendement : avec 20 appels par jour, 30 % d'appels manqués, 150 $ par client et une réceptionniste à 4 000 $, le rendement mensuel est d'environ 21 955 $ (17 955 $ de revenus récupérés plus 4 000 $ d'économies sur la réceptionniste).",
  },
];
