// Tuning cases for OptimAIte in Quebec French, written by a forty-first writer (an optometry clinic's office manager) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
import { amount, type ChatCase, HELPS_WITH, I_DONT_KNOW, refusal } from "../../case-types";

export const TUNING_OPTIMAITE_FR_FORTY_FIRST: readonly ChatCase[] = [
  {
    q: "quand ca repond, ca dit le nom de ma clinique ou ca sonne comme un robot generique?",
    expect: {
      all: [/\bnom\b/],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts « Peut-elle parler comme ma clinique? » (accueille les appelants au nom de votre clinique)",
  },
  {
    q: "c'est conforme aux lois canadiennes sur les renseignements personnels? nos dossiers de patients c'est sensible",
    expect: {
      all: [/lprpde|pipeda/],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? »",
  },
  {
    q: "les ententes BAA, vous les signez avec tout le monde ou juste aux States?",
    expect: {
      any: [/americain|etats-unis|e\.-?u\.|hipaa/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "faq.ts « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? » (ententes BAA avec les cliniques américaines)",
  },
  {
    q: "la toute premiere etape c'est quoi? un appel avec vous?",
    expect: {
      all: [/15 ?min/],
      any: [/decouverte|appel/],
      none: [I_DONT_KNOW.fr],
    },
    source: "services.ts HOW_IT_WORKS « Appel découverte » (un appel de 15 minutes)",
  },
  {
    q: "Le questionnaire de 10 min, il demande quoi comme infos?",
    expect: {
      all: [/services/, /prix|heures|horaires|politiques/],
      none: [I_DONT_KNOW.fr],
    },
    source: "services.ts HOW_IT_WORKS « Questionnaire » (services, prix, heures d'ouverture, politiques)",
  },
  {
    q: "une fois que c'est lancé, vous nous laissez tout seuls avec ca?",
    expect: {
      any: [/premiere semaine/, /ajust/, /ingenieur/, /suiv(ons|i)/, /accompagn/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "services.ts TIMELINE « Jour 3 » (nous suivons et ajustons la première semaine); integrations.ts « Soutien dédié »",
  },
  {
    q: "quand un patient annule a la derniere minute, ca peut prendre quelqu'un sur notre liste d'attente pour remplir la plage?",
    expect: {
      any: [/liste d'attente/, /combl/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "services.ts BEYOND_BASICS « Optimisation des revenus » (comble les annulations à partir d'une liste d'attente)",
  },
  {
    q: "est-ce que je vais pouvoir voir combien d'appels ca a pris pis combien de rdv dans le mois?",
    expect: {
      any: [/tableau de bord/, /statisti/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts FEATURES « Statistiques » (un seul tableau de bord)",
  },
  {
    q: "on a pas de logiciel de rendez-vous, juste un google agenda partagé. ca marche pareil?",
    expect: {
      all: [/google/],
      any: [/\boui\b|directement|fonctionne|s'integre|integr/],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts INTEGRATIONS « Google Calendar » (pour les cliniques sans logiciel de réservation)",
  },
  {
    q: "on a des patients qui appellent pour le LASIK en co-gestion, l'IA peut leur expliquer le financement?",
    expect: {
      all: [/financement/],
      none: [I_DONT_KNOW.fr],
    },
    source: "services.ts SPECIALTIES « LASIK et soins des yeux » (explique les options de financement)",
  },
  {
    q: "20 appels par jour, on en manque a peu pres 30%, 150$ par client, pis notre receptionniste coute 4000$ par mois. ca donnerait quoi?",
    expect: {
      any: [amount(21955), amount(17955)],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts « Combien ça coûte, et quel est le rendement? » (environ 21 955 $ par mois, 17 955 $ récupérés)",
  },
  {
    q: "c quoi le 95% dans le bas du calculateur?",
    expect: {
      all: [/95/],
      any: [/recuper/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts CALCULATOR note « 95 % des clients perdus récupérés »",
  },
  {
    q: "si je vous ecris par le formulaire nous joindre, vous repondez en combien de temps?",
    expect: {
      all: [/24 ?h|24 heures/],
      none: [I_DONT_KNOW.fr],
    },
    source: "lead-dialogs.ts LEAD_DIALOGS.contact « nous vous répondrons d'ici 24 heures »",
  },
  {
    q: "la demo c'est payant?",
    expect: {
      all: [/gratuit/],
      none: [I_DONT_KNOW.fr],
    },
    source: "services.ts DETAILS_CTA « Une démo gratuite et sans engagement »",
  },
  {
    q: "la demo ca se passe comment, par zoom ou au telephone?",
    expect: {
      any: [/visio|video/],
      none: [I_DONT_KNOW.fr],
    },
    source: "wording/fr.ts meeting.place (lien de la visioconférence ou par téléphone)",
  },
  {
    q: "est-ce que vous m'envoyez un rappel avant la demo? j'oublie toute ces temps-ci",
    expect: {
      all: [/rappel/],
      any: [/courriel|e-?mail|\boui\b/],
      none: [I_DONT_KNOW.fr],
    },
    source: "wording/fr.ts meeting.subject.reminder « Rappel : votre démo OptimAIte »",
  },
  {
    q: "ce que j'ecris dans le chat icitte, c'est enregistré quelque part?",
    expect: {
      any: [/90 ?jours/, /pas (enregistr|conserv)/, /sauf/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts « Conservation » (questions à l'assistant non enregistrées sauf sans réponse, 90 jours)",
  },
  {
    q: "je veux faire effacer mes donnees chez vous, je fais comment pis ca prend combien de temps?",
    expect: {
      all: [/30 jours/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "privacy.ts « Vos droits » (accès, correction, suppression; réponse dans un délai de 30 jours, écrire à {email})",
  },
  {
    q: "vous vendez nos infos a des tiers?",
    expect: {
      any: [/jamais/, /ne (les )?vend\w* pas/, /pas vendu/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts « Hébergement et destinataires » (jamais vendues ni louées)",
  },
  {
    q: "j'ai accepte les cookies trop vite, comment je change mon choix?",
    expect: {
      all: [/parametres/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "privacy.ts « Témoins (cookies) et stockage local » (lien « Paramètres des témoins » au bas de chaque page)",
  },
  {
    q: "c'est quoi le nom de la compagnie derriere OptimAIte pis son adresse? je veux verifier avant de signer quoi que ce soit",
    expect: {
      link: "/fr/mentions-legales",
      none: [I_DONT_KNOW.fr],
    },
    source: "legal-notice.ts « Éditeur » et « Coordonnées » (/fr/mentions-legales)",
  },
  {
    q: "est-ce que ca peut proposer des extras aux patients, genre un forfait ou un traitement en plus?",
    expect: {
      any: [/complementaire/, /forfait/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts FEATURES « Ventes complémentaires » (traitements complémentaires et forfaits)",
  },
  {
    q: "On a 2 points de service, Ste-Foy pis Charlesbourg. ca gere plusieurs cliniques en meme temps?",
    expect: {
      any: [
        /plusieurs (etablissements|agendas|cliniques|emplacements|points de service|sites)/,
        /multi-?etablissement/,
      ],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "integrations.ts INTEGRATIONS « Janeapp » (plusieurs établissements), « Mindbody », « Google Calendar » (plusieurs agendas)",
  },
  {
    q: "de notre bord, ca demande combien de temps a mon equipe pour le setup?",
    expect: {
      all: [/10 ?min/, /15 ?min/],
      none: [I_DONT_KNOW.fr],
    },
    source: "services.ts WHY_CHOOSE_US « Rapide à lancer » (questionnaire de 10 minutes, appel d'essai de 15 minutes)",
  },
  {
    q: "ca peut relancer les patients qui sont dus pour leur examen annuel?",
    expect: {
      any: [/campagne/, /relance/, /fidelis/, /suivi/],
      none: [I_DONT_KNOW.fr],
    },
    source: "services.ts BEYOND_BASICS « Fidélisation des patients » (campagnes de rappel, relances et suivis)",
  },
  {
    q: "c quoi le tarif de la RAMQ pour un examen de la vue pour les 65 ans et plus?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "hors sujet: tarif RAMQ d'un examen de la vue (aucune page)",
  },
  {
    q: "j'ai recu la confirmation de la demo, comment je la mets dans mon calendrier outlook?",
    expect: {
      any: [/piece jointe/, /invitation/, /\.ics/],
      none: [I_DONT_KNOW.fr],
    },
    source: "wording/fr.ts meeting.lines.booked « L'invitation pour votre calendrier est en pièce jointe »",
  },
];
