// Tuning cases for OptimAIte in Quebec French, written by a forty-eighth writer (an owner typing very short messages) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
import { amount, type ChatCase, HELPS_WITH, I_DONT_KNOW, refusal } from "../../case-types";

export const TUNING_OPTIMAITE_FR_FORTY_EIGHTH: readonly ChatCase[] = [
  {
    q: "exemple calcul rendement chiffres",
    expect: {
      any: [amount(21955), amount(17955)],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "faq.ts: Tarifs (20 appels par jour, 30 % manqués, 150 $ par client, réceptionniste à 4 000 $: environ 21 955 $ par mois)",
  },
  {
    q: "calculateur 95 cest quoi",
    expect: {
      all: [/recuper/],
      any: [/clients perdus/, /patients/, /clients/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "landing.ts: CALCULATOR.note (95 % des clients perdus récupérés); services.ts: WHY_CHOOSE_US, Plus de revenus réservés",
  },
  {
    q: "integrations dispo liste svp",
    expect: {
      all: [/fresha/, /vagaro/, /calendly/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "faq.ts: Intégrations; integrations.ts: INTEGRATIONS (Fresha, Vagaro, Square Appointments, Janeapp, Mindbody, Calendly, Google Agenda)",
  },
  {
    q: "google agenda ok",
    expect: {
      all: [/google/],
      any: [/oui/, /integr/, /directement/, /compatible/, /fonctionne/],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts: INTEGRATIONS, Google Calendar (réserve directement dans Google Agenda)",
  },
  {
    q: "repond la fin de semaine",
    expect: {
      any: [/fin de semaine/, /24 ?h/, /jours feries/, /nuit/, /en tout temps/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts: FEATURES, Réponse aux appels 24 h sur 24 (la nuit, la fin de semaine et les jours fériés)",
  },
  {
    q: "baa signe",
    expect: {
      all: [/baa|business associate/],
      any: [/oui/, /sign/],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts: Conformité (ententes BAA signées avec les cliniques américaines)",
  },
  {
    q: "donnees patients chiffrees",
    expect: {
      all: [/chiffr/],
      any: [/transit/, /repos/],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts: Conformité; landing.ts: TRUST_CARDS, Conforme HIPAA et LPRPDE (chiffrées en transit et au repos)",
  },
  {
    q: "combien de cliniques clientes",
    expect: {
      any: [amount(500)],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts: TRUST_CARDS, Plus de 500 cliniques nous font confiance",
  },
  {
    q: "temoignages clients",
    expect: {
      any: [/mitchell/, /carter/, /clearview/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts: TESTIMONIALS (Dre Sarah Mitchell, James Carter de ClearView LASIK)",
  },
  {
    q: "absences reduites de combien",
    expect: {
      any: [/moitie/, /50 ?%/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts: TESTIMONIALS, James Carter (les rappels ont réduit nos absences de moitié)",
  },
  {
    q: "ventes complementaires possible",
    expect: {
      any: [/complementaire/, /forfait/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts: FEATURES, Ventes complémentaires; services.ts: BEYOND_BASICS, Optimisation des revenus",
  },
  {
    q: "statistiques dispo quoi",
    expect: {
      any: [
        /volume d.appels/,
        /revenus recuper/,
        /taux de reservation/,
        /rendez-vous pris/,
        /resultats des appels/,
        /tableau de bord/,
      ],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts: FEATURES, Statistiques; services.ts: BEYOND_BASICS, Statistiques de la clinique",
  },
  {
    q: "lasik ca fait quoi",
    expect: {
      any: [/presel/, /candidat/, /evaluation/, /financement/],
      none: [I_DONT_KNOW.fr],
    },
    source: "services.ts: SPECIALTIES, LASIK et soins des yeux (présélection, évaluations, options de financement)",
  },
  {
    q: "medispa",
    expect: {
      any: [/abonnement/, /forfait/],
      none: [I_DONT_KNOW.fr],
    },
    source: "services.ts: SPECIALTIES, Médispas (vend abonnements et forfaits de soins)",
  },
  {
    q: "questionnaire combien de temps",
    expect: {
      any: [/10 minutes/, /dix minutes/, /10 min/],
      none: [I_DONT_KNOW.fr],
    },
    source: "services.ts: HOW_IT_WORKS, Questionnaire (10 minutes); faq.ts: Pour commencer",
  },
  {
    q: "appel essai duree",
    expect: {
      any: [/15 minutes/, /quinze minutes/, /15 min/],
      none: [I_DONT_KNOW.fr],
    },
    source: "services.ts: HOW_IT_WORKS, Appel d'essai (15 minutes avec votre équipe)",
  },
  {
    q: "jour 2 on fait quoi",
    expect: {
      all: [/formation|forme/],
      any: [/essai/, /test/],
      none: [I_DONT_KNOW.fr],
    },
    source: "services.ts: TIMELINE, Jour 2, Formation et essais",
  },
  {
    q: "donnees gardees combien de temps",
    expect: {
      any: [/12 mois/, /douze mois/, /un an/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts: Conservation (supprimées au plus tard 12 mois après leur collecte)",
  },
  {
    q: "supprimer mes donnees comment",
    expect: {
      any: [/30 jours/, /ecri/, /courriel/, /e-?mail/, /@/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts: Vos droits (écrivez-nous; réponse dans un délai de 30 jours)",
  },
  {
    q: "gpc respecte",
    expect: {
      any: [
        /refus/,
        /pas de (statistiques|marketing)/,
        /sans (statistiques|marketing)/,
        /famille (de votre|du) navigateur/,
        /desactiv/,
      ],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts: Statistiques (le signal GPC est traité comme un refus des statistiques et du marketing)",
  },
  {
    q: "traceurs pub tiers",
    expect: {
      any: [
        /aucun traceur/,
        /pas de traceur/,
        /n'utilis\w* (aucun|pas)/,
        /aucun (temoin|cookie) publicitaire/,
        /desactive par defaut/,
      ],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts: Témoins (cookies), Marketing (désactivé par défaut; aucun traceur publicitaire tiers)",
  },
  {
    q: "mentions legales svp",
    expect: {
      any: [/mentions legales/],
      none: [I_DONT_KNOW.fr],
      link: "/fr/mentions-legales",
    },
    source: "legal-notice.ts: title; slugs.ts: /legal-notice → /fr/mentions-legales",
  },
  {
    q: "calcul rendement garanti",
    expect: {
      any: [/estimation/, /promesse/, /hypothese/, /pas garanti/, /aucune garantie/],
      none: [I_DONT_KNOW.fr],
    },
    source: "legal-notice.ts: Responsabilité (chiffres de rendement: des estimations, pas une promesse de résultats)",
  },
  {
    q: "deplacer ma demo",
    expect: {
      all: [/lien/],
      any: [/courriel/, /e-?mail/, /invitation/, /confirmation/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "wording/fr.ts: meeting.manage (« Pour déplacer ou annuler votre démo : » suivi du lien, dans les courriels)",
  },
  {
    q: "demo visio ou tel",
    expect: {
      all: [/visio|video/, /telephone|par tel/],
      none: [I_DONT_KNOW.fr],
    },
    source: "wording/fr.ts: meeting.place (lien de la visioconférence, ou par téléphone)",
  },
  {
    q: "vous joindre comment",
    expect: {
      any: [/nous joindre/, /formulaire/, /courriel/, /24 ?h/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "lead-dialogs.ts: LEAD_DIALOGS.contact (« Nous joindre », réponse d'ici 24 heures); legal-notice.ts: Coordonnées",
  },
  {
    q: "annulation derniere minute",
    expect: {
      any: [/liste d'attente/, /combl/, /rempli/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "services.ts: BEYOND_BASICS, Optimisation des revenus (comble les annulations à partir d'une liste d'attente); landing.ts: FEATURES, Rappels intelligents",
  },
  {
    q: "mindbody plusieurs succursales",
    expect: {
      any: [/multi/, /plusieurs/, /tous vos etablissements/, /chaque etablissement/],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts: INTEGRATIONS, Mindbody (tous vos établissements, agendas multiétablissements)",
  },
  {
    q: "recette pate chinois",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "hors sujet: la cuisine n'est sur aucune page d'OptimAIte",
  },
  {
    q: "changer choix cookies",
    expect: {
      any: [/parametres des temoins/, /parametres des cookies/, /bas de (chaque|la|la page|page)/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts: Témoins (cookies) et stockage local (lien « Paramètres des témoins » au bas de chaque page)",
  },
];
