// Set-aside cases for OptimAIte in Quebec French, written by a thirtieth writer (a wellness centre asking whether it fits) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs. Never used while tuning.
import { amount, type ChatCase, HELPS_WITH, refusal } from "../../case-types";

export const SET_ASIDE_OPTIMAITE_FR_THIRTIETH: readonly ChatCase[] = [
  {
    q: "Bonjour, je coordonne un centre de bien-être (massothérapie, yoga, naturopathie). Est-ce qu'OptimAIte peut vraiment nous servir, ou c'est seulement pour les cliniques médicales?",
    expect: { all: [/bien-?etre/, /therapies?|cours|consultations?/] },
    source:
      "services.ts SPECIALTIES « Centres de bien-être » (réserve thérapies, cours et consultations pour toute votre équipe)",
  },
  {
    q: "On gère nos cours de groupe et nos forfaits dans Mindbody. Votre réceptionniste peut-elle inscrire des gens à nos cours?",
    expect: { all: [/mindbody/, /cours/] },
    source: "integrations.ts « Mindbody » (réservation de cours, vérification des forfaits)",
  },
  {
    q: "Si on décide d'aller de l'avant, combien de temps avant qu'elle réponde pour vrai à nos appels?",
    expect: { all: [/(3|trois) jours|jour 3|(1|une) (a|ou) (2|deux) semaines/] },
    source: "faq.ts « Combien de temps prend la mise en place? »; landing.ts TRUST_CARDS « En service en 3 jours »",
  },
  {
    q: "Qu'est-ce que je dois préparer de mon côté pour démarrer? Vous avez besoin de quelles informations sur notre centre?",
    expect: { all: [/questionnaire/, /services|prix|heures|politiques/] },
    source: "services.ts HOW_IT_WORKS « Questionnaire » (services, prix, heures d'ouverture et politiques)",
  },
  {
    q: "Si une cliente appelle en détresse ou pour se plaindre, est-ce que l'IA essaie de gérer ça toute seule?",
    expect: { all: [/transf|achemin|redirig/, /equipe|personnel|vous/] },
    source: "faq.ts « Que se passe-t-il avec les appels urgents ou complexes? »",
  },
  {
    q: "Vos prix sont-ils fixes? Ça coûterait combien par mois pour un petit centre comme le nôtre?",
    expect: { all: [/volume|nombre d'appels/, /demo|soumission/] },
    source:
      "faq.ts « Combien ça coûte, et quel est le rendement? » (le prix dépend du volume d'appels et des intégrations; la démo donne une soumission exacte)",
  },
  {
    q: "J'ai rempli le formulaire pour la démo il y a une heure. Dans combien de temps quelqu'un va me revenir?",
    expect: { all: [/24 ?h|24 heures|vingt-quatre heures/] },
    source: "lead-dialogs.ts LEAD_DIALOGS.demo « nous vous joindrons d'ici 24 heures »; wording/fr.ts demoConfirmation",
  },
  {
    q: "On est sur Vagaro. Quand quelqu'un annule à la dernière minute, est-ce qu'elle peut offrir la place aux gens sur notre liste d'attente?",
    expect: { all: [/liste d'attente/] },
    source:
      "integrations.ts « Vagaro » (remplissage depuis la liste d'attente); services.ts BEYOND_BASICS « Optimisation des revenus »",
  },
  {
    q: "Dans votre calculateur, avec 20 appels par jour, 30 % de manqués, 150 $ par client et une réceptionniste à 4000 $ par mois, ça donne environ combien de rendement mensuel?",
    expect: { all: [amount(21955)] },
    source: "faq.ts « Combien ça coûte, et quel est le rendement? » (environ 21 955 $ par mois)",
  },
  {
    q: "Les infos que je mets dans le formulaire de démo, vous les hébergez où? Aux États-Unis?",
    expect: { all: [/suisse/] },
    source: "privacy.ts « Hébergement et destinataires » (les données sont hébergées en Suisse)",
  },
  {
    q: "Votre site garde mon choix pour les cookies combien de temps avant de me reposer la question?",
    expect: { all: [/(6|six) mois/] },
    source: "privacy.ts « Témoins (cookies) et stockage local » (votre choix est conservé six mois)",
  },
  {
    q: "Avez-vous un exemple concret d'une clinique qui a eu moins de rendez-vous manqués grâce à vos rappels?",
    expect: { all: [/moitie|50 ?%/], any: [/clearview|carter|lasik/] },
    source: "landing.ts TESTIMONIALS « James Carter, ClearView LASIK » (les rappels ont réduit nos absences de moitié)",
  },
  {
    q: "On a aussi un volet médispa. Est-ce qu'elle peut vendre nos forfaits de soins et nos abonnements au téléphone?",
    expect: { all: [/forfaits?|abonnements?/] },
    source:
      "services.ts SPECIALTIES « Médispas » (vend abonnements et forfaits de soins); landing.ts FEATURES « Ventes complémentaires »",
  },
  {
    q: "Est-ce que j'aurai des chiffres pour voir ce que ça donne, genre combien d'appels elle a pris et combien de rendez-vous?",
    expect: {
      all: [/tableau de bord|statistiques|rapport/],
      any: [/volume d'appels|rendez-vous|revenus recuperes|taux de reservation/],
    },
    source:
      "landing.ts FEATURES « Statistiques » (un seul tableau de bord); services.ts BEYOND_BASICS « Statistiques de la clinique »",
  },
  {
    q: "Pourriez-vous me suggérer des huiles essentielles pour un massage relaxant?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "hors sujet: le site ne traite que de la réceptionniste IA OptimAIte",
  },
];
