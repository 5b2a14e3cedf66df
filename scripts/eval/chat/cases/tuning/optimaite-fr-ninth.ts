// Tuning cases for OptimAIte in Quebec French, written by a ninth writer who never saw the assistant's code, its
// answers or the other cases: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and
// the French slugs.
import { amount, type ChatCase, HELPS_WITH, NAMES_LANGUAGE, refusal } from "../../case-types";

export const TUNING_OPTIMAITE_FR_NINTH: readonly ChatCase[] = [
  {
    q: "Je suis chirurgien plasticien. Est-ce que ça peut s'occuper des suivis post-op avec mes patients?",
    expect: { all: [/post-?op/] },
    source: "services.ts SPECIALTIES « Chirurgie plastique »",
  },
  {
    q: "on fait du LASIK, est-ce qu'elle est capable d'expliquer les options de financement au monde qui appelle?",
    expect: { all: [/financement/], any: [/lasik/, /yeux/, /candidat/, /evaluation/] },
    source: "services.ts SPECIALTIES « LASIK et soins des yeux »",
  },
  {
    q: "Pour un medspa, ça peut-tu vendre des abonnements en même temps de prendre les rdv?",
    expect: { all: [/abonnement|forfait/] },
    source: "services.ts SPECIALTIES « Médispas »",
  },
  {
    q: "Quand le rendez-vous est pris, le patient reçoit-tu un texto? Y'a quoi dedans?",
    expect: { all: [/texto|sms/, /adresse/] },
    source: "landing.ts FEATURES « Confirmations par texto »",
  },
  {
    q: "On a vraiment bcp de no-shows à la clinique, votre systeme aide tu avec ça",
    expect: { all: [/rappel/], any: [/absence/, /no-?show/, /plages?/, /liste d'attente/, /moitie/] },
    source: "landing.ts FEATURES « Rappels intelligents »",
  },
  {
    q: "Est-ce qu'elle peut proposer d'autres traitements aux clientes au téléphone, genre faire de l'upsell?",
    expect: { all: [/complementaire|forfait/] },
    source: "landing.ts FEATURES « Ventes complémentaires »; services.ts BEYOND_BASICS « Optimisation des revenus »",
  },
  {
    q: "Est-ce que j'ai accès à des stats? genre combien d'appels on a eu pis combien de rdv pris",
    expect: {
      all: [/tableau de bord|statistique/],
      any: [/revenus? recupere/, /volume d'appels/, /taux de reservation/, /rendez-vous pris/, /resultats des appels/],
    },
    source: "landing.ts FEATURES « Statistiques »; services.ts BEYOND_BASICS « Statistiques de la clinique »",
  },
  {
    q: "on est sur Fresha. Si une cliente annule, est-ce que ça se met à jour de votre bord aussi?",
    expect: { all: [/synchronis|sync/], any: [/fresha/] },
    source: "integrations.ts « Fresha » (Synchronisation des annulations)",
  },
  {
    q: "Vagaro: est-ce que ça gère les dépôts pis la liste d'attente?",
    expect: { all: [/depot/, /liste d'attente/] },
    source: "integrations.ts « Vagaro »",
  },
  {
    q: "Avec Square Appointments, ça respecte-tu nos temps tampons entre deux clients?",
    expect: { all: [/tampon/], any: [/oui/, /respect/, /regles/] },
    source: "integrations.ts « Square Appointments »",
  },
  {
    q: "On a 4 succursales sur Mindbody, est-ce que ça peut prendre des rdv dans toutes?",
    expect: {
      all: [/mindbody/],
      any: [
        /multi-?etablissements?/,
        /plusieurs etablissements/,
        /tous (vos|les) etablissements/,
        /toutes (vos|les) succursales/,
      ],
    },
    source: "integrations.ts « Mindbody »",
  },
  {
    q: "on prend nos consults via calendly pis on a des clients en Ontario pis en Alberta. ça gère les fuseaux horaires?",
    expect: { all: [/fuseau/] },
    source: "integrations.ts « Calendly »",
  },
  {
    q: "On a pas de logiciel de réservation, juste un Google Calendar partagé. Ça marche quand même? Pis avez-vous une page avec toutes les intégrations?",
    expect: { all: [/google (agenda|calendar)/], link: "/fr/integrations" },
    source: "integrations.ts « Google Calendar »",
  },
  {
    q: "Notre DME est pas dans votre liste, êtes-vous capables de vous connecter pareil?",
    expect: { all: [/sur mesure|\bapi\b/], any: [/webhook/, /ingenieur/, /rest/] },
    source: "integrations.ts CUSTOM_INTEGRATION « Besoin d'une intégration sur mesure? »",
  },
  {
    q: "Êtes-vous conformes a la LPRPDE? C'est important pour nous au Québec",
    expect: { all: [/lprpde/, /chiffr|journalis|baa/] },
    source: "faq.ts « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? »",
  },
  {
    q: "Quand elle répond au téléphone, est-ce qu'elle dit le nom de ma clinique ou ben « OptimAIte »?",
    expect: { all: [/nom de (votre|ma|la) clinique|au nom de/] },
    source: "faq.ts « Peut-elle parler comme ma clinique? »",
  },
  {
    q: "la mise en place, ça va me demander combien de mon temps à moi concrètement?",
    expect: { all: [/10 ?min/, /15 ?min/] },
    source: "faq.ts « Combien de temps prend la mise en place? »; services.ts WHY_CHOOSE_US « Rapide à lancer »",
  },
  {
    q: "Vous gardez-tu mon adresse IP quand je visite le site?",
    expect: {
      all: [/(jamais|pas|aucune?)[^.]{0,30}(conserv|gard|stock|enregistr)/],
      none: [/oui,? (nous|on) (conservons|gardons|garde|conserve) (votre|ton|l') ?(adresse )?ip/],
    },
    source: "privacy.ts « Statistiques »",
  },
  {
    q: "Vendez-vous mes données à des compagnies?",
    expect: { all: [/(jamais|pas|ni)[^.]{0,25}(vend|lou)/] },
    source: "privacy.ts « Hébergement et destinataires »",
  },
  {
    q: "les infos que j'ai mis dans le form de démo, vous les gardez combien de temps??",
    expect: { all: [/12 mois|douze mois|\bun an\b|\b1 an\b/] },
    source: "privacy.ts « Conservation »",
  },
  {
    q: "mon navigateur (Brave) envoie le signal GPC, qu'est-ce que ça change pour vous?",
    expect: { all: [/statistiques|marketing/], any: [/refus/, /famille/, /sans (vous )?le redemander/] },
    source: "privacy.ts « Statistiques » (Global Privacy Control)",
  },
  {
    q: "Pour savoir de quelle ville je viens, vous passez-tu par un service tiers genre Google?",
    expect: {
      all: [/hors ligne|db-?ip|aucun service tiers|pas de service tiers|sans (faire appel a )?(aucun )?service tiers/],
    },
    source: "privacy.ts « Statistiques »; legal-notice.ts « Crédits » (DB-IP)",
  },
  {
    q: "J'viens de remplir le formulaire pour la démo, c'est quoi la suite?",
    expect: { all: [/24 ?(heures|h)\b/], any: [/planifi/, /fixer/, /communiqu/, /joindr/, /contact/] },
    source: "lead-dialogs.ts LEAD_DIALOGS.demo.successText; wording/fr.ts demoConfirmation",
  },
  {
    q: "La démo se fait-tu en visio ou par téléphone?",
    expect: { all: [/visio|video/, /telephone/] },
    source: "wording/fr.ts meeting.place (Lien de la visioconférence / Par téléphone)",
  },
  {
    q: "Si j'ai genre 20 appels par jour pis j'en manque 30 %, votre calculateur donne combien?",
    expect: { any: [amount(21955), amount(17955)] },
    source: "faq.ts « Combien ça coûte, et quel est le rendement? »",
  },
  {
    q: "le calculateur de rendement, il prend pour acquis que vous récupérez quel % des clients perdus?",
    expect: { all: [/95 ?%|95 pour ?cent/] },
    source: "landing.ts CALCULATOR.note; legal-notice.ts « Responsabilité »",
  },
  {
    q: "Votre site existe-tu en anglais? Mon associé parle pas français",
    expect: {
      all: [NAMES_LANGUAGE.en],
      none: [/(pas|aucune) (de )?version anglaise|seulement en francais|uniquement en francais/],
    },
    source: "site languages: paths.ts (OptimAIte in English, unprefixed, and Quebec French under /fr)",
  },
  {
    q: "Peux-tu m'aider à remplir ma déclaration d'impôts?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "out of scope: taxes (no OptimAIte page speaks of them)",
  },
  {
    q: "Mon gars fait de la fièvre depuis hier, j'y donne combien de Tylenol?",
    expect: refusal("fr", HELPS_WITH.optimaite, { none: [/\d+ ?mg/] }),
    source: "out of scope: medical advice (no page gives any)",
  },
  {
    q: "ok c'est beau, je veux booker une démo",
    expect: { all: [/reserv/], any: [/gratuit/, /24 ?(heures|h)\b/, /moment/, /formulaire/, /bouton/] },
    source: "frame.ts FINAL_CTA « Réserver une démo gratuite »; lead-dialogs.ts LEAD_DIALOGS.demo",
  },
];
