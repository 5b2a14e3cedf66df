// Set-aside cases for OptimAIte in Quebec French, written by a fifty-first writer (a receptionist worried about her job) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
import { type ChatCase, HELPS_WITH, I_DONT_KNOW, refusal } from "../../case-types";

export const SET_ASIDE_OPTIMAITE_FR_FIFTY_FIRST: readonly ChatCase[] = [
  {
    q: "si un patient appelle pour une urgence ou qu'il est fâché contre la clinique, est-ce que l'IA me le transfert a moi ou elle gere ca toute seule?",
    expect: {
      all: [/transf|redirig|achemin/],
      any: [/urgen|plainte|vip|delicat|complex/],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts: Fonctionnalités, « Que se passe-t-il avec les appels urgents ou complexes? »",
  },
  {
    q: "nous on ferme a 17h pis on est fermé le dimanche. le soir pis les fins de semaine c qui qui repond aux appels avec votre affaire?",
    expect: {
      any: [/24 ?h|24\/24|24 heures|nuit|fins? de semaine|feri/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts: FEATURES « Réponse aux appels 24 h sur 24 »",
  },
  {
    q: "des fois je suis deja au telephone avec une patiente pis l'autre ligne sonne, sonne... ca arrive 10 fois par jour. l'IA peut tu prendre ces appels la?",
    expect: {
      any: [/premiere sonnerie|debord|chaque appel|tous les appels|aucun appel manque|24 ?h|24 heures/],
      none: [I_DONT_KNOW.fr],
    },
    source: "services.ts: WHY_CHOOSE_US « Aucun appel manqué » (même quand votre réception est débordée)",
  },
  {
    q: "Honnêtement, est-ce que ça va remplacer la réceptionniste? Mon boss regarde ça pis j'ai peur de perdre ma job",
    expect: {
      any: [/appels courants|sur place|se consacr|transf|votre equipe|ton equipe|l'equipe/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "services.ts: WHY_CHOOSE_US « Des coûts de personnel réduits » (appels courants, l'équipe se consacre aux patients sur place); landing.ts: BENEFITS_TEASER (transfère à votre équipe)",
  },
  {
    q: "quand ca me transfere un appel, est ce que j'ai un résumé de ce que la personne a dit ou faut que je redemande tout depuis le debut?",
    expect: {
      all: [/resume/],
      any: [/texto|sms|message texte|courriel|e-?mail/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "faq.ts: Fonctionnalités, « Que se passe-t-il avec les appels urgents ou complexes? » (résumé par texto ou par courriel)",
  },
  {
    q: "moi comme receptionniste est-ce que je vais participer a la mise en place? genre tester avant que ce soit live avec les vrais patients",
    expect: {
      all: [/essai/],
      any: [/15 ?min|quinze|equipe|peaufin|\bton\b/],
      none: [I_DONT_KNOW.fr],
    },
    source: "services.ts: HOW_IT_WORKS « Appel d'essai » et TIMELINE « Jour 2 : Formation et essais »",
  },
  {
    q: "est-ce qu'elle peut deplacer ou annuler un rdv dans l'agenda ou juste en prendre des nouveaux? parce que c'est la moitié de mes appels ca",
    expect: {
      all: [/deplac|report|modifi|chang/, /annul/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts: FEATURES « Prise de rendez-vous »",
  },
  {
    q: "on utilise Jane à la clinique, est-ce que ca fonctionne avec ça?",
    expect: {
      all: [/jane/],
      any: [/\boui\b|integr|compatible|praticien|fonctionne/],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts: INTEGRATIONS « Janeapp »; faq.ts: Intégrations",
  },
  {
    q: "les patients recoivent quoi exactement comme texto apres que l'IA leur a booké un rdv?",
    expect: {
      all: [/texto|sms|message texte/],
      any: [/date|heure|adresse/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts: FEATURES « Confirmations par texto »",
  },
  {
    q: "les infos des patients pis tout, c'est stocké ou? pis est-ce que vous vendez les données?",
    expect: {
      all: [/suisse/, /vend/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts: « Hébergement et destinataires »",
  },
  {
    q: "ca coute combien par mois? mon boss m'a demandé de regarder",
    expect: {
      all: [/volume/],
      any: [/demo|soumission|integration/],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts: Tarifs, « Combien ça coûte, et quel est le rendement? »",
  },
  {
    q: "y a tu des vraies cliniques qui l'utilisent? des témoignages ou quelque chose?",
    expect: {
      any: [/mitchell|carter|clearview|500/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts: TESTIMONIALS et TRUST_CARDS « Plus de 500 cliniques nous font confiance »",
  },
  {
    q: "moi quand une cliente appelle pour un rdv je lui propose souvent un autre soin en plus. l'IA fait tu ça elle aussi?",
    expect: {
      all: [/complementaire|forfait/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts: FEATURES « Ventes complémentaires »; services.ts: BEYOND_BASICS « Optimisation des revenus »",
  },
  {
    q: "peux tu m'aider a refaire mon CV au cas ou je perds ma job a cause de vous autres",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "Hors sujet : la rédaction d'un CV n'est pas sur les pages d'OptimAIte",
  },
  {
    q: "si ma patronne reserve une demo sur votre site, ca se passe comment apres? on a des nouvelles quand?",
    expect: {
      all: [/24 ?h|24 heures|vingt-quatre/],
      any: [/gratuit|personnalis|moment|planifi|sans engagement/],
      none: [I_DONT_KNOW.fr],
    },
    source: "lead-dialogs.ts: LEAD_DIALOGS.demo (description, successText)",
  },
];
