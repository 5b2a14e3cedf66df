// Tuning cases for OptimAIte in Quebec French, written by a forty-second writer (a clinic's marketing coordinator) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
import { amount, type ChatCase, HELPS_WITH, I_DONT_KNOW, refusal } from "../../case-types";

export const TUNING_OPTIMAITE_FR_FORTY_SECOND: readonly ChatCase[] = [
  {
    q: "vous avez des temoignages ou des cas clients que je pourrais citer dans une infolettre?",
    expect: {
      any: [/mitchell/, /carter|clearview/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/landing.ts TESTIMONIALS (Dre Sarah Mitchell, James Carter de ClearView LASIK)",
  },
  {
    q: "nos no-shows nous tuent litteralement. ca aide vraiment? vous avez une stat ou un client qui en parle?",
    expect: {
      all: [/rappel/],
      any: [/moitie|50 ?%|absence/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/landing.ts FEATURES Rappels intelligents; TESTIMONIALS James Carter (absences réduites de moitié)",
  },
  {
    q: "on a 4 succursales avec chacune son agenda, votre outil gere tu le multi-sites?",
    expect: {
      any: [
        /plusieurs (etablissements|agendas|cliniques|sites|succursales)/,
        /multi-?etablissements?/,
        /multi-?sites?/,
        /tous vos etablissements/,
      ],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/integrations.ts Janeapp (Plusieurs établissements), Mindbody (Agendas multiétablissements), Google Calendar (Plusieurs agendas)",
  },
  {
    q: "les leads qui appellent le soir ou la fds on les perd direct. vous repondez tu la nuit aussi?",
    expect: {
      all: [/24|fins? de semaine|ferie/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/landing.ts FEATURES Réponse aux appels 24 h sur 24 (nuit, fin de semaine, jours fériés)",
  },
  {
    q: "quand une cliente annule a la derniere minute, le creneau reste vide ou vous faites quelque chose?",
    expect: {
      all: [/liste d'attente|combl/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/landing.ts FEATURES Rappels intelligents (comblent les plages libérées); fr/services.ts BEYOND_BASICS Optimisation des revenus (liste d'attente)",
  },
  {
    q: "une de nos cliniques roule encore sur Mindbody, vous etes compatibles?",
    expect: {
      all: [/mindbody/, /oui|integr|compatib|reserv|fonctionne/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/faq.ts Intégrations; fr/integrations.ts INTEGRATIONS Mindbody",
  },
  {
    q: "notre plus petite clinique a meme pas de logiciel de booking, juste un google calendar. ca marche quand meme?",
    expect: {
      all: [/google/],
      any: [/oui/, /directement/, /sans logiciel/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/integrations.ts INTEGRATIONS Google Calendar (pour les cliniques sans logiciel de réservation)",
  },
  {
    q: "vous etes integrés avec quelles plateformes de reservation au juste? donnez moi la liste complete",
    expect: {
      all: [/fresha/, /vagaro/, /square/, /jane/, /mindbody/, /calendly/, /google/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/faq.ts Intégrations; fr/integrations.ts INTEGRATIONS",
  },
  {
    q: "l'IA peut-tu parler avec notre brand voice? on a un branding assez specifique pis je veux pas que ca sonne robot",
    expect: {
      all: [/\bton\b|voix/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/faq.ts Peut-elle parler comme ma clinique? (formée à vos services, prix, politiques et ton); fr/services.ts WHY_CHOOSE_US La voix de votre clinique",
  },
  {
    q: "vos webhooks envoient quels events? je veux brancher ca dans notre funnel",
    expect: {
      all: [/reserv/, /annul/, /appel/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/integrations.ts CUSTOM_INTEGRATION Webhooks (réservations, annulations, issue des appels)",
  },
  {
    q: "on est une petite equipe, concretement ca nous demande combien de temps a nous pour l'onboarding?",
    expect: {
      all: [/10 ?min/, /15 ?min/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/faq.ts Pour commencer; fr/services.ts WHY_CHOOSE_US Rapide à lancer (questionnaire de 10 minutes, appel d'essai de 15 minutes)",
  },
  {
    q: "c quoi les etapes de A a Z une fois qu'on a dit oui?",
    expect: {
      all: [/questionnaire/, /format|forme/, /essai|test/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/services.ts HOW_IT_WORKS (appel découverte, questionnaire, connexion de l'agenda, formation, appel d'essai, mise en service)",
  },
  {
    q: "pour le calculateur, quelles donnees faut que j'aille chercher de notre cote?",
    expect: {
      all: [/par jour/, /manqu/, /revenu|par client/, /receptionniste/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/landing.ts CALCULATOR inputs",
  },
  {
    q: "pis si on manque quasiment aucun appel, ca vaut meme la peine?",
    expect: {
      all: [/cout|economi|automat/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/landing.ts CALCULATOR congratulations (réduire vos coûts de réception, automatiser réservations et rappels)",
  },
  {
    q: "vos serveurs sont ou? pis est-ce que vous revendez les donnees des leads a des tiers?",
    expect: {
      all: [/suisse/, /jamais|ni vendu|pas vend|ne (les )?vend|aucune? vente/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/privacy.ts Hébergement et destinataires (hébergées en Suisse, jamais vendues ni louées)",
  },
  {
    q: "vous etes conformes LPRPDE? nos dossiers patients c'est des donnees sensibles",
    expect: {
      all: [/chiffr|journali|baa|entente/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/faq.ts Conformité (chiffrement en transit et au repos, accès journalisés, ententes BAA); fr/landing.ts TRUST_CARDS",
  },
  {
    q: "combien de cliniques utilisent ca deja? j'aime bien avoir de la social proof",
    expect: {
      all: [amount(500)],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/landing.ts TRUST_CARDS (plus de 500 cliniques)",
  },
  {
    q: "j'ai pas envie d'une demo tout de suite, juste une question sur les tarifs. je peux vous ecrire?",
    expect: {
      all: [/24 ?(h|heures)/],
      any: [/nous joindre|contact|formulaire|message|ecri/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/lead-dialogs.ts LEAD_DIALOGS contact (questions, intégrations sur mesure ou tarifs : réponse d'ici 24 heures)",
  },
  {
    q: "une fois que j'ai soumis le form de demo, il se passe quoi?",
    expect: {
      all: [/24/],
      any: [/courriel|confirm|planifi|moment|joindr|communiqu/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/lead-dialogs.ts LEAD_DIALOGS demo successText; server/leads/wording/fr.ts demoConfirmation",
  },
  {
    q: "la demo c'est gratuit? pis est-ce que ca nous engage a quelque chose?",
    expect: {
      all: [/gratuit/, /engag/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/services.ts DETAILS_CTA (démo gratuite et sans engagement)",
  },
  {
    q: "si je fais le calcul de ROI sur votre site avant, vous allez l'avoir a la demo ou faut que je le refasse?",
    expect: {
      all: [/estimation|calcul/, /demo/],
      any: [/conserv|apport|transm|joint|inclu|parler|parlerons|discut|avec (votre|la) demande|gard|recev/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/privacy.ts Les renseignements que vous nous fournissez (estimation apportée à la démo); server/leads/wording/fr.ts roiAtDemo",
  },
  {
    q: "les montants du calculateur c'est en dollars canadiens ou americains?",
    expect: {
      all: [/\bus\b|usd|americain|etats-unis/],
      none: [I_DONT_KNOW.fr],
    },
    source: "server/leads/wording/fr.ts usd et roiEstimate (montants du calculateur de RSI en $ US)",
  },
  {
    q: "btw si je te pose des questions ici, vous enregistrez la conversation?",
    expect: {
      all: [/90 ?jours/],
      any: [/pas enregistr|ne sont pas|sauf|seul|uniquement|n'a pas su/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/privacy.ts Conservation (Assistant : seules les questions sans réponse, conservées 90 jours)",
  },
  {
    q: "comment je fais pour faire effacer mes donnees de votre systeme?",
    expect: {
      all: [/ecri|courriel|e-?mail|@/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/privacy.ts Vos droits (demande d'accès, de correction, d'export ou de suppression par courriel, réponse en 30 jours)",
  },
  {
    q: "votre banniere de cookies, mon choix est gardé combien de temps?",
    expect: {
      all: [/6 mois|six mois/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/privacy.ts Témoins (choix conservé six mois)",
  },
  {
    q: "les resultats du calculateur, je peux les presenter a la direction comme des resultats garantis?",
    expect: {
      all: [/estim/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/legal-notice.ts Responsabilité (estimations, pas une promesse de résultats)",
  },
  {
    q: "j'ai Global Privacy Control d'activé dans mon browser, ca change quoi pour votre tracking?",
    expect: {
      all: [/refus/],
      any: [/statistique/, /marketing/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/privacy.ts Statistiques (GPC traité comme un refus des statistiques et du marketing)",
  },
  {
    q: "dans notre medispa on vend des memberships mensuels, l'IA est capable de les vendre au tel?",
    expect: {
      all: [/abonnement|forfait/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/services.ts SPECIALTIES Médispas (vend abonnements et forfaits de soins)",
  },
  {
    q: "c'est quoi le meilleur moment pour poster sur TikTok pour une clinique esthetique?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "hors sujet : stratégie de publication sur les réseaux sociaux",
  },
];
