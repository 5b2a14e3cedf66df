// Tuning cases for OptimAIte in Quebec French, written by a thirty-fifth writer (a cosmetic surgeon's assistant) who never saw the assistant's code, its answers or the other cases: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
// One question, asked word for word by an earlier writer, was left out.
import { amount, type ChatCase, HELPS_WITH, I_DONT_KNOW, NAMES_LANGUAGE, refusal } from "../../case-types";

export const TUNING_OPTIMAITE_FR_THIRTY_FIFTH: readonly ChatCase[] = [
  {
    q: "Est-ce que votre IA répond aussi la nuit pis les fins de semaine, quand la clinique est fermée?",
    expect: {
      all: [/24 ?h|24\/7|24 heures sur 24|en tout temps|jour et nuit/],
      any: [/nuit/, /fin(s)? de semaine/, /jours? ferie/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts FEATURES « Réponse aux appels 24 h sur 24 »",
  },
  {
    q: "Quel est votre taux de réponse aux appels, en pourcentage?",
    expect: {
      all: [/99/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts COUNTERS « 99 % taux de réponse »",
  },
  {
    q: "Est-ce qu'elle peut répondre au nom de la clinique du docteur et donner nos tarifs de consultation?",
    expect: {
      all: [/prix|tarif/],
      any: [/nom de (votre|la) clinique/, /formee/, /ton/],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts « Peut-elle parler comme ma clinique? »",
  },
  {
    q: "On est au Québec, est-ce que vous respectez la LPRPDE pour les renseignements des patients?",
    expect: {
      all: [/lprpde|pipeda/],
      any: [/oui/, /conforme/, /chiffr/],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? »",
  },
  {
    q: "Quand une patiente raconte sa chirurgie au téléphone, est-ce que ces données-là sont chiffrées?",
    expect: {
      all: [/chiffr|crypt/],
      any: [/transit/, /repos/],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? »",
  },
  {
    q: "Vous êtes compatibles avec quels logiciels de prise de rendez-vous?",
    expect: {
      all: [/jane/, /calendly|google/],
      any: [/fresha/, /vagaro/, /mindbody/, /square/],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts « Avec quelles plateformes de réservation vous intégrez-vous? »",
  },
  {
    q: "Le docteur n'a pas de logiciel de réservation, juste son Google Agenda. Est-ce que ça suffit?",
    expect: {
      all: [/google/],
      any: [/oui/, /directement/, /fonctionne/, /integr/],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts « Google Calendar »",
  },
  {
    q: "On exige un dépôt pour réserver une consultation. Votre système peut-il faire des rappels de dépôt?",
    expect: {
      all: [/depot/],
      any: [/vagaro/],
      none: [I_DONT_KNOW.fr],
    },
    source: "integrations.ts « Vagaro » features « Rappels de dépôt »",
  },
  {
    q: "Beaucoup de patients demandent s'il y a du financement. L'IA est-elle capable d'expliquer les options de financement?",
    expect: {
      all: [/financement/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "services.ts SPECIALTIES « LASIK et soins des yeux » (explique les options de financement); faq.ts « Peut-elle parler comme ma clinique? »",
  },
  {
    q: "Et pour les appels de suivi après l'opération, elle gère ça aussi?",
    expect: {
      any: [/postop|post-op|suivi/],
      none: [I_DONT_KNOW.fr],
    },
    source: "services.ts SPECIALTIES « Chirurgie plastique »",
  },
  {
    q: "Peut-elle suggérer d'autres soins, genre des injections, à quelqu'un qui appelle pour une consultation?",
    expect: {
      any: [/complementaire/, /forfait/, /vente/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts FEATURES « Ventes complémentaires »",
  },
  {
    q: "Le Dr aime les chiffres. Est-ce que je vais avoir des rapports sur les appels pris et les rendez-vous?",
    expect: {
      any: [/tableau de bord/, /statistique/, /rapport/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts FEATURES « Statistiques »; services.ts BEYOND_BASICS « Statistiques de la clinique »",
  },
  {
    q: "Quand un patient annule la veille, est-ce qu'elle peut remplir la plage avec quelqu'un d'autre?",
    expect: {
      any: [/liste d'attente/, /combl/, /rempl/],
      none: [I_DONT_KNOW.fr],
    },
    source: "services.ts BEYOND_BASICS « Optimisation des revenus »; landing.ts FEATURES « Rappels intelligents »",
  },
  {
    q: "La démo, est-ce qu'il faut payer pour ça?",
    expect: {
      any: [/gratuit/, /sans frais/],
      none: [/payante/, I_DONT_KNOW.fr],
    },
    source: "frame.ts FINAL_CTA « Réservez une démo gratuite »; services.ts DETAILS_CTA",
  },
  {
    q: "J'ai réservé ma démo mais le docteur a un imprévu. Comment je fais pour la changer de moment?",
    expect: {
      any: [/lien/],
      all: [/courriel|e-?mail|invitation|confirmation/],
      none: [I_DONT_KNOW.fr],
    },
    source: "fr.ts meeting.manage « Pour déplacer ou annuler votre démo » and inviteDescription",
  },
  {
    q: "Si une patiente appelle en post-op avec une complication, est-ce que l'IA va gérer ça toute seule?",
    expect: {
      all: [/transf/],
      any: [/equipe/, /immediat/, /resume/],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts « Que se passe-t-il avec les appels urgents ou complexes? »",
  },
  {
    q: "Si je vous écris par le formulaire de contact pour une question de tarifs, vous répondez en combien de temps?",
    expect: {
      all: [/24 ?h/],
      none: [I_DONT_KNOW.fr],
    },
    source: "lead-dialogs.ts LEAD_DIALOGS.contact « nous vous répondrons d'ici 24 heures »",
  },
  {
    q: "C'est quoi les étapes pour l'implanter? On n'a pas beaucoup de temps à y consacrer.",
    expect: {
      all: [/questionnaire/],
      any: [/appel (d'essai|decouverte)/, /formation/, /connexion|connect/],
      none: [I_DONT_KNOW.fr],
    },
    source: "services.ts HOW_IT_WORKS; TIMELINE",
  },
  {
    q: "Le questionnaire qu'il faut remplir au départ, c'est long?",
    expect: {
      all: [/10 minutes|dix minutes/],
      none: [I_DONT_KNOW.fr],
    },
    source: "services.ts HOW_IT_WORKS « Questionnaire »",
  },
  {
    q: "Est-ce que j'ai le droit de changer d'idée pour les cookies? Je ne trouve pas où.",
    expect: {
      all: [/parametres des temoins/],
      any: [/bas de (chaque|la) page|pied de page/, /en tout temps/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts « Témoins (cookies) et stockage local »",
  },
  {
    q: "Une fois en ligne, est-ce que vous nous laissez nous débrouiller seuls?",
    expect: {
      any: [/premiere semaine/, /ajust/, /ingenieur/, /soutien/, /accompagn/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "services.ts TIMELINE « Jour 3 » (nous suivons et ajustons tout au long de la première semaine); integrations.ts « Soutien dédié »",
  },
  {
    q: "Avec 20 appels par jour, 30 % qu'on manque, 150 $ par client et une réceptionniste à 4000 $ par mois, ça nous rapporterait combien?",
    expect: {
      all: [amount(21955)],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts « Combien ça coûte, et quel est le rendement? »",
  },
  {
    q: "Le calculateur de rendement compte combien de jours dans un mois?",
    expect: {
      all: [/30 jours|trente jours/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts CALCULATOR.note « Calcul basé sur 30 jours par mois »",
  },
  {
    q: "Ce que je vous écris ici dans le clavardage, c'est enregistré quelque part?",
    expect: {
      any: [/pas (enregistr|conserv)/, /90 jours/, /pas su repondre|sans reponse/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts « Conservation » (Assistant)",
  },
  {
    q: "Je voudrais que vous effaciez mes infos de vos systèmes. Je fais comment?",
    expect: {
      any: [/ecri/, /courriel/, /e-?mail/, /@/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts « Vos droits »",
  },
  {
    q: "Mon navigateur envoie le signal Global Privacy Control. Est-ce que vous en tenez compte?",
    expect: {
      any: [/refus/, /respect/, /oui/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts « Statistiques » (GPC)",
  },
  {
    q: "Est-ce qu'une clinique a réellement vu moins de rendez-vous manqués grâce à vos rappels?",
    expect: {
      any: [/moitie|50 ?%/, /clearview|carter/],
      none: [I_DONT_KNOW.fr],
    },
    source: "landing.ts TESTIMONIALS « James Carter, ClearView LASIK »",
  },
  {
    q: "Le docteur préfère lire en anglais. Votre site est-il offert dans cette langue?",
    expect: {
      all: [NAMES_LANGUAGE.en],
      none: [I_DONT_KNOW.fr],
    },
    source: "French slugs: /fr/mentions-legales ↔ /legal-notice (src/shared/i18n/paths)",
  },
  {
    q: "Pouvez-vous m'expliquer les contre-indications d'une abdominoplastie pour que je renseigne une patiente?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "out of scope",
  },
];
