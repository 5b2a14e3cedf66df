import type { KnowledgeEntry } from "../knowledge.ts";
import { localizedKnowledge } from "../localized-knowledge.ts";
import { INTEGRATIONS } from "./integrations.ts";

/** What the chat assistant knows of OptimAIte in French (Quebec, "vous"): the English page content (`knowledge.ts`). */
export const OPTIMAITE_KNOWLEDGE_FR: readonly KnowledgeEntry[] = localizedKnowledge("optimaite", "fr", [
  {
    key: "faq-1",
    title: "Combien de temps prend la mise en place?",
    text: "La plupart des cliniques sont entièrement configurées en 1 à 2 semaines, et le lancement de base prend 3 jours : jour 1, intégration et connexion; jour 2, formation et tests; jour 3, mise en service. Vous remplissez un questionnaire de 10 minutes et participez à un appel test de 15 minutes.",
    path: "/faq",
  },
  {
    key: "faq-2",
    title: "Avec quelles plateformes de réservation êtes-vous intégrés?",
    text: `OptimAIte s'intègre à ${INTEGRATIONS.map((i) => i.name).join(", ")}. Pour les autres systèmes, nous créons des intégrations sur mesure par API et webhooks.`,
    path: "/faq",
  },
  {
    key: "faq-3",
    title: "OptimAIte est-elle conforme à la HIPAA et à la LPRPDE?",
    text: "Les appels et les données des patients sont chiffrés en transit et au repos, les accès sont journalisés et nous signons des ententes d'associé commercial (BAA) avec les cliniques américaines.",
    path: "/faq",
  },
  {
    key: "faq-4",
    title: "Que se passe-t-il avec les appels urgents ou complexes?",
    text: "Vous fixez les règles : les questions médicales urgentes, les plaintes ou les patients VIP sont transférés immédiatement à votre équipe, avec un résumé envoyé par texto ou par courriel.",
    path: "/faq",
  },
  {
    key: "faq-5",
    title: "Peut-elle parler comme ma clinique?",
    text: "OptimAIte est formée sur vos services, vos prix, vos politiques et votre ton, accueille les appelants au nom de votre clinique et répond à leurs questions les plus fréquentes.",
    path: "/faq",
  },
  {
    key: "faq-6",
    title: "Combien ça coûte, et quel est le rendement?",
    text: "Le prix dépend du volume d'appels et des intégrations; la démo vous donne une soumission exacte. Essayez le calculateur de RSI : avec 20 appels par jour, 30 % d'appels manqués, 150 $ US par client et une réceptionniste à 4 000 $ US, le rendement mensuel est d'environ 21 955 $ US.",
    path: "/faq",
  },
  {
    key: "integrations",
    title: "Intégrations avec les plateformes de réservation",
    text: `OptimAIte s'intègre à ${INTEGRATIONS.map((i) => i.name).join(", ")}. Vous utilisez un dossier médical électronique ou un système de réservation qui n'est pas dans la liste? Notre équipe crée et entretient la connexion pour vous.`,
    path: "/integrations",
  },
  {
    key: "timeline",
    title: "Calendrier de mise en place",
    text: "Jour 1 : démarrage, questionnaire de 10 minutes, connexion de l'agenda et du téléphone. Jour 2 : formation sur vos services, puis appel test de 15 minutes avec votre équipe. Jour 3 : mise en service; nous surveillons et ajustons pendant la première semaine. La plupart des cliniques sont entièrement configurées en 1 à 2 semaines.",
    path: "/details",
  },
  {
    key: "features",
    title: "Fonctionnalités de la réceptionniste IA",
    text: "Réponse aux appels 24/7 : chaque appel pris dès la première sonnerie, soirs, fins de semaine et jours fériés compris. Prise de rendez-vous : réserve, déplace et annule directement dans l'agenda de votre clinique. Confirmations par texto. Rappels intelligents qui réduisent les absences. Ventes complémentaires au bon moment. Statistiques des appels et des revenus récupérés dans un tableau de bord.",
    path: "/optimaite",
  },
  {
    key: "specialties",
    title: "Les cliniques que nous servons",
    text: "Chirurgie plastique, chirurgie réfractive au laser (LASIK) et soins des yeux, chirurgie esthétique, cliniques esthétiques, cliniques dentaires, dermatologie, spas médicaux et centres de bien-être.",
    path: "/details",
  },
  {
    key: "beyond",
    title: "Au-delà de la réponse aux appels",
    text: "Optimisation des revenus : propose des traitements complémentaires et comble les annulations à partir d'une liste d'attente. Fidélisation des patients : campagnes de rappel, relances et suivis. Statistiques de la clinique : issues des appels, taux de réservation et revenus récupérés, semaine après semaine.",
    path: "/details",
  },
  {
    key: "trust",
    title: "Confiance et conformité",
    text: "Plus de 500 cliniques nous font confiance. Conforme à la HIPAA et à la LPRPDE : données des patients chiffrées en transit et au repos, BAA signées et pistes d'audit. En service en 3 jours.",
    path: "/optimaite",
  },
]);
