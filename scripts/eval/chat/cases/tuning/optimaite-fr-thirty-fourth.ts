// Tuning cases for OptimAIte in Quebec French, written by a thirty-fourth writer (a second-generation owner asking why) who never saw the assistant's code, its answers or the other cases: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
// One question, asked word for word by an earlier writer, was left out.
import { amount, type ChatCase, HELPS_WITH, refusal } from "../../case-types";

export const TUNING_OPTIMAITE_FR_THIRTY_FOURTH: readonly ChatCase[] = [
  {
    q: "Je reprends la clinique de mon père. OptimAIte, ça sert à quoi au juste?",
    expect: {
      all: [/receptionniste|reception/, /appel/],
    },
    source: "landing.ts HERO; frame.ts FOOTER.tagline",
  },
  {
    q: "Comment l'IA apprend nos services pis nos prix? On doit lui montrer quoi?",
    expect: {
      all: [/questionnaire/],
      any: [/10 minutes/, /formation/, /appel d'essai/],
    },
    source: "services.ts HOW_IT_WORKS « Questionnaire » et « Formation »",
  },
  {
    q: "On a aucun logiciel de réservation, juste un Google Calendar partagé. Ça marche pareil?",
    expect: {
      all: [/google/],
      any: [/oui/, /directement/, /sans logiciel/, /agenda/],
    },
    source: "integrations.ts Google Calendar « pour les cliniques sans logiciel de réservation »",
  },
  {
    q: "Notre dossier médical électronique est pas dans votre liste. Pourquoi ça marcherait quand même?",
    expect: {
      any: [/sur mesure/, /\bapi\b/, /webhook/],
    },
    source:
      "integrations.ts CUSTOM_INTEGRATION; faq.ts « Avec quelles plateformes de réservation vous intégrez-vous? »",
  },
  {
    q: "Avec Vagaro, si ma secrétaire change un rendez-vous, est-ce que ça se synchronise dans les deux sens?",
    expect: {
      all: [/bidirectionnel|deux sens|dans les deux/],
    },
    source: "integrations.ts Vagaro « Synchronisation bidirectionnelle de l'agenda »",
  },
  {
    q: "On est sur Square Appointments. Comment elle respecte le temps qu'on laisse entre deux clients?",
    expect: {
      any: [/tampon/, /duree/, /regles de reservation/],
    },
    source: "integrations.ts Square Appointments « Temps tampons », « Durée des services »",
  },
  {
    q: "Pourquoi il faut faire un appel d'essai avec l'équipe avant de partir?",
    expect: {
      all: [/15 minutes|quinze minutes/],
      any: [/peaufiner/, /ajust/, /\bton\b/, /reponses/],
    },
    source: "services.ts HOW_IT_WORKS « Appel d'essai »",
  },
  {
    q: "Le lancement en 3 jours, ça se passe comment jour par jour?",
    expect: {
      all: [/integration|connexion/, /formation|essai/, /mise en service/],
    },
    source: "services.ts TIMELINE; faq.ts « Combien de temps prend la mise en place? »",
  },
  {
    q: "Comment vous protégez les données de nos patients quand ils appellent?",
    expect: {
      all: [/chiffr/],
      any: [/journalis/, /acces/, /audit/],
    },
    source: "faq.ts « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? »",
  },
  {
    q: "C'est quoi une entente BAA, pis pourquoi vous en parlez?",
    expect: {
      all: [/baa|business associate/],
      any: [/americaine?s?/, /etats-unis/, /hipaa/],
    },
    source: "faq.ts « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? »",
  },
  {
    q: "Pourquoi votre calculateur me demande combien coûte ma réceptionniste?",
    expect: {
      all: [/economie/],
    },
    source:
      "landing.ts CALCULATOR inputs.receptionistCost et results.laborSavings; faq.ts « Combien ça coûte, et quel est le rendement? »",
  },
  {
    q: "Dans l'exemple de la FAQ, comment vous arrivez à 21 955 $ par mois?",
    expect: {
      all: [amount(17955), amount(4000)],
    },
    source: "faq.ts « Combien ça coûte, et quel est le rendement? »",
  },
  {
    q: "J'ai mis 0 % d'appels manqués dans le calculateur pis il me félicite. Ça me donne quoi d'abord, votre affaire?",
    expect: {
      any: [/cout/, /automatis/],
    },
    source: "landing.ts CALCULATOR.congratulations",
  },
  {
    q: "Les montants du calculateur, c'est garanti que je vais les récupérer?",
    expect: {
      any: [/estimation/, /promesse/, /garanti/],
    },
    source: "legal-notice.ts « Responsabilité »",
  },
  {
    q: "Si j'utilise le calculateur, est-ce que vous gardez mes chiffres? Pourquoi faire?",
    expect: {
      all: [/demo/],
      any: [/estimation/, /valeurs/],
    },
    source: "privacy.ts « Les renseignements que vous nous fournissez » (calculateur de rendement)",
  },
  {
    q: "Ma demande de démo, elle reste combien de temps dans vos systèmes?",
    expect: {
      all: [/12 mois|douze mois/],
    },
    source: "privacy.ts « Conservation »",
  },
  {
    q: "Quand je visite votre site, gardez-vous mon adresse IP?",
    expect: {
      all: [/\bip\b/],
      any: [/jamais/, /pas conserv/, /ne (la )?(conserv|gard)/],
    },
    source: "privacy.ts « Statistiques »",
  },
  {
    q: "J'ai le Global Privacy Control d'activé dans mon navigateur. Ça change quoi chez vous?",
    expect: {
      all: [/gpc|global privacy control/],
      any: [/refus/, /statistiques/, /marketing/],
    },
    source: "privacy.ts « Statistiques » (GPC)",
  },
  {
    q: "Comment je fais pour que vous effaciez toutes mes données, pis ça prend combien de temps?",
    expect: {
      all: [/30 jours|trente jours/],
    },
    source: "privacy.ts « Vos droits »",
  },
  {
    q: "C'est quoi la différence entre les témoins essentiels pis ceux de statistiques?",
    expect: {
      all: [/essentiel/, /statistique/],
      any: [/consent/, /facultati/, /desactive/, /toujours actif/],
    },
    source: "privacy.ts « Témoins (cookies) et stockage local »",
  },
  {
    q: "Qui est derrière le site? Je veux voir vos coordonnées officielles.",
    expect: {
      any: [/mentions legales/, /mentions-legales/],
      link: "/fr/mentions-legales",
    },
    source: "legal-notice.ts « Éditeur », « Coordonnées » (/fr/mentions-legales)",
  },
  {
    q: "Vous affichez 99 % sur la page d'accueil. Ça veut dire quoi ce chiffre-là?",
    expect: {
      all: [/99/],
      any: [/taux de reponse/, /reponse/, /repond/],
    },
    source: "landing.ts COUNTERS « taux de réponse »",
  },
  {
    q: "Combien de cliniques utilisent déjà votre système?",
    expect: {
      all: [/500/],
    },
    source: "landing.ts TRUST_CARDS « Plus de 500 cliniques nous font confiance »",
  },
  {
    q: "On fait aussi du LASIK. Comment elle gère les patients qui posent des questions sur le financement?",
    expect: {
      all: [/financement/],
    },
    source: "services.ts SPECIALTIES « LASIK et soins des yeux »",
  },
  {
    q: "Le tableau de bord de statistiques, ça me montre quoi exactement?",
    expect: {
      any: [/volume d'appels/, /revenus recuperes/, /taux de reservation/, /rendez-vous pris/],
    },
    source: "landing.ts FEATURES « Statistiques »; services.ts BEYOND_BASICS « Statistiques de la clinique »",
  },
  {
    q: "Quand un patient annule à la dernière minute, comment elle fait pour remplir le trou?",
    expect: {
      any: [/liste d'attente/, /plages? liberee/, /comble/],
    },
    source: "services.ts BEYOND_BASICS « Optimisation des revenus »; landing.ts FEATURES « Rappels intelligents »",
  },
  {
    q: "Après le lancement, est-ce que quelqu'un nous suit encore si ça accroche?",
    expect: {
      any: [/premiere semaine/, /ingenieur/, /ajust/, /suivons|suivi/],
    },
    source: "services.ts TIMELINE « Jour 3 »; integrations.ts CUSTOM_INTEGRATION « Soutien dédié »",
  },
  {
    q: "Ma démo est confirmée mais j'ai un empêchement. Comment je fais pour la déplacer?",
    expect: {
      any: [/lien/, /courriel/, /invitation/],
    },
    source: "wording/fr.ts meeting.manage « Pour déplacer ou annuler votre démo : {url} »",
  },
  {
    q: "Peux-tu m'expliquer comment faire la déclaration de revenus de la clinique au Québec?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "out of scope (tax return)",
  },
];
