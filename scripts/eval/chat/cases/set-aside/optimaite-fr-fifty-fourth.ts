// Set-aside cases for OptimAIte in Quebec French, written by a fifty-fourth writer (an owner who has booked a demo) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
import { type ChatCase, HELPS_WITH, I_DONT_KNOW, refusal } from "../../case-types";

export const SET_ASIDE_OPTIMAITE_FR_FIFTY_FOURTH: readonly ChatCase[] = [
  {
    q: "allo, j'ai booké une demo hier pis j'ai rien recu pour fixer l'heure encore, c normal?? vous allez me contacter quand",
    expect: {
      all: [/24 ?h/],
      any: [/communiqu|joindr|contact|ecri|appel|courriel/],
      none: [I_DONT_KNOW.fr],
    },
    source: "lead-dialogs.ts: LEAD_DIALOGS.demo.successText; src/server/leads/wording/fr.ts: demoConfirmation.lines",
  },
  {
    q: "Comment je fais pour déplacer ma démo? J'ai un imprévu jeudi matin",
    expect: {
      all: [/lien/],
      any: [/courriel|e-?mail|invitation|message de confirmation|confirmation/],
      none: [I_DONT_KNOW.fr],
    },
    source: "src/server/leads/wording/fr.ts: meeting.manage, meeting.inviteDescription",
  },
  {
    q: "la demo ca se passe comment, par zoom ou par telephone?",
    expect: {
      all: [/visio|video|lien/, /telephon/],
      any: [/courriel|e-?mail|invitation|confirmation/],
      none: [I_DONT_KNOW.fr],
    },
    source: "src/server/leads/wording/fr.ts: meeting.place.video, meeting.place.phone",
  },
  {
    q: "C'est quoi exactement que vous allez me montrer pendant la démo? On est une clinique dentaire avec 4 fauteuils",
    expect: {
      all: [/appel/],
      any: [/clinique comme la votre|votre specialite|votre clinique|dentaire|fauteuil|nettoyage/],
      none: [I_DONT_KNOW.fr],
    },
    source: "frame.ts: FINAL_CTA.text; services.ts: DETAILS_CTA, SPECIALTIES (Cliniques dentaires)",
  },
  {
    q: "est ce que je vais avoir un prix a la demo? combien ca coute en gros votre affaire",
    expect: {
      all: [/volume/, /integration/],
      any: [/soumission|prix exact|devis|a la demo|pendant la demo|lors de la demo/],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts: Tarifs (Combien ça coûte, et quel est le rendement?)",
  },
  {
    q: "J'ai fait votre calculateur de rendement avant de réserver. Est-ce que vous allez en parler pendant la démo ou je dois refaire les calculs?",
    expect: {
      all: [/estimation|calcul|rendement|rsi/],
      any: [/en parler|parlerons|discut|aborder|apport|revoir|pendant la demo|a la demo/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "src/server/leads/wording/fr.ts: meeting.roiAtDemo; privacy.ts: Les renseignements que vous nous fournissez",
  },
  {
    q: "Si on décide d'embarquer après la démo, ça prend combien de temps avant que la réceptionniste réponde à nos appels pour vrai?",
    expect: {
      any: [/3 jours|trois jours|jour 3|1 a 2 semaines|une a deux semaines/],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts: Pour commencer (Combien de temps prend la mise en place?); services.ts: TIMELINE",
  },
  {
    q: "on utilise Jane pour nos rendez-vous et on a 2 cliniques (Laval pis Rosemont), ca marche avec vous?",
    expect: {
      all: [/jane/],
      any: [
        /plusieurs etablissements|plusieurs cliniques|plusieurs emplacements|multi|les deux|vos deux|2 etablissements|deux etablissements/,
      ],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts: Janeapp (Plusieurs établissements)",
  },
  {
    q: "Qu'est-ce que vous faites avec les infos que j'ai mises dans le formulaire de démo? Vous les gardez combien de temps?",
    expect: {
      all: [/12 mois|douze mois|un an/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts: Conservation; Hébergement et destinataires",
  },
  {
    q: "La démo c'est vraiment gratuit ou y'a un engagement après?",
    expect: {
      all: [/gratuit/],
      any: [/sans engagement|aucun engagement|pas d'engagement|sans obligation|aucune obligation/],
      none: [I_DONT_KNOW.fr],
    },
    source: "services.ts: DETAILS_CTA.text",
  },
  {
    q: "oups j'ai annulé ma démo par erreur en cliquant dans le courriel... comment j'en reprends une?",
    expect: {
      any: [/autre moment|nouveau moment|nouvelle demo|reserv|lien/],
      none: [I_DONT_KNOW.fr],
    },
    source: "src/server/leads/wording/fr.ts: meeting.bookAgain, meeting.lines.cancelled",
  },
  {
    q: "Vous avez des clients en LASIK? J'aimerais savoir ce que ça a donné pour eux avant ma démo",
    expect: {
      all: [/clearview|carter/],
      any: [/moitie|50 ?%|absences/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts: TESTIMONIALS (James Carter, ClearView LASIK)",
  },
  {
    q: "Pour la conformité, on est au Québec. Vous êtes conforme à la LPRPDE? Je veux pas que ça bloque après la démo avec mon associé",
    expect: {
      all: [/lprpde/],
      any: [/chiffr|journalis|journaux/],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts: Conformité (OptimAIte est-elle conforme à la HIPAA et à la LPRPDE?)",
  },
  {
    q: "le rappel pour ma demo je vais le recevoir par courriel ou par texto?",
    expect: {
      any: [/courriel|e-?mail/],
      none: [I_DONT_KNOW.fr],
    },
    source: "src/server/leads/wording/fr.ts: meeting.subject.reminder, meeting.lines.reminder",
  },
  {
    q: "En attendant ma démo, pourriez-vous me recommander un bon comptable pour ma clinique à Québec?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "out of scope: no page covers accountants",
  },
];
