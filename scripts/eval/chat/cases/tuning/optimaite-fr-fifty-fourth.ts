// Tuning cases for OptimAIte in Quebec French, written by a fifty-fourth writer (an owner who has booked a demo) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
import { amount, type ChatCase, HELPS_WITH, I_DONT_KNOW, refusal } from "../../case-types";

export const TUNING_OPTIMAITE_FR_FIFTY_FOURTH: readonly ChatCase[] = [
  {
    q: "jai pas l'invitation pour mon agenda outlook, elle est ou? j'ai juste le courriel qui dit que la demo est confirmee",
    expect: {
      any: [/piece jointe|joint/],
      none: [I_DONT_KNOW.fr],
    },
    source: "src/server/leads/wording/fr.ts: meeting.lines.booked",
  },
  {
    q: "Si je déplace ma démo, est-ce que mon calendrier va se mettre à jour tout seul?",
    expect: {
      any: [/invitation mise a jour|mise a jour|nouvelle invitation|piece jointe|joint/],
      none: [I_DONT_KNOW.fr],
    },
    source: "src/server/leads/wording/fr.ts: meeting.lines.rescheduled",
  },
  {
    q: "Je dois malheureusement annuler ma démo. Est-ce que ça va l'enlever de mon calendrier ou je dois l'effacer moi-même?",
    expect: {
      any: [/retir|enlev|supprim|efface/],
      none: [I_DONT_KNOW.fr],
    },
    source: "src/server/leads/wording/fr.ts: meeting.lines.cancelled",
  },
  {
    q: "ca dure combien de temps la demo? je veux savoir combien de temps bloquer dans mon horaire entre 2 patients",
    expect: {
      any: [/courriel|e-?mail|invitation|confirmation/],
      none: [I_DONT_KNOW.fr],
    },
    source: "src/server/leads/wording/fr.ts: meeting.length",
  },
  {
    q: "Ma démo est par téléphone. C'est vous qui m'appelez ou c'est moi?",
    expect: {
      all: [/numero|compos/],
      any: [/courriel|e-?mail|invitation|confirmation|a l'heure/],
      none: [I_DONT_KNOW.fr],
    },
    source: "src/server/leads/wording/fr.ts: meeting.place.phone",
  },
  {
    q: "est-ce que je vais avoir un rappel avant la demo? j'oublie tout ces temps-ci lol",
    expect: {
      all: [/rappel/],
      none: [I_DONT_KNOW.fr],
    },
    source: "src/server/leads/wording/fr.ts: meeting.subject.reminder, meeting.lines.reminder",
  },
  {
    q: "Qu'est-ce que je devrais préparer avant la démo pour que ce soit utile?",
    expect: {
      any: [/volume|appels par jour|nombre d'appels|logiciel|plateforme|agenda|calculat|services|prix|objectifs/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "faq.ts: Tarifs; services.ts: HOW_IT_WORKS (Appel découverte); lead-dialogs.ts: LEAD_DIALOGS.demo.description",
  },
  {
    q: "Après la démo, si on signe, c'est quoi les étapes concrètement?",
    expect: {
      all: [/questionnaire/],
      any: [/appel d'essai|formation|connexion|mise en service/],
      none: [I_DONT_KNOW.fr],
    },
    source: "services.ts: HOW_IT_WORKS, TIMELINE",
  },
  {
    q: "le questionnaire dont vous parlez, ca prend combien de temps a remplir? ma gérante est deja debordee",
    expect: {
      all: [/10 minutes|dix minutes/],
      none: [I_DONT_KNOW.fr],
    },
    source: "services.ts: HOW_IT_WORKS (Questionnaire); faq.ts: Pour commencer",
  },
  {
    q: "On utilise un DME fait sur mesure qui est pas dans votre liste. Est-ce que c'est un problème pour la suite?",
    expect: {
      any: [/sur mesure|api|webhook/],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts: CUSTOM_INTEGRATION",
  },
  {
    q: "on a pas de logiciel de reservation, juste Google Agenda. ca marche pareil?",
    expect: {
      all: [/google/],
      any: [/oui|directement|fonctionne|compatible|integr/],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts: Google Calendar",
  },
  {
    q: "Pour les appels urgents, elle fait quoi? Je veux pas qu'une patiente en complication post-op tombe sur un robot",
    expect: {
      any: [/transf/],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts: Fonctionnalités (Que se passe-t-il avec les appels urgents ou complexes?)",
  },
  {
    q: "Elle va répondre au nom de ma clinique ou elle va dire OptimAIte au téléphone?",
    expect: {
      all: [/nom/],
      any: [/votre clinique|vos services|votre ton/],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts: Fonctionnalités (Peut-elle parler comme ma clinique?)",
  },
  {
    q: "est ce qu'elle prend les appels la nuit pis les fins de semaine aussi?",
    expect: {
      any: [/24 ?h|nuit|fin de semaine|fins de semaine|feries/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts: FEATURES (Réponse aux appels 24 h sur 24)",
  },
  {
    q: "Votre calculateur de rendement, il se base sur quoi comme hypothèses?",
    expect: {
      all: [/30 jours/],
      any: [/95/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts: CALCULATOR.note; legal-notice.ts: Responsabilité",
  },
  {
    q: "Les chiffres que le calculateur m'a donnés, c'est garanti ça?",
    expect: {
      any: [/estimation|pas une promesse|aucune garantie|pas garanti|ne garanti/],
      none: [I_DONT_KNOW.fr],
    },
    source: "legal-notice.ts: Responsabilité",
  },
  {
    q: "Avez-vous un exemple de rendement? Genre une clinique qui reçoit une vingtaine d'appels par jour",
    expect: {
      any: [amount(21955), amount(17955)],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts: Tarifs (exemple du calculateur de rendement)",
  },
  {
    q: "On est un médispa. Est-ce qu'elle peut vendre nos abonnements et forfaits ou juste prendre des rdv?",
    expect: {
      any: [/abonnement|forfait/],
      none: [I_DONT_KNOW.fr],
    },
    source: "services.ts: SPECIALTIES (Médispas); landing.ts: FEATURES (Ventes complémentaires)",
  },
  {
    q: "les patients recoivent tu un texto pour confirmer leur rdv?",
    expect: {
      all: [/texto|sms/],
      any: [/date|heure|adresse/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts: FEATURES (Confirmations par texto)",
  },
  {
    q: "Où sont hébergées vos données? Mon associé va me le demander à la démo",
    expect: {
      all: [/suisse/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts: Hébergement et destinataires",
  },
  {
    q: "Si on signe pas après la démo, je veux que vous effaciez mes infos. Comment je fais?",
    expect: {
      any: [/30 jours|ecri|courriel|12 mois|douze mois/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts: Vos droits; Conservation",
  },
  {
    q: "c'est ou vos mentions legales? je veux voir c'est qui l'entreprise derriere avant la demo",
    expect: {
      link: "/fr/mentions-legales",
      none: [I_DONT_KNOW.fr],
    },
    source: "legal-notice.ts: Éditeur; slugs.ts: /legal-notice → /mentions-legales",
  },
  {
    q: "J'ai refusé vos témoins en arrivant. Vous allez me le redemander quand, et comment je change d'idée?",
    expect: {
      all: [/six mois|6 mois/],
      any: [/parametres des temoins|bas de (chaque|la) page/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts: Témoins (cookies) et stockage local",
  },
  {
    q: "Les questions que je vous pose ici dans le chat, c'est enregistré quelque part?",
    expect: {
      any: [/90 jours|quatre-vingt-dix jours|pas enregistr|ne sont pas/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts: Conservation (Assistant)",
  },
  {
    q: "on a beaucoup de no-show dans notre clinique, est-ce que ca peut aider avec ca?",
    expect: {
      all: [/rappel/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts: FEATURES (Rappels intelligents), TESTIMONIALS (James Carter)",
  },
  {
    q: "Une fois en service, vous faites un suivi? Si les réponses sont pas bonnes la première semaine, on fait quoi?",
    expect: {
      any: [/premiere semaine|ajust|ingenieur/],
      none: [I_DONT_KNOW.fr],
    },
    source: "services.ts: TIMELINE (Jour 3); integrations.ts: CUSTOM_INTEGRATION (Soutien dédié)",
  },
  {
    q: "Est-ce que je vais avoir un tableau de bord pour voir combien d'appels elle prend pis les revenus?",
    expect: {
      any: [/tableau de bord|statistiques/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts: FEATURES (Statistiques); services.ts: BEYOND_BASICS (Statistiques de la clinique)",
  },
  {
    q: "On a aussi une clinique au Vermont. Vous signez des BAA avec les cliniques américaines?",
    expect: {
      all: [/baa|business associate/],
      any: [/oui|sign/],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts: Conformité",
  },
  {
    q: "c'est quoi le meilleur traitement laser pour la rosacée selon vous?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "out of scope: medical advice, no page covers it",
  },
];
