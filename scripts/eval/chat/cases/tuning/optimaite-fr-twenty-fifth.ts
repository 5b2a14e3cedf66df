// Tuning cases for OptimAIte in Quebec French, written by a twenty-fifth writer (a careful administrator in formal French) who never saw the assistant's code, its answers or the other cases: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
import { amount, type ChatCase, HELPS_WITH, NAMES_LANGUAGE, refusal } from "../../case-types";

export const TUNING_OPTIMAITE_FR_TWENTY_FIFTH: readonly ChatCase[] = [
  {
    q: "Pourriez-vous m'énumérer les logiciels de réservation avec lesquels OptimAIte peut se synchroniser?",
    expect: { all: [/fresha/, /jane/, /mindbody/, /calendly/] },
    source: "faq.ts « Avec quelles plateformes de réservation vous intégrez-vous? »; integrations.ts",
  },
  {
    q: "Notre établissement utilise un dossier médical électronique qui ne figure pas dans votre liste. Est-il possible de l'intégrer malgré tout?",
    expect: { all: [/sur mesure|personnalise/], any: [/api/, /webhook/] },
    source: "integrations.ts CUSTOM_INTEGRATION « Besoin d'une intégration sur mesure? »",
  },
  {
    q: "J'aimerais connaître vos tarifs. De quels éléments dépend le prix de votre service?",
    expect: { all: [/volume/, /integration/], any: [/demo/, /soumission/] },
    source: "faq.ts « Combien ça coûte, et quel est le rendement? »",
  },
  {
    q: "Quels renseignements devrai-je saisir dans votre calculateur de rendement?",
    expect: { all: [/appel/, /manque/, /revenu/, /receptionniste/] },
    source: "landing.ts CALCULATOR.inputs",
  },
  {
    q: "Si notre clinique ne manque pratiquement aucun appel, votre service présente-t-il encore un intérêt pour nous?",
    expect: { any: [/couts? de reception/, /automatis/, /economies? sur la receptionniste/] },
    source: "landing.ts CALCULATOR.congratulations « Vous ne manquez aucun appel… »",
  },
  {
    q: "Pourriez-vous me détailler le déroulement des trois journées de mise en service?",
    expect: { all: [/integration|connexion/, /formation/, /mise en service|lancement/] },
    source: "services.ts TIMELINE; landing.ts TRUST_CARDS « En service en 3 jours »",
  },
  {
    q: "Combien de temps le questionnaire initial exigera-t-il de la part de notre personnel?",
    expect: { all: [/10 minutes|dix minutes/] },
    source: "services.ts HOW_IT_WORKS « Questionnaire »",
  },
  {
    q: "J'aimerais savoir si un appel d'essai est prévu avec notre équipe avant le lancement, et quelle en serait la durée.",
    expect: { all: [/15 minutes|quinze minutes/] },
    source: "services.ts HOW_IT_WORKS « Appel d'essai »",
  },
  {
    q: "Est-il possible que la réceptionniste se présente au nom de notre clinique et connaisse nos politiques internes?",
    expect: { all: [/nom/], any: [/politique/, /prix/, /services/, /ton/] },
    source: "faq.ts « Peut-elle parler comme ma clinique? »",
  },
  {
    q: "La réceptionniste répond-elle également la nuit, les fins de semaine et pendant les jours fériés?",
    expect: { any: [/ferie/, /24 ?h/, /24\/7/, /en tout temps/, /nuit/] },
    source: "landing.ts FEATURES « Réponse aux appels 24 h sur 24 »",
  },
  {
    q: "Pourriez-vous m'indiquer ce que contient la confirmation transmise au patient après sa prise de rendez-vous?",
    expect: { all: [/texto|sms/, /date/, /adresse/] },
    source: "landing.ts FEATURES « Confirmations par texto »",
  },
  {
    q: "J'aimerais savoir si vos rappels automatiques permettent de réduire le nombre de patients qui ne se présentent pas.",
    expect: { all: [/absence|no-show|ne se presentent pas/] },
    source: "landing.ts FEATURES « Rappels intelligents »",
  },
  {
    q: "Est-il possible que votre système suggère à nos patients des soins complémentaires ou des forfaits?",
    expect: { all: [/complementaire|forfait/] },
    source: "landing.ts FEATURES « Ventes complémentaires »; services.ts BEYOND_BASICS « Optimisation des revenus »",
  },
  {
    q: "Quelles données de suivi votre tableau de bord met-il à la disposition de la direction?",
    expect: { all: [/appel/, /rendez-vous|reservation/, /revenus? recupere/] },
    source: "landing.ts FEATURES « Statistiques »; services.ts BEYOND_BASICS « Statistiques de la clinique »",
  },
  {
    q: "Bénéficierons-nous d'un accompagnement technique durant l'intégration, et également après la mise en service?",
    expect: { all: [/ingenieur|soutien dedie|accompagn/] },
    source: "integrations.ts CUSTOM_INTEGRATION « Soutien dédié »",
  },
  {
    q: "Une fois la réceptionniste en fonction, assurez-vous un suivi et des ajustements pendant les premiers jours?",
    expect: { all: [/premiere semaine|1re semaine/], any: [/ajust/, /suivi|suivons/] },
    source: "services.ts TIMELINE « Jour 3 — Mise en service »",
  },
  {
    q: "Pourriez-vous m'indiquer ce que la réceptionniste peut accomplir pour une clinique d'ophtalmologie offrant le LASIK?",
    expect: { any: [/financement/, /evaluation/, /preselection|candidat/] },
    source: "services.ts SPECIALTIES « LASIK et soins des yeux »",
  },
  {
    q: "Dans un médispa, la réceptionniste est-elle en mesure de vendre des abonnements en plus de prendre les rendez-vous?",
    expect: { all: [/abonnement|forfait/] },
    source: "services.ts SPECIALTIES « Médispas »",
  },
  {
    q: "Pourriez-vous m'indiquer le volume d'appels que votre système traite chaque mois?",
    expect: { all: [amount(25000)] },
    source: "landing.ts COUNTERS « 25 000+ appels traités chaque mois »",
  },
  {
    q: "Quel taux de réponse aux appels annoncez-vous?",
    expect: { all: [/99 ?%/] },
    source: "landing.ts COUNTERS « 99 % taux de réponse »",
  },
  {
    q: "Auriez-vous le témoignage d'une chirurgienne plasticienne qui utilise votre service?",
    expect: { all: [/mitchell/] },
    source: "landing.ts TESTIMONIALS « Dre Sarah Mitchell »",
  },
  {
    q: "J'aimerais savoir si votre site conserve l'adresse IP de ses visiteurs.",
    expect: { any: [/jamais/, /pas conserv/, /ne .{0,20}(conserv|gard|stock)/], none: [/oui, nous conservons/] },
    source: "privacy.ts « Statistiques » (l'adresse IP n'est jamais conservée)",
  },
  {
    q: "Est-il possible que mon navigateur refuse d'office vos statistiques, par exemple au moyen du signal GPC?",
    expect: { all: [/gpc|global privacy control/, /refus/] },
    source: "privacy.ts « Statistiques » (signal Global Privacy Control)",
  },
  {
    q: "Les questions que l'on pose à votre assistant virtuel sont-elles enregistrées, et si oui, pendant combien de temps?",
    expect: {
      all: [/90 jours|quatre-vingt-dix jours/],
      any: [/sauf/, /seulement/, /uniquement/, /n'a pas su/, /sans reponse/],
    },
    source: "privacy.ts « Conservation » (« Assistant : … 90 jours »)",
  },
  {
    q: "Où puis-je consulter votre politique de confidentialité?",
    expect: { link: "/fr/confidentialite" },
    source: "privacy.ts (/fr/confidentialite)",
  },
  {
    q: "Les montants produits par votre calculateur constituent-ils un engagement de résultats de votre part?",
    expect: { any: [/estimation/, /promesse/, /pas garanti|aucune garantie|ne garanti/], none: [/^oui/] },
    source: "legal-notice.ts « Responsabilité »",
  },
  {
    q: "Votre site est-il également offert en anglais, pour nos collègues anglophones?",
    expect: { all: [NAMES_LANGUAGE.en] },
    source: "src/shared/i18n/locales.ts (optimaite: en, fr)",
  },
  {
    q: "Une fois la démonstration planifiée, est-il possible de la déplacer ou de l'annuler?",
    expect: { all: [/deplac|report|modifi|annul/], any: [/lien/, /courriel/, /oui/] },
    source: "wording/fr.ts meeting.manage « Pour déplacer ou annuler votre démo : {url} »",
  },
  {
    q: "La démonstration entraîne-t-elle des frais ou un engagement quelconque de notre part?",
    expect: { all: [/gratuit/] },
    source: "services.ts DETAILS_CTA « Une démo gratuite et sans engagement »",
  },
  {
    q: "Pourriez-vous m'aider à rédiger la convention collective de notre personnel infirmier?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "out of scope: no OptimAIte page covers labour agreements",
  },
];
