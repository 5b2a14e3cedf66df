// Tuning cases for OptimAIte in Quebec French, written by a thirty-ninth writer (an anglophone owner writing learner French) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
import { amount, type ChatCase, HELPS_WITH, I_DONT_KNOW, refusal } from "../../case-types";

export const TUNING_OPTIMAITE_FR_THIRTY_NINTH: readonly ChatCase[] = [
  {
    q: "Quand un patient book un rendez-vous avec l'IA, il recoit un texto? Qu'est-ce qui est dans le message?",
    expect: {
      all: [/texto|sms|message texte/, /adresse|date|heure/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts FEATURES (Confirmations par texto: la date, l'heure et l'adresse)",
  },
  {
    q: "Est-ce que je peux voir des stats, comme combien d'appels on a eu et le argent qu'on a recupere?",
    expect: {
      all: [/tableau de bord|statisti|dashboard/],
      any: [/volume|appels/, /revenu/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "landing.ts FEATURES (Statistiques: volume d'appels, rendez-vous pris et revenus récupérés dans un tableau de bord)",
  },
  {
    q: "Mes patients sont au Quebec mais j'ai aussi un bureau au Vermont. Vous etes HIPAA compliant? Et pour le Canada, le PIPEDA?",
    expect: {
      all: [/hipaa/, /lprpde|pipeda/],
      any: [/oui|conforme|compliant/],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts Conformité (OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? Oui)",
  },
  {
    q: "Les donnees des patients et les appels, c'est encrypted?",
    expect: {
      all: [/chiffr|crypt/],
      any: [/transit|repos/],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts Conformité (chiffrés en transit et au repos, accès journalisés)",
  },
  {
    q: "Combien de cliniques utilisent deja votre systeme? Je veux pas etre le premier, lol",
    expect: {
      all: [amount(500)],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts TRUST_CARDS (Plus de 500 cliniques nous font confiance)",
  },
  {
    q: "Je n'ai pas un logiciel de booking, juste un Google Calendar partage. C'est ok pour utiliser OptimAIte?",
    expect: {
      all: [/google/],
      any: [/oui|sans logiciel|directement|fonctionne|compatible|s'integre/],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts INTEGRATIONS (Google Calendar: pour les cliniques sans logiciel de réservation)",
  },
  {
    q: "Avec Square Appointments, est-ce que ca respecte mes buffer time entre les rendez-vous?",
    expect: {
      all: [/tampon|buffer/],
      any: [/oui|respect|regles/],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts INTEGRATIONS (Square Appointments: durée des services, temps tampons)",
  },
  {
    q: "On est sur Vagaro. Le systeme peut envoyer des reminders pour le deposit?",
    expect: {
      all: [/depot|deposit/],
      any: [/oui|rappel/],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts INTEGRATIONS (Vagaro: rappels de dépôt)",
  },
  {
    q: "J'ai trois locations avec Mindbody. Ca marche pour toutes les locations ou juste une?",
    expect: {
      all: [
        /multi-?etablissement|plusieurs (etablissements|emplacements|succursales)|tous (vos|les) (etablissements|emplacements)|toutes (vos|les) (succursales|locations|cliniques)/,
      ],
      any: [/oui|mindbody/],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts INTEGRATIONS (Mindbody: dans tous vos établissements, agendas multiétablissements)",
  },
  {
    q: "Pour une clinique dentaire, qu'est-ce que l'IA fait exactement? Give me example svp",
    expect: {
      all: [/nettoyage|urgence|fauteuil|rappel/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "services.ts SPECIALTIES (Cliniques dentaires: nettoyages, urgences et rappels selon la disponibilité des fauteuils)",
  },
  {
    q: "Nous sommes une clinique LASIK. Les patients demande toujours pour le financing. Votre IA peut expliquer ca?",
    expect: {
      all: [/financement|financing/],
      any: [/oui|explique|candidat|evaluation/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "services.ts SPECIALTIES (LASIK et soins des yeux: présélectionne les candidats, réserve les évaluations et explique les options de financement)",
  },
  {
    q: "Je pense ouvrir un wellness center avec des cours de yoga et massotherapie. Vous faites ca aussi?",
    expect: {
      all: [/bien-?etre|wellness/],
      any: [/cours|therapie|oui/],
      none: [I_DONT_KNOW.fr],
    },
    source: "services.ts SPECIALTIES (Centres de bien-être: réserve thérapies, cours et consultations)",
  },
  {
    q: "Le demo, c'est gratuit ou je dois payer? Et apres je suis oblige de acheter?",
    expect: {
      all: [/gratuit|free/],
      any: [/sans engagement|aucun engagement|pas (d'|oblig)|engagement/],
      none: [I_DONT_KNOW.fr],
    },
    source: "services.ts DETAILS_CTA (une démo gratuite et sans engagement)",
  },
  {
    q: "J'ai rempli le form pour le demo hier soir. Quand est-ce que quelqu'un va me call back?",
    expect: {
      all: [/24 ?h|24 heures|vingt-quatre heures/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "lead-dialogs.ts LEAD_DIALOGS.demo (nous vous joindrons d'ici 24 heures) and wording/fr.ts demoConfirmation",
  },
  {
    q: "Le demo c'est en personne a mon bureau, ou par Zoom, ou par le telephone?",
    expect: {
      all: [/visio|video|telephone|en ligne/],
      none: [I_DONT_KNOW.fr],
    },
    source: "src/server/leads/wording/fr.ts meeting.place (Lien de la visioconférence / Par téléphone)",
  },
  {
    q: "Les questions que j'ecris ici dans le chat, vous les gardez quelque part?",
    expect: {
      all: [/90 jours|quatre-vingt-dix jours/],
      any: [/sauf|seulement|uniquement|pas su repondre|sans reponse|pas (enregistr|conserv)|masqu/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "privacy.ts Conservation (Assistant: seules les questions sans réponse sont conservées 90 jours, courriels et numéros masqués)",
  },
  {
    q: "Je veux que vous effacez toutes mes donnees. Comment je fais et ca prend combien de temps?",
    expect: {
      all: [/30 jours|trente jours/],
      any: [/ecri|courriel|e-?mail|@/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "privacy.ts Vos droits (accéder, corriger, exporter ou supprimer; réponse dans un délai de 30 jours; écrire à l'adresse courriel)",
  },
  {
    q: "Est-ce que vous gardez mon IP adresse quand je visite votre site web?",
    expect: {
      all: [/jamais|n'est pas (conserv|gard|stock)|ne (la |l')?(conserv|gard|stock)\w* pas|non\b/],
      any: [/ville|pays|localisation|memoire/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "privacy.ts Statistiques (votre adresse IP n'est jamais conservée; sert en mémoire à déduire ville et pays)",
  },
  {
    q: "J'utilise Firefox avec le Global Privacy Control turned on. Vous respectez ca ou non?",
    expect: {
      all: [/refus|respect|honor/],
      any: [/statisti|marketing/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts Statistiques (le signal GPC est traité comme un refus des statistiques et du marketing)",
  },
  {
    q: "Vous avez des trackers de Facebook ou Google Ads sur le site?",
    expect: {
      all: [/aucun|pas de|n'utilis|non\b/],
      any: [/traceur|tiers|publicit|marketing/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "privacy.ts Témoins (cookies) et stockage local (Marketing désactivé par défaut; aucun traceur publicitaire tiers)",
  },
  {
    q: "Ou je peux trouver le nom officiel de la compagnie et son adresse? Comme un legal notice.",
    expect: {
      all: [/mentions legales|mentions-legales/],
      none: [I_DONT_KNOW.fr],
      link: "/fr/mentions-legales",
    },
    source: "legal-notice.ts Éditeur (société, adresse, registre) at /fr/mentions-legales (slugs.ts)",
  },
  {
    q: "Quelle est la meilleure place pour manger une poutine a Montreal? lol",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "out of scope (restaurant advice)",
  },
  {
    q: "Est-ce que l'IA va dire le nom de ma clinique quand elle repond? Je veux pas que ca sonne comme un call center.",
    expect: {
      all: [/nom/],
      any: [/oui|ton|form|vos services|politique/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "faq.ts Fonctionnalités (Peut-elle parler comme ma clinique? accueille les appelants au nom de votre clinique, formée à votre ton)",
  },
  {
    q: "Dans votre FAQ il y a un exemple avec 20 appels par jour. C'est combien le rendement par mois dans cet exemple?",
    expect: {
      all: [amount(21955)],
      any: [amount(17955), amount(4000)],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "faq.ts Tarifs (exemple: rendement mensuel d'environ 21 955 $, dont 17 955 $ récupérés et 4 000 $ d'économies)",
  },
  {
    q: "J'ai mis 0 % de appels manques dans le calculateur. Alors OptimAIte sert a rien pour moi?",
    expect: {
      all: [/cout|economi|automatis/],
      any: [/reservation|rappel|reception/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "landing.ts CALCULATOR.congratulations (peut tout de même réduire vos coûts de réception et automatiser réservations et rappels)",
  },
  {
    q: "Apres le go-live, si il y a des problemes dans la premiere semaine, vous faites des ajustements?",
    expect: {
      all: [/ajust|suiv|soutien|accompagn/],
      any: [/oui|premiere semaine|ingenieur/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "services.ts TIMELINE Jour 3 (nous suivons et ajustons tout au long de la première semaine) and integrations.ts CUSTOM_INTEGRATION Soutien dédié",
  },
  {
    q: "Quand un patient cancel a la derniere minute, le slot reste vide ou l'IA peut le remplir?",
    expect: {
      all: [/liste d'attente|combl|rempli|waitlist/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "landing.ts FEATURES (Rappels intelligents: comblent les plages libérées à la dernière minute) and services.ts BEYOND_BASICS (liste d'attente)",
  },
  {
    q: "La Dre Mitchell dans vos temoignages, c'etait quoi son probleme avant OptimAIte?",
    expect: {
      all: [/tiers|1\/3|third/],
      any: [/chirurgie|appels|manqu/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "landing.ts TESTIMONIALS (Dre Sarah Mitchell: nous manquions le tiers de nos appels pendant les chirurgies)",
  },
  {
    q: "C'est quoi le font sur votre site? Elle est belle, je veux la meme pour mon site de clinique.",
    expect: {
      all: [/\binter\b/],
      any: [/sil|open font|police/],
      none: [I_DONT_KNOW.fr],
    },
    source: "legal-notice.ts Crédits (Police de caractères : Inter, SIL Open Font License)",
  },
  {
    q: "Je n'ai pas besoin du demo, j'ai juste une question sur les integrations custom. Je peux vous ecrire directement?",
    expect: {
      all: [/24 ?h|24 heures|vingt-quatre heures/],
      any: [/nous joindre|contact|formulaire|ecri|courriel/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "lead-dialogs.ts LEAD_DIALOGS.contact (Questions, intégrations sur mesure ou tarifs : nous vous répondrons d'ici 24 heures)",
  },
];
