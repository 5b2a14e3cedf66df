// Set-aside cases for OptimAIte in Quebec French, written by a forty-second writer (a clinic's marketing coordinator) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
import { amount, type ChatCase, HELPS_WITH, I_DONT_KNOW, refusal } from "../../case-types";

export const SET_ASIDE_OPTIMAITE_FR_FORTY_SECOND: readonly ChatCase[] = [
  {
    q: "salut! vous avez des chiffres genre volume d'appels traités, taux de reponse, nb de rdv bookés? j'ai besoin de stats pour mon deck",
    expect: {
      all: [/\b99\b/],
      any: [amount(25000), amount(10000)],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/landing.ts COUNTERS (25 000+ appels par mois, 10 000+ rendez-vous, 99 % de taux de réponse)",
  },
  {
    q: "on est sur Vagaro dans nos 3 cliniques, est-ce que ca se plug direct ou faut faire du custom?",
    expect: {
      all: [/vagaro/, /integr|synchro|connect|compatib|fonctionne|direct/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/faq.ts Intégrations; fr/integrations.ts INTEGRATIONS Vagaro",
  },
  {
    q: "c quoi le ROI typique avec votre receptionniste IA? donnez moi un exemple concret en $ svp",
    expect: {
      any: [amount(21955), amount(17955)],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/faq.ts Tarifs (exemple : rendement mensuel d'environ 21 955 $, dont 17 955 $ de revenus récupérés)",
  },
  {
    q: "est-ce que l'IA peut faire de l'upsell pendant l'appel, genre proposer un traitement en plus ou un forfait? ca serait top pour notre panier moyen",
    expect: {
      all: [/complementaire|forfait/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/landing.ts FEATURES Ventes complémentaires; fr/services.ts BEYOND_BASICS Optimisation des revenus",
  },
  {
    q: "pour mon reporting mensuel, c'est quoi les KPIs que je peux suivre dans votre dashboard?",
    expect: {
      all: [/appel/, /revenu/],
      any: [/rendez-vous|rdv|reserv/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/landing.ts FEATURES Statistiques; fr/services.ts BEYOND_BASICS Statistiques de la clinique",
  },
  {
    q: "si on signe cette semaine, ca prend combien de temps avant d'etre live? on a une campagne qui part dans 3 semaines",
    expect: {
      all: [/(3|trois) jours|(1|une) (a|ou) (2|deux) semaines/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/faq.ts Pour commencer (1 à 2 semaines, lancement en 3 jours); fr/landing.ts TRUST_CARDS En service en 3 jours",
  },
  {
    q: "votre calculateur de rendement se base sur quelles hypotheses? je veux pas presenter des chiffres bidons a ma boss",
    expect: {
      all: [/30 jours|trente jours/, /95/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/landing.ts CALCULATOR note; fr/legal-notice.ts Responsabilité (30 jours par mois, 95 % des clients perdus récupérés)",
  },
  {
    q: "petite question de marketeuse lol: vous avez tu des pixels ou traceurs pub sur votre site, genre Meta pixel?",
    expect: {
      any: [
        /(aucun|pas d[e']|jamais|n'utilis\w*)[^.]{0,40}(traceur|pixel)/,
        /traceur[^.]{0,40}(aucun|pas|jamais)/,
        /marketing[^.]{0,60}desactive/,
      ],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr/privacy.ts Témoins (Marketing désactivé par défaut, aucun traceur publicitaire tiers)",
  },
  {
    q: "si une cliente appelle fachée pour faire une plainte, ou si c'est une de nos clientes VIP, l'IA gere ca comment?",
    expect: {
      all: [/transf/],
      any: [/equipe|personnel|humain/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/faq.ts Fonctionnalités (plaintes et patients VIP transférés immédiatement à votre équipe, avec un résumé)",
  },
  {
    q: "j'ai booké une demo pour jeudi mais finalement j'ai un conflit, comment je fais pour la deplacer?",
    expect: {
      all: [/lien|courriel|e-?mail|invitation/],
      none: [I_DONT_KNOW.fr],
    },
    source: "server/leads/wording/fr.ts meeting.manage et inviteDescription (lien pour déplacer ou annuler la démo)",
  },
  {
    q: "nous on fait surtout des injectables, du laser pis des soins de la peau. c'est adapté pour nous ou c'est plus pour les cliniques medicales?",
    expect: {
      all: [/esthetique|injection|injectable|laser|soins de la peau|medispa/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/services.ts SPECIALTIES Cliniques esthétiques (injections, traitements au laser, soins de la peau, forfaits)",
  },
  {
    q: "on gere tous nos leads dans HubSpot. est-ce qu'on peut pousser les infos des appels et des rdv dans notre CRM?",
    expect: {
      all: [/api|webhook|sur mesure/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/integrations.ts CUSTOM_INTEGRATION (API REST, webhooks en temps réel); fr/faq.ts Intégrations (sur mesure par API et webhooks)",
  },
  {
    q: "tu peux m'ecrire 3 captions instagram pour notre promo botox de fevrier?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "hors sujet : rédaction de contenu pour les réseaux sociaux",
  },
  {
    q: "ok pis ca coute combien par mois? j'ai besoin d'un chiffre pour mon budget du Q3",
    expect: {
      all: [/volume|integration/, /demo|soumission/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "fr/faq.ts Tarifs (le prix dépend du volume d'appels et des intégrations; la démo donne une soumission exacte)",
  },
];
