// Tuning cases for OptimAIte in Quebec French, written by a twenty-third writer (a receptionist typing very short questions) who never saw the assistant's code, its answers or the other cases: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
import { amount, type ChatCase, I_DONT_KNOW, NAMES_LANGUAGE } from "../../case-types";

export const TUNING_OPTIMAITE_FR_TWENTY_THIRD: readonly ChatCase[] = [
  {
    q: "jour 2 c'est quoi?",
    expect: { all: [/formation/], any: [/essai/], none: [I_DONT_KNOW.fr] },
    source: "services.ts TIMELINE « Jour 2 : Formation et essais »",
  },
  {
    q: "questionnaire dure combien?",
    expect: { all: [/10 minutes|dix minutes|10 min/], none: [I_DONT_KNOW.fr] },
    source: "services.ts HOW_IT_WORKS « Questionnaire »",
  },
  {
    q: "appel d'essai, combien de minutes?",
    expect: { all: [/15 minutes|quinze minutes|15 min/], none: [I_DONT_KNOW.fr] },
    source: "services.ts HOW_IT_WORKS « Appel d'essai »",
  },
  {
    q: "Mindbody intégré?",
    expect: { all: [/mindbody/], any: [/oui|integr|compatible|reserve/], none: [I_DONT_KNOW.fr] },
    source: "integrations.ts Mindbody",
  },
  {
    q: "pas de logiciel de rdv, possible?",
    expect: { any: [/google (agenda|calendar)/], none: [I_DONT_KNOW.fr] },
    source: "integrations.ts Google Calendar « pour les cliniques sans logiciel de réservation »",
  },
  {
    q: "notre DME pas dans la liste?",
    expect: { any: [/sur mesure/, /\bapi\b/, /webhook/], none: [I_DONT_KNOW.fr] },
    source: "integrations.ts CUSTOM_INTEGRATION « Besoin d'une intégration sur mesure? »",
  },
  {
    q: "répond au nom de ma clinique?",
    expect: {
      any: [/nom de votre clinique|au nom de/, /vos services|vos prix|votre ton|vos politiques/],
      none: [I_DONT_KNOW.fr],
    },
    source: "faq.ts « Peut-elle parler comme ma clinique? »",
  },
  {
    q: "repond la nuit pis les feriés?",
    expect: { any: [/24 ?h(eures)?( sur |\/)24|24\/7|nuit|ferie/], none: [I_DONT_KNOW.fr] },
    source: "landing.ts FEATURES « Réponse aux appels 24 h sur 24 »",
  },
  {
    q: "calculateur, exemple 20 appels/jour?",
    expect: { any: [amount(21955), amount(17955)], none: [I_DONT_KNOW.fr] },
    source: "faq.ts « Combien ça coûte, et quel est le rendement? »",
  },
  {
    q: "calcul basé sur combien de jours?",
    expect: { all: [/30 jours|trente jours/], none: [I_DONT_KNOW.fr] },
    source: "landing.ts CALCULATOR note « Calcul basé sur 30 jours par mois »",
  },
  {
    q: "% clients perdus récupérés?",
    expect: { all: [/95/], none: [I_DONT_KNOW.fr] },
    source: "landing.ts CALCULATOR note; services.ts WHY_CHOOSE_US « Récupère 95 % des patients »",
  },
  {
    q: "taux de réponse?",
    expect: { all: [/99/], none: [I_DONT_KNOW.fr] },
    source: "landing.ts COUNTERS « 99 % taux de réponse »",
  },
  {
    q: "soutien apres le lancement?",
    expect: {
      any: [/premiere semaine/, /ingenieur/, /accompagn/, /ajust/, /suivi/],
      none: [I_DONT_KNOW.fr],
    },
    source:
      "services.ts TIMELINE « Jour 3 »: « nous suivons et ajustons tout au long de la première semaine »; integrations.ts « Soutien dédié »",
  },
  {
    q: "appels traités par mois?",
    expect: { any: [amount(25000), /25 ?k/], none: [I_DONT_KNOW.fr] },
    source: "landing.ts COUNTERS « 25 000+ appels traités chaque mois »",
  },
  {
    q: "témoignage clinique LASIK?",
    expect: { any: [/clearview/, /james carter/], none: [I_DONT_KNOW.fr] },
    source: "landing.ts TESTIMONIALS James Carter, ClearView LASIK",
  },
  {
    q: "chirurgienne plasticienne, elle dit quoi?",
    expect: { all: [/mitchell/], any: [/tiers|deux semaines|chirurgie|agenda/], none: [I_DONT_KNOW.fr] },
    source: "landing.ts TESTIMONIALS Dre Sarah Mitchell",
  },
  {
    q: "cookies marketing?",
    expect: { any: [/desactive|aucun traceur|pas de traceur|n'utilisons aucun/], none: [I_DONT_KNOW.fr] },
    source: "privacy.ts « Témoins (cookies) et stockage local »: Marketing",
  },
  {
    q: "changer mes choix cookies?",
    expect: { any: [/parametres des temoins/, /au bas de (chaque|la) page/], none: [I_DONT_KNOW.fr] },
    source: "privacy.ts « Témoins (cookies) et stockage local »: le lien « Paramètres des témoins »",
  },
  {
    q: "effacer mes données, comment?",
    expect: {
      all: [/ecri|courriel|e-?mail|contact/],
      any: [/30 jours|trente jours/, /supprim|effac/],
      none: [I_DONT_KNOW.fr],
    },
    source: "privacy.ts « Vos droits »",
  },
  {
    q: "demandes de démo gardées combien de temps?",
    expect: { all: [/12 mois|douze mois|1 an|un an/], none: [I_DONT_KNOW.fr] },
    source: "privacy.ts « Conservation »",
  },
  {
    q: "questions du chat enregistrées?",
    expect: { any: [/90 jours|quatre-vingt-dix jours/, /pas enregistr|ne sont pas/], none: [I_DONT_KNOW.fr] },
    source: "privacy.ts « Conservation »: Assistant",
  },
  {
    q: "adresse IP conservée?",
    expect: { any: [/jamais/, /pas conserv|ne (la |l')?conserv|\bnon\b/], none: [I_DONT_KNOW.fr] },
    source: "privacy.ts « Statistiques »: « Votre adresse IP n'est jamais conservée »",
  },
  {
    q: "vous vendez nos données?",
    expect: { any: [/jamais/, /pas vendu|ni louee/], none: [I_DONT_KNOW.fr] },
    source: "privacy.ts « Hébergement et destinataires »",
  },
  {
    q: "site en anglais aussi?",
    expect: { all: [NAMES_LANGUAGE.en], none: [I_DONT_KNOW.fr] },
    source: "the French slugs: OptimAIte's pages exist in English (default) and under /fr",
  },
  {
    q: "mentions légales c'est où?",
    expect: { link: "/fr/mentions-legales", none: [I_DONT_KNOW.fr] },
    source: "legal-notice.ts; slug /fr/mentions-legales",
  },
  {
    q: "icones du site viennent d'où?",
    expect: { all: [/lucide/], none: [I_DONT_KNOW.fr] },
    source: "legal-notice.ts « Crédits »",
  },
  {
    q: "geolocalisation avec quoi?",
    expect: { any: [/db-?ip/], none: [I_DONT_KNOW.fr] },
    source: "legal-notice.ts « Crédits »; privacy.ts « Statistiques »",
  },
  {
    q: "déplacer ma démo?",
    expect: { all: [/lien/], any: [/courriel|e-?mail|invitation|confirmation/], none: [I_DONT_KNOW.fr] },
    source: "wording/fr.ts meeting.manage « Pour déplacer ou annuler votre démo »",
  },
  {
    q: "démo gratuite?",
    expect: { all: [/gratuit/], none: [I_DONT_KNOW.fr] },
    source: "landing.ts HERO « Réserver une démo gratuite »; services.ts DETAILS_CTA",
  },
  {
    q: "medispa, ça fait quoi?",
    expect: { any: [/abonnement/, /forfait/], none: [I_DONT_KNOW.fr] },
    source: "services.ts SPECIALTIES « Médispas »",
  },
];
