// Tuning cases for OptimAIte in Quebec French, written by a forty-sixth writer (a skeptical partner asking about limits and failures) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
import { amount, type ChatCase, HELPS_WITH, I_DONT_KNOW, refusal } from "../../case-types";

export const TUNING_OPTIMAITE_FR_FORTY_SIXTH: readonly ChatCase[] = [
  {
    q: "Un patient qui appelle à 2h du matin un jour férié, il tombe sur quoi? la boite vocale comme d'habitude?",
    expect: {
      any: [/24 ?h/, /24\/7/, /ferie/, /nuit/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "landing.ts FEATURES: Réponse aux appels 24 h sur 24 (y compris la nuit, la fin de semaine et les jours fériés)",
  },
  {
    q: 'Quand elle répond, elle dit "Bonjour ici OptimAIte"? parce que mes patients vont raccrocher direct',
    expect: {
      any: [/au nom de/, /nom de (votre|la|leur) clinique/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "faq.ts: Peut-elle parler comme ma clinique? (accueille les appelants au nom de votre clinique); landing.ts BENEFITS_TEASER",
  },
  {
    q: "HIPAA c'est américain ça. Nous on est au Québec, vous êtes conformes à quoi icitte?",
    expect: {
      all: [/lprpde/],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts: OptimAIte est-elle conforme à la HIPAA et à la LPRPDE?; landing.ts TRUST_CARDS",
  },
  {
    q: "Vous signez des BAA pour vrai ou c'est juste écrit sur le site pour faire beau?",
    expect: {
      all: [/baa|business associate|entente/, /sign/],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts: conformité (ententes BAA signées avec les cliniques américaines); services.ts WHY_CHOOSE_US",
  },
  {
    q: "En LASIK, la moitié des appels c'est pour le prix pis le financement. Votre IA sait-tu quoi leur dire ou elle les envoie promener?",
    expect: {
      all: [/financement/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "services.ts SPECIALTIES: LASIK et soins des yeux (présélectionne les candidats, réserve les évaluations, explique les options de financement)",
  },
  {
    q: "on est sur Jane, pas sur un gros systeme d'hopital. ca va marcher pareil?",
    expect: {
      all: [/jane/],
      any: [/oui/, /integr/, /praticien/],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts: Janeapp (réserve avec le bon praticien dans Jane); faq.ts intégrations",
  },
  {
    q: "On a trois succursales sur Mindbody. Votre affaire gère tu plusieurs établissements ou ben ça prend 3 comptes?",
    expect: {
      any: [/multi-?etablissement/, /plusieurs etablissements/, /tous (vos|les) etablissements/],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts: Mindbody (tous vos établissements, agendas multiétablissements)",
  },
  {
    q: "On a même pas de logiciel de réservation, juste un Google Calendar partagé. Ça vous suffit-tu ou faut acheter autre chose?",
    expect: {
      all: [/google/],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts: Google Calendar (pour les cliniques sans logiciel de réservation)",
  },
  {
    q: "Vos webhooks, ils envoient quels événements exactement? notre informaticien va me le demander",
    expect: {
      all: [/reserv/, /annul/],
      any: [/issue/, /resultat/, /appel/],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts CUSTOM_INTEGRATION: Webhooks (réservations, annulations et issue des appels)",
  },
  {
    q: "votre exemple dans la FAQ avec 21 955$ de rendement par mois, ça sort d'où ce chiffre-là? ça me parait tiré d'un chapeau",
    expect: {
      all: [amount(4000)],
      any: [amount(17955), /30 ?%/, /150/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "faq.ts: Combien ça coûte, et quel est le rendement? (20 appels/jour, 30 % manqués, 150 $ par client, réceptionniste à 4 000 $: 17 955 $ + 4 000 $)",
  },
  {
    q: "Plus de 500 cliniques, ok, mais c'est quelle sorte de cliniques? des vraies cliniques médicales ou des salons d'ongles?",
    expect: {
      any: [/chirurgie plastique/, /lasik/, /dent/, /dermato/, /medispa/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "landing.ts TRUST_CARDS: Plus de 500 cliniques (chirurgie plastique, LASIK, dentisterie, dermatologie, médispas)",
  },
  {
    q: "Le calculateur de rendement, il me demande quoi comme chiffres? j'ai pas envie de vous donner mes états financiers",
    expect: {
      all: [/appels/, /revenu/],
      any: [/receptionniste/, /manqu/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "landing.ts CALCULATOR inputs (appels par jour, taux d'appels manqués, clients perdus, revenu moyen par client, coût mensuel d'une réceptionniste)",
  },
  {
    q: "si je mets 0 % d'appels manqués dans votre calculateur, vous allez être obligés d'admettre que ça me sert à rien, non?",
    expect: {
      any: [/cout/, /economi/, /automatis/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "landing.ts CALCULATOR congratulations (réduire vos coûts de réception, automatiser réservations et rappels)",
  },
  {
    q: "vos cookies marketing là, y'a tu des pixels Facebook pis Google Ads là-dedans?",
    expect: {
      any: [/aucun traceur/, /pas de traceur/, /aucun.{0,40}(tiers|publicit)/, /desactiv/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts: Témoins (marketing désactivé par défaut, aucun traceur publicitaire tiers)",
  },
  {
    q: "Vous gardez mon choix de témoins combien de temps avant de me re-bugger avec votre bannière?",
    expect: {
      any: [/6 mois/, /six mois/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts: Témoins (choix conservé six mois, lien « Paramètres des témoins »)",
  },
  {
    q: "Vous stockez mon adresse IP quand je visite votre site? soyez franc",
    expect: {
      all: [/\bip\b/],
      any: [/jamais/, /pas (conserv|stock|gard)/, /ne (la |l')?(conserv|stock|gard)/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "privacy.ts: Statistiques (adresse IP jamais conservée, seulement en mémoire pour une localisation approximative)",
  },
  {
    q: "Si je veux que vous effaciez tout ce que vous avez sur moi, ça prend combien de temps avant que ce soit fait?",
    expect: {
      any: [/30 jours/, /trente jours/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts: Vos droits (accès, correction, export, suppression; réponse dans un délai de 30 jours)",
  },
  {
    q: "Pis si vous respectez pas mes droits sur mes données, je porte plainte où? vous êtes même pas au Canada on dirait",
    expect: {
      any: [/pfpdt/, /prepose federal/, /autorite de controle/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "privacy.ts: Vos droits (Préposé fédéral à la protection des données et à la transparence, PFPDT, ou autorité de contrôle dans l'UE)",
  },
  {
    q: "C'est quelle compagnie exactement qui est derrière ce site là? Je veux voir vos coordonnées officielles avant de signer quoi que ce soit",
    expect: {
      link: "/fr/mentions-legales",
      none: [I_DONT_KNOW.fr],
    },
    source: "legal-notice.ts: Éditeur et Coordonnées (page /fr/mentions-legales)",
  },
  {
    q: "Vous géolocalisez les visiteurs avec quoi? un service tiers qui revend tout ça j'imagine?",
    expect: {
      any: [/db-?ip/, /hors ligne/, /aucun service tiers/, /sans (faire appel a )?(aucun )?service tiers/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "privacy.ts: Statistiques (base de données hors ligne, aucun service tiers); legal-notice.ts Crédits (DB-IP, IP to City Lite)",
  },
  {
    q: "Elle va tu harceler mes patients pour leur vendre des forfaits? j'veux pas que ma clinique ait l'air d'un vendeur de chars usagés",
    expect: {
      any: [/complementaire/, /forfait/, /bon moment/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts FEATURES: Ventes complémentaires (traitements complémentaires et forfaits au bon moment)",
  },
  {
    q: "Comment je vais savoir si ça marche vraiment pis que c'est pas juste de la poudre aux yeux? vous avez des rapports?",
    expect: {
      all: [/revenu|rendez-vous|appel|reservation/],
      any: [/tableau de bord/, /statisti/, /rapport/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "landing.ts FEATURES: Statistiques (tableau de bord); services.ts BEYOND_BASICS: Statistiques de la clinique",
  },
  {
    q: "Quand quelqu'un annule le matin même, la plage reste vide pareil, votre IA peut rien faire là",
    expect: {
      any: [/liste d'attente/, /combl/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "landing.ts FEATURES: Rappels intelligents (comblent les plages libérées à la dernière minute); services.ts BEYOND_BASICS: liste d'attente",
  },
  {
    q: "Le texto de confirmation, il contient quoi au juste? Mes patients se trompent tout le temps d'adresse",
    expect: {
      all: [/adresse/],
      any: [/date/, /heure/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts FEATURES: Confirmations par texto (date, heure et adresse)",
  },
  {
    q: "Combien de temps ça va prendre à mon staff, la mise en place? on a pas le temps de faire des formations de 3 jours",
    expect: {
      all: [/(10|dix) min/, /(15|quinze) min/],
      none: [I_DONT_KNOW.fr],
    },
    source: "services.ts WHY_CHOOSE_US: Rapide à lancer (questionnaire de 10 minutes, appel d'essai de 15 minutes)",
  },
  {
    q: "Pis une fois lancé, vous disparaissez? Si ça marche mal la première semaine on fait quoi?",
    expect: {
      any: [/premiere semaine/, /ajust/, /suiv/],
      none: [I_DONT_KNOW.fr],
    },
    source: "services.ts TIMELINE: Jour 3 (nous suivons et ajustons tout au long de la première semaine)",
  },
  {
    q: "La démo est gratuite ok, mais ça m'engage à quoi au juste? je me fais-tu appeler par un vendeur tous les jours après?",
    expect: {
      any: [/sans engagement/, /aucun engagement/, /pas d'engagement/, /engage a rien/, /n'engage/],
      none: [I_DONT_KNOW.fr],
    },
    source: "services.ts DETAILS_CTA: Une démo gratuite et sans engagement",
  },
  {
    q: "La démo ça se passe comment, faut que vous veniez à la clinique? on est en région",
    expect: {
      any: [/visio/, /video/, /telephone/],
      none: [I_DONT_KNOW.fr],
    },
    source: "wording/fr.ts meeting.place (lien de visioconférence ou par téléphone)",
  },
  {
    q: "Vous êtes intégrés avec Acuity Scheduling right? Je pense l'avoir vu dans votre liste",
    expect: {
      any: [/sur mesure/, /\bapi\b/, /webhook/],
      none: [I_DONT_KNOW.fr, /acuity (fait partie|figure|est (bien )?(dans|sur) (la|notre) liste)/],
    },
    source:
      "integrations.ts: liste (Fresha, Vagaro, Square Appointments, Janeapp, Mindbody, Calendly, Google Calendar) et CUSTOM_INTEGRATION; faq.ts intégrations (API et webhooks)",
  },
  {
    q: "Connaissez-vous un bon comptable pour les cliniques à Laval? le nôtre nous coûte une fortune",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "out of scope (recommandation de comptable, rien sur les pages)",
  },
];
