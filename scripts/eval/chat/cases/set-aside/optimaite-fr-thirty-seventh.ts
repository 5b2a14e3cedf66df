// Set-aside cases for OptimAIte in Quebec French, written by a thirty-seventh writer (a visitor who mixes two questions in one) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs. Never used while tuning.
import { type ChatCase, HELPS_WITH, I_DONT_KNOW, NAMES_LANGUAGE, refusal } from "../../case-types";

export const SET_ASIDE_OPTIMAITE_FR_THIRTY_SEVENTH: readonly ChatCase[] = [
  {
    q: "La demo est-tu vraiment gratuite, pis vous me revenez dans combien de temps une fois que j'ai rempli le formulaire?",
    expect: {
      all: [/gratuit/, /24 ?h|vingt-quatre heures/],
      none: [I_DONT_KNOW.fr],
    },
    source: "lead-dialogs.ts LEAD_DIALOGS.demo (« Réservez votre démo gratuite », « d'ici 24 heures »)",
  },
  {
    q: "Ca prend combien de temps avant que ce soit en fonction chez nous, pis est-ce que j'ai de quoi a remplir de mon bord?",
    expect: {
      all: [/(3|trois) jours|(1|une?) (a|ou) (2|deux) semaines/, /questionnaire|formulaire/],
      any: [/10 minutes|dix minutes/],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts « Combien de temps prend la mise en place? »; services.ts HOW_IT_WORKS « Questionnaire »",
  },
  {
    q: "Vous etes compatibles avec Jane? Pis avec Mindbody aussi, on a une deuxieme succursale dessus",
    expect: {
      all: [/jane/, /mindbody/],
      none: [I_DONT_KNOW.fr, /pas compatible/],
    },
    source:
      "integrations.ts INTEGRATIONS « Janeapp » et « Mindbody »; faq.ts « Avec quelles plateformes de réservation vous intégrez-vous? »",
  },
  {
    q: "Si un patient appelle avec une urgence medicale, votre IA fait quoi avec, pis moi est-ce que je vais le savoir?",
    expect: {
      all: [/transf/, /texto|sms|courriel|e-?mail|resume/],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts « Que se passe-t-il avec les appels urgents ou complexes? »",
  },
  {
    q: "C'est combien votre affaire, pis comment je fais pour avoir un prix exact pour ma clinique?",
    expect: {
      all: [/volume|nombre d'appels|integration/, /demo|soumission/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "faq.ts « Combien ça coûte, et quel est le rendement? » (prix selon le volume d'appels et les intégrations; la démo donne une soumission exacte)",
  },
  {
    q: "Votre calculateur de rendement, il se base sur combien de jours par mois pis quel pourcentage des clients perdus vous dites recuperer?",
    expect: {
      all: [/30 jours|trente jours/, /95 ?%|95 pour ?cent|quatre-vingt-quinze/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts CALCULATOR.note (« 30 jours par mois et 95 % des clients perdus récupérés »)",
  },
  {
    q: "Mes infos que je mets dans le formulaire de demo, vous les gardez combien de temps pis c'est heberge ou?",
    expect: {
      all: [/12 mois|douze mois|un an/, /suisse/],
      none: [I_DONT_KNOW.fr],
      link: "/fr/confidentialite",
    },
    source: "privacy.ts « Conservation » (12 mois) et « Hébergement et destinataires » (Suisse)",
  },
  {
    q: "Mon choix pour les cookies, il reste enregistre combien de temps? pis si je change d'idee je fais ca ou?",
    expect: {
      all: [/(6|six) mois/, /parametres des temoins|bas de (chaque|la|toutes les) pages?|pied de page/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "privacy.ts « Témoins (cookies) et stockage local » (choix conservé six mois, lien « Paramètres des témoins »)",
  },
  {
    q: "Par curiosite, les icones de votre site viennent d'ou pis c'est quoi la police de caracteres?",
    expect: {
      all: [/lucide/, /\binter\b/],
      none: [I_DONT_KNOW.fr],
    },
    source: "legal-notice.ts « Crédits » (Icônes : Lucide; police : Inter)",
  },
  {
    q: "Y'a-tu vraiment des cliniques qui utilisent ca, pis qu'est-ce qu'elles en disent?",
    expect: {
      all: [/500/, /mitchell|clearview|carter|absences|moitie|plein|tiers/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts TRUST_CARDS (« Plus de 500 cliniques ») et TESTIMONIALS",
  },
  {
    q: "J'ai une clinique dentaire pis ma soeur a un medispa, ca marche-tu pour les deux?",
    expect: {
      all: [/dentaire/, /medi-?spa/],
      any: [/nettoyage|urgence|fauteuil|rappel|abonnement|forfait/],
      none: [I_DONT_KNOW.fr],
    },
    source: "services.ts SPECIALTIES « Cliniques dentaires » et « Médispas »",
  },
  {
    q: "Est-ce que ca envoie des rappels aux patients, pis est-ce que ca aide vraiment pour les no-shows?",
    expect: {
      all: [/rappel/, /absence|no-?show|lapin|annulation/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts FEATURES « Rappels intelligents » et TESTIMONIALS (James Carter : absences réduites de moitié)",
  },
  {
    q: "Votre site est-tu juste en francais, ou ben je peux l'avoir en anglais pour mon associe?",
    expect: {
      all: [NAMES_LANGUAGE.en, NAMES_LANGUAGE.fr],
      none: [I_DONT_KNOW.fr],
    },
    source: "the site's languages: OptimAIte's pages exist in English and in French (/fr/…)",
  },
  {
    q: "Pouvez-vous me recommander un bon dentiste a Laval, pis me dire s'il prend des nouveaux patients?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "out of scope: OptimAIte's pages answer only about the AI receptionist",
  },
  {
    q: "Est-ce que j'vas avoir des rapports sur mes appels, pis est-ce que je vais voir l'argent que ca m'a fait recuperer?",
    expect: {
      all: [/tableau de bord|statistique|rapport/, /revenu|argent/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts FEATURES « Statistiques »; services.ts BEYOND_BASICS « Statistiques de la clinique »",
  },
];
