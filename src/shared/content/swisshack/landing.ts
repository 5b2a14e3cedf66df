/** French copy of the SwissHack landing page (/), section by section. */

export const HERO = {
  eyebrow: "Audit gratuit · 5 minutes · rapport sous 48 h",
  title: "Économisez CHF 2 000 à 6 000 par an sur vos impôts, votre retraite et votre assurance maladie",
  /** The promise in a phone's first screen. */
  shortTitle: "Économisez CHF 2 000 à 6 000 par an",
  lead: "Frontalier, résident ou indépendant en Suisse : notre audit indépendant analyse votre 3e pilier, votre LPP, votre LAMal et vos impôts, puis vous remet un plan d'action personnalisé en PDF.",
  primaryCta: "Audit gratuit",
  secondaryCta: "Comment ça marche",
  reassurance: ["Indépendant, sans commission", "Données hébergées en Suisse", "ISO 27001 · conforme RGPD et nLPD"],
};

export const STATS = [
  { value: 2000, unit: "chf", suffix: " – 6 000", label: "d'économies par an, en moyenne" },
  { value: 48, unit: "number", suffix: " h", label: "pour recevoir votre rapport PDF" },
  { value: 4200, unit: "number", suffix: "+", label: "abonnés à notre newsletter" },
] as const;

export const PROBLEM_SOLUTION = {
  title: "Le système suisse est généreux… pour ceux qui le connaissent",
  problems: [
    "Un 3e pilier ouvert « pour les impôts » mais mal placé, qui rapporte moins que l'inflation.",
    "Une franchise LAMal choisie au hasard, qui vous coûte des centaines de francs chaque année.",
    "Des allocations et remboursements jamais réclamés, faute de savoir qu'ils existent.",
    "Des règles frontalières (quasi-résident, télétravail, CMU) qui changent et se contredisent.",
  ],
  solutions: [
    "Un diagnostic complet de vos 4 piliers financiers en 5 minutes de questionnaire.",
    "Des leviers chiffrés, avec leurs sources officielles, classés par gain et par urgence.",
    "Un plan d'action simple : quoi faire, avant quelle date, avec quel document.",
    "Un rappel optionnel par un expert d'un cabinet partenaire agréé par la FINMA.",
  ],
};

export const THEMES = [
  {
    title: "Fiscalité",
    text: "Déductions oubliées, taxation ordinaire ultérieure (TOU) pour les frontaliers genevois, rachats LPP : nous repérons ce qui réduit légalement votre impôt.",
  },
  {
    title: "Assurances",
    text: "Franchise LAMal adaptée à vos frais réels, complémentaires utiles ou superflues : CHF 400 à 800 d'économies par an sont courants.",
  },
  {
    title: "Retraite",
    text: "3e pilier, LPP, rachats des années manquantes depuis 2025 : nous chiffrons ce que vous aurez vraiment à la retraite et comment l'améliorer.",
  },
  {
    title: "Clarté",
    text: "Un seul document, en français clair, avec chaque chiffre sourcé et daté. Vous savez enfin où vous en êtes.",
  },
] as const;

export const PROCESS = {
  title: "Comment ça marche",
  lead: "Quatre étapes, aucune paperasse à envoyer, aucun engagement.",
  steps: [
    {
      title: "Remplissez l'audit",
      text: "Un questionnaire de 5 minutes sur votre situation, sans pièce justificative.",
    },
    { title: "Analyse", text: "Nous croisons vos réponses avec les barèmes officiels suisses de l'année en cours." },
    {
      title: "Recevez votre plan",
      text: "Votre rapport PDF personnalisé arrive sous 48 h, avec les actions classées par gain.",
    },
    {
      title: "Passez à l'action",
      text: "Appliquez le plan seul ou avec un expert partenaire qui vous rappelle si vous le souhaitez.",
    },
  ],
} as const;

export const TRUST = {
  title: "Une analyse indépendante, fondée sur les sources officielles",
  lead: "Nous ne vendons aucun produit et ne touchons aucune commission. Nous analysons les offres et les règles de :",
  institutions: [
    "Administration fédérale des contributions (AFC)",
    "Office fédéral des assurances sociales (OFAS)",
    "Office fédéral de la santé publique (OFSP)",
    "Administration fiscale cantonale de Genève",
    "Administration cantonale des impôts du canton de Vaud",
    "Caisses de pension LPP et fondations de libre passage",
    "Banques et assurances proposant le pilier 3a",
    "Assureurs maladie LAMal agréés",
  ],
  badges: [
    { title: "Indépendant", text: "Aucune commission, aucun produit à vendre." },
    { title: "Hébergé en Suisse", text: "Vos données restent en Suisse, 12 mois au maximum." },
    { title: "ISO 27001", text: "Processus de sécurité de l'information certifiés." },
    { title: "RGPD et nLPD", text: "Vos droits d'accès et d'effacement respectés." },
  ],
} as const;

