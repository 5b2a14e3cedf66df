// Tuning cases for OptimAIte in Quebec French, written by a seventeenth writer (a clinic owner comparing vendors) who never saw the assistant's code, its answers or the other cases: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
import { amount, type ChatCase, HELPS_WITH, NAMES_LANGUAGE, refusal } from "../../case-types";

export const TUNING_OPTIMAITE_FR_SEVENTEENTH: readonly ChatCase[] = [
  {
    q: "c gratuit la demo?",
    expect: {
      all: [/gratuit/],
    },
    source: "landing.ts HERO « Réserver une démo gratuite »",
  },
  {
    q: "Si je fais la démo, est-ce que je m'engage à quelque chose par la suite?",
    expect: {
      all: [/sans engagement|aucun engagement|pas d'engagement|engage a rien|aucune obligation|pas oblige/],
    },
    source: "services.ts DETAILS_CTA « Une démo gratuite et sans engagement »",
  },
  {
    q: "vous marchez-tu avec Fresha pis Vagaro? on a une clinique sur chaque",
    expect: {
      all: [/fresha/, /vagaro/, /\boui\b|s'integre|integration|integre|compatible|fonctionne avec/],
    },
    source: "faq.ts « Avec quelles plateformes de réservation vous intégrez-vous? »",
  },
  {
    q: "On n'a pas de logiciel de réservation, juste un Google Calendar partagé. Ça fonctionne quand même?",
    expect: {
      all: [/google/, /\boui\b|directement|fonctionne|compatible|integr/],
    },
    source: "integrations.ts « Google Calendar » (pour les cliniques sans logiciel de réservation)",
  },
  {
    q: "Webhooks disponibles?",
    expect: {
      all: [/webhook/],
      any: [/reservation/, /annulation/, /issue des appels/, /temps reel/],
    },
    source: "integrations.ts CUSTOM_INTEGRATION « Webhooks »",
  },
  {
    q: "On est sur Mindbody avec 3 succursales, est-ce que ça gère plusieurs établissements?",
    expect: {
      all: [/mindbody/, /etablissement|succursale|emplacement/],
    },
    source: "integrations.ts « Mindbody » (Agendas multiétablissements)",
  },
  {
    q: "Quelles sont les étapes pour démarrer avec vous, concrètement?",
    expect: {
      all: [/questionnaire/, /appel/],
      any: [/decouverte/, /essai/, /agenda/, /formation/],
    },
    source: "services.ts HOW_IT_WORKS",
  },
  {
    q: "qu'est ce que je dois fournir de mon bord pour la config? j'ai pas un gros staff",
    expect: {
      all: [/questionnaire/, /10 minutes|services|prix|heures|politiques/],
    },
    source: "services.ts HOW_IT_WORKS « Questionnaire »",
  },
  {
    q: "Le jour 2 de l'implantation, il se passe quoi exactement?",
    expect: {
      all: [/formation/, /essai/],
    },
    source: "services.ts TIMELINE « Jour 2 : Formation et essais »",
  },
  {
    q: "Après le lancement, est-ce que vous nous laissez nous débrouiller ou il y a un suivi?",
    expect: {
      all: [/suiv|ajust|accompagn|soutien/],
    },
    source: "services.ts TIMELINE « Jour 3 » (suivi la première semaine); integrations.ts « Soutien dédié »",
  },
  {
    q: "Avec les valeurs de base du calculateur, ça donne combien de rendement par mois?",
    expect: {
      all: [amount(21955)],
    },
    source: "faq.ts « Combien ça coûte, et quel est le rendement? »",
  },
  {
    q: "Votre calcul de rendement repose sur quelles hypothèses?",
    expect: {
      all: [/30 jours/, /95 ?%/],
    },
    source: "landing.ts CALCULATOR.note; legal-notice.ts « Responsabilité »",
  },
  {
    q: "Si je veux porter plainte sur l'utilisation de mes renseignements personnels, je m'adresse à qui?",
    expect: {
      any: [/pfpdt/, /prepose federal/, /autorite de controle/],
    },
    source: "privacy.ts « Vos droits » (PFPDT)",
  },
  {
    q: "Les montants dans le calculateur, c'est en dollars canadiens ou américains?",
    expect: {
      any: [/\$ ?us\b/, /\busd\b/, /americain/, /\bus\b/],
    },
    source: "wording/fr.ts usd (« $ US », as the calculator counts them)",
  },
  {
    q: "Qui chez vous peut lire ce que j'écris dans le formulaire de contact?",
    expect: {
      all: [/equipe/],
    },
    source: "privacy.ts « Hébergement et destinataires »",
  },
  {
    q: "vous vendez mes donnees a des tiers ou pas",
    expect: {
      all: [/jamais|ne sont pas|ne vendons|pas vendu/],
    },
    source: "privacy.ts « Hébergement et destinataires » (jamais vendues ni louées)",
  },
  {
    q: "Vos cookies, je peux les refuser? Pis si je change d'idée plus tard, je fais comment?",
    expect: {
      all: [/parametres des temoins|parametres des cookies|parametres/],
      any: [/bas de (chaque|la) page/, /en tout temps/, /n'importe quand/],
    },
    source: "privacy.ts « Témoins (cookies) et stockage local »",
  },
  {
    q: "Utilisez-vous des traceurs publicitaires sur votre site?",
    expect: {
      all: [/aucun|n'utilis|pas de traceur/, /traceur|publicit|marketing/],
    },
    source: "privacy.ts « Témoins (cookies) et stockage local » (Marketing)",
  },
  {
    q: "Mon adresse IP est-tu stockée quand je visite le site?",
    expect: {
      all: [/jamais|pas conserv|pas stock|pas enregistr/],
    },
    source: "privacy.ts « Statistiques »",
  },
  {
    q: "Le chat ici, est-ce qu'il garde une copie de mes questions?",
    expect: {
      all: [/90 jours|quatre-vingt-dix jours/],
      any: [/pas enregistr/, /ne sont pas/, /sauf/, /seulement/],
    },
    source: "privacy.ts « Conservation » (Assistant)",
  },
  {
    q: "Mon navigateur envoie le signal GPC. Est-ce que vous en tenez compte?",
    expect: {
      all: [/statistiques|marketing/, /refus|desactiv|respect/],
    },
    source: "privacy.ts « Statistiques » (Global Privacy Control)",
  },
  {
    q: "Le site est-il offert en anglais? Mon associé est anglophone.",
    expect: {
      all: [NAMES_LANGUAGE.en],
    },
    source: "the site's languages (/fr/optimaite and its English version)",
  },
  {
    q: "Avez-vous des témoignages de cliniques LASIK?",
    expect: {
      any: [/clearview/, /james carter/],
    },
    source: "landing.ts TESTIMONIALS (James Carter, ClearView LASIK)",
  },
  {
    q: "c'est quoi votre taux de reponse aux appels",
    expect: {
      all: [/99 ?%/],
    },
    source: "landing.ts COUNTERS « 99 % taux de réponse »",
  },
  {
    q: "J'ai une médispa. Est-ce que votre produit est adapté à ce genre d'entreprise-là?",
    expect: {
      all: [/medispa/],
      any: [/abonnement/, /forfait/, /\boui\b/],
    },
    source: "services.ts SPECIALTIES « Médispas »",
  },
  {
    q: "L'IA répond-elle au nom de ma clinique ou elle se présente comme OptimAIte?",
    expect: {
      all: [/au nom de (votre|la|ma) clinique|nom de votre clinique/],
    },
    source: "faq.ts « Peut-elle parler comme ma clinique? »",
  },
  {
    q: "La démo, elle se fait en personne ou à distance?",
    expect: {
      any: [/visio/, /video/, /telephone/, /en ligne/, /a distance/],
    },
    source: "wording/fr.ts meeting.place (lien de la visioconférence, par téléphone)",
  },
  {
    q: "Si j'annule ma démo, est-ce que je vais pouvoir en reprendre une autre plus tard?",
    expect: {
      all: [/reserv/],
      any: [/autre moment/, /nouveau/, /quand (cela|ca) vous convien/, /plus tard/, /\boui\b/],
    },
    source: "wording/fr.ts meeting.bookAgain",
  },
  {
    q: "Allez-vous m'envoyer un rappel avant la démo? J'oublie tout ces temps-ci lol",
    expect: {
      all: [/rappel/, /courriel|e-?mail|message/],
    },
    source: "wording/fr.ts meeting.subject.reminder « Rappel : votre démo OptimAIte »",
  },
  {
    q: "c quoi le score du Canadien hier soir",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "out of scope",
  },
];
