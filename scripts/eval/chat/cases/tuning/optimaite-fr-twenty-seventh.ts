// Tuning cases for OptimAIte in Quebec French, written by a twenty-seventh writer (a receptionist asking what patients will hear) who never saw the assistant's code, its answers or the other cases: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
import { type ChatCase, HELPS_WITH, I_DONT_KNOW, NAMES_LANGUAGE, refusal } from "../../case-types";

export const TUNING_OPTIMAITE_FR_TWENTY_SEVENTH: readonly ChatCase[] = [
  {
    q: "est-ce que l'ia va sonner comme un robot ou elle peut avoir notre ton a nous? on est pas mal chaleureux avec nos patients",
    expect: {
      all: [/ton/],
      any: [/form|entrain|apprend|adapt|personnalis/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "faq.ts « Peut-elle parler comme ma clinique? » (formée à vos services, vos prix, vos politiques et votre ton)",
  },
  {
    q: "si un patient demande combien coute un traitement de botox, l'ia va tu connaitre nos prix?",
    expect: {
      all: [/prix|tarif/],
      any: [/form|entrain|apprend|questionnaire|connai/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "faq.ts « Peut-elle parler comme ma clinique? »; services.ts HOW_IT_WORKS « Questionnaire » (vos services, vos prix)",
  },
  {
    q: "le patient recoit tu son texto de confirmation tout de suite apres avoir booké ou juste plus tard?",
    expect: {
      any: [/aussitot|immediat|tout de suite|sur-le-champ|sur le champ|instantan|des que|des la/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts FEATURES « Confirmations par texto » (reçoivent aussitôt un texto)",
  },
  {
    q: "un patient peut tu annuler son rdv directement avec l'ia au tel ou y faut qu'il nous parle a nous?",
    expect: {
      all: [/annul/],
      any: [/oui|agenda|directement|peut/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts FEATURES « Prise de rendez-vous » (réserve, déplace et annule directement dans l'agenda)",
  },
  {
    q: "ca repond apres combien de coups de sonnerie? nos patients haissent attendre",
    expect: {
      any: [/premiere sonnerie|1re sonnerie|premier coup/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts FEATURES « Réponse aux appels 24 h sur 24 » (pris dès la première sonnerie)",
  },
  {
    q: "un client fâché qui veut se plaindre de son traitement, c'est l'ia qui gere la plainte?",
    expect: {
      all: [/transf/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "faq.ts « Que se passe-t-il avec les appels urgents ou complexes? » (les plaintes sont transférées à votre équipe)",
  },
  {
    q: "nos patientes VIP on veut qu'elles parlent a une vraie personne, pas a une machine, c'est faisable?",
    expect: {
      all: [/transf/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "faq.ts « Que se passe-t-il avec les appels urgents ou complexes? » (patients VIP transférés immédiatement)",
  },
  {
    q: "le soir on a plein de monde qui raccroche sur la boite vocale, l'ia en recupere combien de ces patients la?",
    expect: {
      all: [/95/],
      none: [I_DONT_KNOW.fr],
    },
    source: "services.ts WHY_CHOOSE_US « Plus de revenus réservés » (récupère 95 % des patients)",
  },
  {
    q: "clinique dentaire ici. un patient avec une rage de dent qui appelle, elle peut le booker en urgence?",
    expect: {
      all: [/urgence/],
      any: [/fauteuil|disponibilit|planifi|reserv/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "services.ts SPECIALTIES « Cliniques dentaires » (planifie nettoyages, urgences et rappels selon la disponibilité des fauteuils)",
  },
  {
    q: "on est une medispa, l'ia peut tu vendre nos abonnements pis nos forfaits aux clientes pendant l'appel?",
    expect: {
      any: [/abonnement|forfait/],
      none: [I_DONT_KNOW.fr],
    },
    source: "services.ts SPECIALTIES « Médispas » (vend abonnements et forfaits de soins)",
  },
  {
    q: "en dermato on recoit des demandes medicales pis esthetiques toute melangées, est-ce qu'elle fait le tri?",
    expect: {
      any: [/\btri|oriente/],
      none: [I_DONT_KNOW.fr],
    },
    source: "services.ts SPECIALTIES « Dermatologie » (trie les demandes, médicale et esthétique)",
  },
  {
    q: "les patients qu'on a pas vus depuis longtemps, l'ia peut tu les relancer pour qu'ils reviennent?",
    expect: {
      any: [/relance|campagne|rappel|fidelis/],
      none: [I_DONT_KNOW.fr],
    },
    source: "services.ts BEYOND_BASICS « Fidélisation des patients » (campagnes de rappel, relances et suivis)",
  },
  {
    q: "quand une cliente book un botox, est-ce que l'ia va lui proposer d'autres soins en meme temps?",
    expect: {
      any: [/complementaire|forfait|vente/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts FEATURES « Ventes complémentaires »; services.ts BEYOND_BASICS « Optimisation des revenus »",
  },
  {
    q: "les patients peuvent tu choisir avec quel praticien y veulent leur rdv?",
    expect: {
      any: [/praticien|membre du personnel|professionnel|personnel/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "integrations.ts Janeapp (le bon praticien, horaires des praticiens); Fresha (réservation par membre du personnel)",
  },
  {
    q: "on a 2 cliniques, une a laval pis une a montreal, est-ce que ca gere plusieurs places en meme temps?",
    expect: {
      any: [
        /plusieurs (etablissements|agendas|cliniques|emplacements|succursales)|multi-?etablissement|tous vos etablissements/,
      ],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "integrations.ts Janeapp (plusieurs établissements); Mindbody (agendas multiétablissements); Google Calendar (plusieurs agendas)",
  },
  {
    q: "on a pas de logiciel de rendez-vous, juste un google calendar, ca marche quand meme?",
    expect: {
      all: [/google/],
      any: [/oui|directement|fonctionne|s'integre|integr/],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts Google Calendar (pour les cliniques sans logiciel de réservation)",
  },
  {
    q: "notre systeme c'est un DME qui est meme pas dans votre liste, on est fait a l'os?",
    expect: {
      any: [/sur mesure|api|webhook/],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts CUSTOM_INTEGRATION « Besoin d'une intégration sur mesure? »",
  },
  {
    q: "on va tu pouvoir voir combien d'appels pis de rdv l'ia a pris dans la semaine?",
    expect: {
      any: [/tableau de bord|statistique|rapport/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts FEATURES « Statistiques »; services.ts BEYOND_BASICS « Statistiques de la clinique »",
  },
  {
    q: "les infos des patients qui appellent, c'est tu securisé? on est au quebec faque la loi est serrée",
    expect: {
      any: [/chiffr|lprpde/],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? »",
  },
  {
    q: "combien ca coute par mois votre affaire?",
    expect: {
      all: [/depend|volume/, /demo|soumission/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "faq.ts « Combien ça coûte, et quel est le rendement? » (dépend du volume d'appels et des intégrations; soumission à la démo)",
  },
  {
    q: "la demo c'est tu payant?",
    expect: {
      all: [/gratuit/],
      none: [I_DONT_KNOW.fr],
    },
    source: "frame.ts FINAL_CTA « Réservez une démo gratuite »; services.ts DETAILS_CTA",
  },
  {
    q: "j'ai rempli le formulaire pour la demo, vous allez me revenir quand?",
    expect: {
      all: [/24 ?h|24 heures|vingt-quatre heures/],
      none: [I_DONT_KNOW.fr],
    },
    source: "lead-dialogs.ts LEAD_DIALOGS.demo « Nous vous joindrons d'ici 24 heures »; wording/fr.ts demoConfirmation",
  },
  {
    q: "si j'ai un empechement comment je fais pour changer l'heure de ma demo?",
    expect: {
      any: [/lien|courriel|e-?mail|invitation/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "wording/fr.ts meeting.manage « Pour déplacer ou annuler votre démo : {url} » (dans les courriels et l'invitation)",
  },
  {
    q: "le questionnaire qu'on doit remplir pour partir ca, ca prend tu ben du temps?",
    expect: {
      any: [/10 minutes|dix minutes/],
      none: [I_DONT_KNOW.fr],
    },
    source: "services.ts HOW_IT_WORKS « Questionnaire » (un questionnaire de 10 minutes)",
  },
  {
    q: "vous avez combien de cliniques qui utilisent ca deja?",
    expect: {
      any: [/500/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts TRUST_CARDS « Plus de 500 cliniques nous font confiance »",
  },
  {
    q: "y'a tu des vraies cliniques qui disent que ca marche? genre des temoignages",
    expect: {
      any: [/mitchell|carter|clearview/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts TESTIMONIALS (Dre Sarah Mitchell, James Carter de ClearView LASIK)",
  },
  {
    q: "les chiffres de votre calculateur la, c'est garanti qu'on va faire ce montant la?",
    expect: {
      any: [/estimation|estime|pas une (promesse|garantie)|aucune garantie|pas garanti|hypothese/],
      none: [I_DONT_KNOW.fr],
    },
    source: "legal-notice.ts « Responsabilité » (estimations, pas une promesse de résultats)",
  },
  {
    q: "vos cookies sur le site, je peux tu les refuser?",
    expect: {
      any: [/parametres des temoins|facultati|desactive|consent|refus/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "privacy.ts « Témoins (cookies) et stockage local » (statistiques et marketing facultatifs, lien « Paramètres des témoins »)",
  },
  {
    q: "le site est tu aussi en anglais? mon boss est anglo",
    expect: {
      all: [NAMES_LANGUAGE.en],
      none: [I_DONT_KNOW.fr, /pas (disponible )?en anglais|seulement en francais|uniquement en francais/],
    },
    source: "le site existe en anglais et en français (SITE_LANGUAGES optimaite-en, optimaite-fr)",
  },
  {
    q: "tant qu'a y etre, ca va tu faire beau a quebec demain?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "hors sujet",
  },
];