export const TESTIMONIALS = [
  {
    quote:
      "En tant que frontalière, je ne savais pas que je pouvais demander la taxation ordinaire ultérieure. Résultat : CHF 3 100 récupérés la première année.",
    name: "Camille",
    town: "Annemasse",
  },
  {
    quote:
      "Ma franchise LAMal était à CHF 300 alors que je ne vais presque jamais chez le médecin. Le rapport m'a fait économiser CHF 620 par an en deux clics.",
    name: "Marc",
    town: "Lausanne",
  },
  {
    quote:
      "Indépendant depuis trois ans, je n'avais jamais ouvert de 3e pilier. Le plan d'action était clair, daté et chiffré. Enfin quelqu'un qui ne cherche pas à me vendre quelque chose.",
    name: "Sofia",
    town: "Neuchâtel",
  },
] as const;

export const LEVERS = {
  title: "Trois leviers que la plupart des gens oublient",
  items: [
    {
      figure: "+1 %",
      title: "Un 3e pilier qui travaille vraiment",
      text: "Jusqu'à +1 % de rendement net par an en choisissant un 3a en titres à frais réduits plutôt qu'un compte d'épargne 3a, tout en gardant la déduction fiscale.",
    },
    {
      figure: "CHF 400 – 800",
      title: "La bonne franchise LAMal",
      text: "Adapter votre franchise à vos frais de santé réels fait économiser CHF 400 à 800 par an à la plupart des adultes en bonne santé.",
    },
    {
      figure: "900 EUR",
      title: "Les allocations oubliées",
      text: "Allocations familiales, remboursements de frais, crédits d'impôt : jusqu'à 900 EUR par an non réclamés, surtout chez les frontaliers.",
    },
  ],
} as const;

export const FREE_OFFER = {
  title: "Votre audit complet, offert",
  lead: "Ce que d'autres facturent, nous vous l'offrons pour vous faire découvrir notre méthode.",
  value: "CHF 490",
  price: "CHF 0",
  duration: "15 min",
  durationLabel: "de votre temps au total",
  included: [
    "Questionnaire de 5 minutes, sans justificatif",
    "Pré-analyse de votre 3e pilier, LPP, LAMal et impôts",
    "Rapport PDF personnalisé sous 48 h",
    "Plan d'action et simulation d'économies",
    "Guide PDF « 5 hacks légaux » offert",
    "Rappel optionnel par un expert d'un cabinet partenaire agréé FINMA",
  ],
  cta: "Je demande mon audit gratuit",
  note: "Sans engagement. Vos réponses ne servent qu'à préparer votre audit.",
} as const;

/** The blog teaser's copy (SPEC); it shows only while the language has live posts. */
export const BLOG = {
  title: "Le blog SwissHack",
  lead: "Des guides concrets, mis à jour avec les chiffres officiels de l'année.",
  allPosts: "Tous les articles du blog",
} as const;

export const CTA_BLOCK = {
  title: "Prêt à savoir combien vous laissez sur la table ?",
  text: "5 minutes de questionnaire, un rapport sous 48 h, zéro engagement.",
  cta: "Audit gratuit",
} as const;

export const NEWSLETTER = {
  title: "Un hack financier suisse chaque mardi",
  text: "Rejoignez 4 200+ abonnés. Un seul e-mail par semaine au maximum, envoyé le mardi. Désinscription en un clic.",
  // The same sentence when the owner sets the count, or without a count (decision 0042).
  textWithCount:
    "Rejoignez {count}+ abonnés. Un seul e-mail par semaine au maximum, envoyé le mardi. Désinscription en un clic.",
  textWithoutCount: "Un seul e-mail par semaine au maximum, envoyé le mardi. Désinscription en un clic.",
  label: "Votre adresse e-mail",
  placeholder: "vous@exemple.ch",
  submit: "S'inscrire",
  submitting: "Inscription...",
  successTitle: "Bienvenue dans SwissHack ! 🇨🇭",
  successText: "Confirmez votre inscription grâce au lien que nous venons de vous envoyer par e-mail.",
  errorTitle: "Inscription impossible",
  networkError: "Le serveur est injoignable. Vérifiez votre connexion et réessayez.",
} as const;

export const REPORT_PREVIEW = {
  label: "Exemple de rapport d'audit",
  title: "Votre plan d'action",
  subtitle: "Exemple : frontalière à Genève, CHF 95 000",
  lines: [
    { label: "Taxation ordinaire ultérieure + 3a", amount: "CHF 1 600 – 2 300" },
    { label: "Franchise LAMal adaptée", amount: "CHF 540" },
    { label: "Allocations non réclamées", amount: "jusqu'à 900 EUR" },
  ],
  total: "Potentiel estimé : CHF 2 900 – 3 700 par an",
} as const;

/** Every text of the landing page, as one language's catalogue holds them. */
export const LANDING = {
  HERO,
  STATS,
  PROBLEM_SOLUTION,
  THEMES,
  PROCESS,
  TRUST,
  TESTIMONIALS,
  LEVERS,
  FREE_OFFER,
  BLOG,
  CTA_BLOCK,
  NEWSLETTER,
  REPORT_PREVIEW,
};
