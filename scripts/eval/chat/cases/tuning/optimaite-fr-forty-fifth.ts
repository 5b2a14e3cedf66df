// Tuning cases for OptimAIte in Quebec French, written by a forty-fifth writer (an owner asking about what she read on the pages) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
import { amount, type ChatCase, HELPS_WITH, I_DONT_KNOW, refusal } from "../../case-types";

export const TUNING_OPTIMAITE_FR_FORTY_FIFTH: readonly ChatCase[] = [
  {
    q: "Est-ce qu'elle répond aussi la fin de semaine pis les jours fériés? On est fermés le dimanche",
    expect: { any: [/fins? de semaine/, /feri/, /24 ?h/], none: [I_DONT_KNOW.fr] },
    source:
      "src/shared/content/optimaite/fr/landing.ts, FEATURES (Réponse aux appels 24 h sur 24: nuit, fin de semaine, jours fériés)",
  },
  {
    q: "le taux de reponse de 95% que vous affichez, c'est calculé comment?",
    expect: { all: [amount(99)], none: [I_DONT_KNOW.fr] },
    source: "src/shared/content/optimaite/fr/landing.ts, COUNTERS (99 % taux de réponse)",
  },
  {
    q: "Plus de 500 cliniques vous font confiance, ok, mais c'est quel genre de cliniques? Nous on est une petite clinique de derme",
    expect: {
      any: [/plastique/, /lasik/, /dent/, /dermato/, /medispa/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "src/shared/content/optimaite/fr/landing.ts, TRUST_CARDS[0] (chirurgie plastique, LASIK, dentisterie, dermatologie, médispas)",
  },
  {
    q: "c'est quoi les ententes BAA dont vous parlez? on est au Quebec nous, on en a tu besoin?",
    expect: {
      all: [/business associate|entente/, /americ|etats-unis/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "src/shared/content/optimaite/fr/faq.ts, OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? (BAA avec les cliniques américaines)",
  },
  {
    q: "dans l'echeancier, le jour 2 c'est quoi qui se passe? faut-tu que je sois la?",
    expect: { all: [/formation/, /essai/], none: [I_DONT_KNOW.fr] },
    source:
      "src/shared/content/optimaite/fr/services.ts, TIMELINE (Jour 2: Formation et essais, appel d'essai de 15 minutes avec votre équipe)",
  },
  {
    q: "Une fois que c'est en service au jour 3, vous nous laissez aller tout seuls ou y'a un suivi?",
    expect: {
      any: [/premiere semaine/, /ajust/, /suivons/, /suivi/, /ingenieur/, /accompagn/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "src/shared/content/optimaite/fr/services.ts, TIMELINE (Jour 3: nous suivons et ajustons la première semaine); integrations.ts, Soutien dédié",
  },
  {
    q: "jsuis melangee, a une place c'est ecrit en service en 3 jours pis dans la FAQ c'est 1 a 2 semaines. C'est lequel?",
    expect: { all: [/semaine/, /3 jours|trois jours/], none: [I_DONT_KNOW.fr] },
    source:
      "src/shared/content/optimaite/fr/faq.ts, Combien de temps prend la mise en place? (configurées en 1 à 2 semaines, lancement en 3 jours)",
  },
  {
    q: "l'appel decouverte au debut ca dure combien, une heure?",
    expect: { any: [/15 ?min/, /quinze min/], none: [I_DONT_KNOW.fr] },
    source: "src/shared/content/optimaite/fr/services.ts, HOW_IT_WORKS (Appel découverte de 15 minutes)",
  },
  {
    q: "elle peut tu donner nos prix a nous autres pis parler comme nous? on a un ton assez relax a la clinique",
    expect: { all: [/prix/, /\bton\b/], none: [I_DONT_KNOW.fr] },
    source:
      "src/shared/content/optimaite/fr/faq.ts, Peut-elle parler comme ma clinique? (formée à vos services, vos prix, vos politiques et votre ton)",
  },
  {
    q: "la carte ventes complementaires sur la page d'accueil, ca veut dire quoi concretement?",
    expect: { all: [/complementaire|forfait/], none: [I_DONT_KNOW.fr] },
    source:
      "src/shared/content/optimaite/fr/landing.ts, FEATURES (Ventes complémentaires: traitements complémentaires et forfaits au bon moment)",
  },
  {
    q: "on a pas de logiciel de reservation, on fonctionne juste avec google agenda. ca marche pareil?",
    expect: {
      all: [/google/],
      any: [/directement/, /sans logiciel/, /fonctionne/, /compatible/, /integr/, /reserv/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "src/shared/content/optimaite/fr/integrations.ts, INTEGRATIONS (Google Calendar: pour les cliniques sans logiciel de réservation)",
  },
  {
    q: "Notre DME c'est Omnimed, pis je l'ai pas vu dans votre liste d'intégrations. C'est un dealbreaker?",
    expect: { any: [/sur mesure/, /\bapi\b/, /webhook/], none: [I_DONT_KNOW.fr] },
    source:
      "src/shared/content/optimaite/fr/integrations.ts, CUSTOM_INTEGRATION (DME absent de la liste: intégration sur mesure par API et webhooks)",
  },
  {
    q: "avec calendly, est-ce que ca peut repartir les rdv entre mes 2 infirmieres injectrices?",
    expect: { any: [/alternance/, /repart/, /round/], none: [I_DONT_KNOW.fr] },
    source:
      "src/shared/content/optimaite/fr/integrations.ts, INTEGRATIONS (Calendly: répartition en alternance dans l'équipe)",
  },
  {
    q: "On a 3 succursales sur Mindbody, est-ce que ça gère toutes les places en même temps?",
    expect: { any: [/etablissement/, /succursale/, /multi/], none: [I_DONT_KNOW.fr] },
    source:
      "src/shared/content/optimaite/fr/integrations.ts, INTEGRATIONS (Mindbody: tous vos établissements, agendas multiétablissements)",
  },
  {
    q: "le monsieur de ClearView LASIK dans les temoignages, il disait que leurs absences avaient baissé de combien deja?",
    expect: { any: [/moitie/, /50 ?%/], none: [I_DONT_KNOW.fr] },
    source: "src/shared/content/optimaite/fr/landing.ts, TESTIMONIALS[1] (rappels ont réduit nos absences de moitié)",
  },
  {
    q: "pour une clinique lasik, est-ce qu'elle peut expliquer les options pour payer en plusieurs versements?",
    expect: { all: [/financement/], none: [I_DONT_KNOW.fr] },
    source:
      "src/shared/content/optimaite/fr/services.ts, SPECIALTIES (LASIK et soins des yeux: explique les options de financement)",
  },
  {
    q: "J'ai aussi un médispa à côté. Elle peut vendre nos abonnements mensuels au téléphone?",
    expect: { all: [/abonnement/], none: [I_DONT_KNOW.fr] },
    source:
      "src/shared/content/optimaite/fr/services.ts, SPECIALTIES (Médispas: vend abonnements et forfaits de soins)",
  },
  {
    q: "c quoi le GPC dont vous parlez dans la politique de confidentialite?",
    expect: {
      all: [/global privacy control|gpc/],
      any: [/refus/, /statistiques/, /marketing/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "src/shared/content/optimaite/fr/privacy.ts, Statistiques (signal GPC traité comme un refus des statistiques et du marketing)",
  },
  {
    q: "Je veux faire effacer mes données apres, je fais comment pis ça prend combien de temps?",
    expect: {
      all: [/30 jours|trente jours/],
      any: [/ecri/, /courriel/, /e-?mail/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "src/shared/content/optimaite/fr/privacy.ts, Vos droits (écrire à l'adresse courriel; réponse dans un délai de 30 jours)",
  },
  {
    q: "vous avez tu le pixel facebook ou des traceurs de pub sur votre site?",
    expect: {
      any: [/aucun traceur/, /pas de traceur/, /n'utilis\w* (aucun|pas)/, /aucun pixel/, /pas de pixel/, /desactive/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "src/shared/content/optimaite/fr/privacy.ts, Témoins (Marketing désactivé par défaut; aucun traceur publicitaire tiers)",
  },
  {
    q: "Est-ce que vous conservez mon adresse IP quand je visite le site?",
    expect: {
      any: [
        /jamais (conserv|stock|gard|enregistr)/,
        /n'est (jamais|pas) (conserv|stock|gard|enregistr)/,
        /ne (conserv|gard|stock|enregistr)\w* (jamais|pas)/,
        /pas (conserv|stock|gard|enregistr)/,
      ],
      none: [I_DONT_KNOW.fr],
    },
    source: "src/shared/content/optimaite/fr/privacy.ts, Statistiques (Votre adresse IP n'est jamais conservée)",
  },
  {
    q: "si j'envoie un message avec le formulaire nous joindre, vous me revenez en combien de temps?",
    expect: { all: [/24 ?h/], none: [I_DONT_KNOW.fr] },
    source:
      "src/shared/content/optimaite/fr/lead-dialogs.ts, LEAD_DIALOGS.contact (nous vous répondrons d'ici 24 heures)",
  },
  {
    q: "dans la FAQ y'avait un exemple avec 20 appels par jour pis 30% de manqués, ca donnait genre 15 000$ par mois c'est ca?",
    expect: { all: [amount(21955)], none: [I_DONT_KNOW.fr] },
    source:
      "src/shared/content/optimaite/fr/faq.ts, Combien ça coûte, et quel est le rendement? (rendement mensuel d'environ 21 955 $)",
  },
  {
    q: "c'est quoi la bonne dose de botox pour des pattes d'oie?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "out of scope: a medical question, not about OptimAIte",
  },
  {
    q: "Est-ce que vous faites des campagnes pour faire revenir les patients qu'on a pas vus depuis longtemps?",
    expect: { any: [/fidelis/, /relance/, /campagne/, /suivi/], none: [I_DONT_KNOW.fr] },
    source:
      "src/shared/content/optimaite/fr/services.ts, BEYOND_BASICS (Fidélisation des patients: campagnes de rappel, relances et suivis)",
  },
  {
    q: "les chiffres du calculateur de rendement, c'est garanti? Si j'ai pas ces résultats-là je fais quoi",
    expect: { all: [/estim/], any: [/promesse/, /garanti/], none: [I_DONT_KNOW.fr] },
    source:
      "src/shared/content/optimaite/fr/legal-notice.ts, Responsabilité (des estimations, pas une promesse de résultats)",
  },
  {
    q: "la demo ca se fait comment, en visio ou au telephone?",
    expect: { all: [/visio|video/, /telephon/], none: [I_DONT_KNOW.fr] },
    source: "src/server/leads/wording/fr.ts, meeting.place (Lien de la visioconférence / Par téléphone)",
  },
  {
    q: "si jai une plainte sur comment vous traitez mes donnees, je peux aller voir la CAI?",
    expect: { any: [/pfpdt/, /prepose federal/, /autorite de controle/], none: [I_DONT_KNOW.fr] },
    source:
      "src/shared/content/optimaite/fr/privacy.ts, Vos droits (Préposé fédéral à la protection des données et à la transparence, PFPDT)",
  },
];
