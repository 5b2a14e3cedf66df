// Set-aside cases for OptimAIte in Quebec French, written by a forty-ninth writer (a clinic group's operations director preparing a purchase) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
import { type ChatCase, HELPS_WITH, I_DONT_KNOW, refusal } from "../../case-types";

export const SET_ASIDE_OPTIMAITE_FR_FORTY_NINTH: readonly ChatCase[] = [
  {
    q: "Bonjour, je suis directrice des operations pour un groupe de 6 cliniques (esthetique + dentaire). Avez-vous un prix entreprise pour plusieurs sites? Comment c'est calculé?",
    expect: {
      all: [/volume/],
      any: [/soumission/, /demo/, /devis/, /prix exact/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/faq.ts: Tarifs, « Combien ça coûte, et quel est le rendement? » (prix selon le volume d'appels et les intégrations; soumission exacte à la démo)",
  },
  {
    q: "c'est quoi l'echeancier de deploiement exact? jour 1, jour 2, jour 3, qui fait quoi",
    expect: {
      all: [/integration|connexion/, /formation/, /mise en service|en service|lancement/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/services.ts: TIMELINE (jour 1 intégration et connexion, jour 2 formation et essais, jour 3 mise en service)",
  },
  {
    q: "cote reporting on a acces a quoi exactement? volume d'appels, rdv pris, revenus?",
    expect: {
      all: [/tableau de bord|statistique|rapport|resultats/, /revenus? recupere/],
      any: [/volume d'appels/, /rendez-vous pris/, /taux de reservation/, /resultats des appels/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/landing.ts: FEATURES « Statistiques »; fr/services.ts: BEYOND_BASICS « Statistiques de la clinique »",
  },
  {
    q: "4 de nos succursales sont sur Jane. L'integration gere tu plusieurs etablissements pis les horaires de chaque praticien?",
    expect: {
      all: [/etablissement/, /praticien/],
      any: [/oui/, /plusieurs etablissements/, /jane/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/integrations.ts: Janeapp (horaires des praticiens, plusieurs établissements)",
  },
  {
    q: "Nos exigences TI : chiffrement des donnees patients en transit et au repos + journalisation des acces. Vous cochez ca?",
    expect: {
      all: [/chiffr/, /journa/],
      any: [/oui/, /conforme/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/faq.ts: Conformité, « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? »; fr/landing.ts: TRUST_CARDS « Conforme HIPAA et LPRPDE »",
  },
  {
    q: "notre DME est pas dans votre liste d'integrations. c'est un deal breaker ou vous pouvez le connecter quand meme?",
    expect: {
      all: [/sur mesure|api|webhook/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/integrations.ts: CUSTOM_INTEGRATION (DME ou système absent de la liste : API REST, webhooks, soutien dédié)",
  },
  {
    q: "Si un patient appelle pour une urgence post-op ou pour se plaindre, ca se passe comment? Mon equipe est avisée?",
    expect: {
      all: [/transf/],
      any: [/resume/, /texto/, /courriel/, /regles/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/faq.ts: Fonctionnalités, « Que se passe-t-il avec les appels urgents ou complexes? »",
  },
  {
    q: "Les infos que je mets dans votre formulaire de demo, elles sont hebergees ou? Et est-ce que vous les revendez?",
    expect: {
      all: [/suisse/],
      any: [/jamais/, /ne sont pas vendu/, /ni vendu/, /pas vendu/, /ni louee/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/privacy.ts: Hébergement et destinataires (hébergées en Suisse, jamais vendues ni louées)",
  },
  {
    q: "si on fait une demande de demo pis qu'on signe pas, vous gardez nos infos combien de temps?",
    expect: {
      all: [/12 mois|douze mois|un an/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/privacy.ts: Conservation (demandes de démo et de contact supprimées au plus tard 12 mois après leur collecte)",
  },
  {
    q: "la demo se fait en visio ou par telephone? je veux inviter mes directeurs de clinique",
    expect: {
      all: [/visio|video/, /telephone/],
      none: [I_DONT_KNOW.fr],
    },
    source: "server/leads/wording/fr.ts: meeting.place (lien de la visioconférence, ou par téléphone)",
  },
  {
    q: "J'ai reservé une démo pour jeudi mais j'ai un conflit d'horaire, comment je fais pour la deplacer?",
    expect: {
      all: [/lien/],
      any: [/courriel/, /e-?mail/, /invitation/, /confirmation/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "server/leads/wording/fr.ts: meeting.manage « Pour déplacer ou annuler votre démo : {url} » et inviteDescription",
  },
  {
    q: "On a des cliniques dentaires et des medispas dans le groupe. Concretement ca fait quoi pour chacun?",
    expect: {
      all: [/fauteuil|nettoyage|urgence/, /abonnement|forfait/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/services.ts: SPECIALTIES « Cliniques dentaires » et « Médispas »",
  },
  {
    q: "avez-vous des clients en chirurgie plastique avec des resultats concrets? je veux des references",
    expect: {
      all: [/mitchell/],
      any: [/tiers/, /deux semaines/, /2 semaines/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/landing.ts: TESTIMONIALS (Dre Sarah Mitchell, Mitchell Aesthetics)",
  },
  {
    q: "Si je fais le calculateur de rendement avec nos chiffres avant la demo, vous allez l'avoir ou je dois tout recommencer pendant la rencontre?",
    expect: {
      all: [/estimation|calcul/, /demo/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/privacy.ts: Les renseignements que vous nous fournissez (l'estimation, apportée à la démo); server/leads/wording/fr.ts: meeting.roiAtDemo",
  },
  {
    q: "Pouvez-vous me conseiller un bon logiciel de paie pour nos 80 employes?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "hors sujet : la paie n'est pas un service d'OptimAIte",
  },
];
