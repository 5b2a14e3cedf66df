// Set-aside cases for OptimAIte in Quebec French, written by a seventeenth writer (a clinic owner comparing vendors) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs. Never used while tuning.
import { amount, type ChatCase, HELPS_WITH, refusal } from "../../case-types";

export const SET_ASIDE_OPTIMAITE_FR_SEVENTEENTH: readonly ChatCase[] = [
  {
    q: "Bonjour, combien coûte votre service par mois? J'aimerais avoir un ordre de grandeur avant de m'engager à quoi que ce soit.",
    expect: {
      all: [/volume|nombre d'appels/, /soumission|demo|devis/],
    },
    source: "faq.ts « Combien ça coûte, et quel est le rendement? »",
  },
  {
    q: "le calculateur de rendement sur votre page, il part de quelles valeurs par defaut au juste?",
    expect: {
      all: [/\b20\b/, /30 ?%/, /150/, amount(4000)],
    },
    source: "faq.ts « Combien ça coûte, et quel est le rendement? » (20 appels, 30 %, 150 $, 4 000 $)",
  },
  {
    q: "c'est long comment la mise en place? on est une petite clinique pis j'ai pas le temps de gérer un gros projet",
    expect: {
      all: [/3 jours|trois jours/],
      any: [/questionnaire/, /10 minutes/, /15 minutes/, /1 a 2 semaines|une a deux semaines/],
    },
    source: "faq.ts « Combien de temps prend la mise en place? »",
  },
  {
    q: "Est-ce que ça marche avec Jane? C'est ce qu'on utilise à la clinique depuis 3 ans",
    expect: {
      all: [/jane/, /\boui\b|s'integre|integration|integre|compatible|fonctionne avec/],
    },
    source: "integrations.ts « Janeapp »; faq.ts « Avec quelles plateformes de réservation vous intégrez-vous? »",
  },
  {
    q: "Nous avons un DME développé à l'interne qui n'apparaît pas dans votre liste. Pouvez-vous vous y connecter?",
    expect: {
      all: [/sur mesure|personnalise/, /\bapi\b|webhook/],
    },
    source: "integrations.ts « Besoin d'une intégration sur mesure? »",
  },
  {
    q: "Où sont hébergées les données que j'envoie par votre formulaire de démo?",
    expect: {
      all: [/suisse/],
    },
    source: "privacy.ts « Hébergement et destinataires »",
  },
  {
    q: "vous gardez mes infos combien de temps apres que jai rempli le formulaire de demo",
    expect: {
      all: [/12 mois|douze mois|un an\b/],
    },
    source: "privacy.ts « Conservation »",
  },
  {
    q: "Comment je fais pour faire effacer mes données chez vous, et vous avez combien de temps pour me répondre?",
    expect: {
      all: [/30 jours|trente jours/, /supprim|effac/],
    },
    source: "privacy.ts « Vos droits »",
  },
  {
    q: "J'ai booké une démo mais finalement j'ai un empêchement ce jour-là, comment je fais pour la changer?",
    expect: {
      all: [/lien/, /courriel|invitation|e-?mail|calendrier/],
    },
    source: "wording/fr.ts meeting.manage « Pour déplacer ou annuler votre démo » and inviteDescription",
  },
  {
    q: "Une fois que j'ai réservé la démo, ça se passe comment ensuite?",
    expect: {
      all: [/24 ?h|24 heures|vingt-quatre heures/],
    },
    source: "lead-dialogs.ts demo.successText; wording/fr.ts demoConfirmation",
  },
  {
    q: "Vous avez combien de cliniques clientes en ce moment?",
    expect: {
      all: [/500/],
    },
    source: "landing.ts TRUST_CARDS « Plus de 500 cliniques nous font confiance »",
  },
  {
    q: "si un patient appelle avec une urgence medicale, l'IA va-tu essayer de gerer ca toute seule??",
    expect: {
      all: [/transf/],
      any: [/equipe/, /resume/, /regles/],
    },
    source: "faq.ts « Que se passe-t-il avec les appels urgents ou complexes? »",
  },
  {
    q: "Êtes-vous conformes à la LPRPDE? On traite des renseignements de santé, alors c'est non négociable pour nous.",
    expect: {
      all: [/lprpde|conforme/],
      any: [/chiffr/, /journalis/, /\bbaa\b/, /acces/],
    },
    source: "faq.ts « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? »",
  },
  {
    q: "Les montants que le calculateur me donne, c'est garanti?",
    expect: {
      all: [/estim/, /promesse|garanti/],
    },
    source: "legal-notice.ts « Responsabilité »",
  },
  {
    q: "Peux-tu m'écrire un petit poème sur le printemps pour l'infolettre de la clinique?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "out of scope",
  },
];
