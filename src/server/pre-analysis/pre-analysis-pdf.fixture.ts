import type { PreAnalysisDocument } from "@shared/pre-analysis/document";

/** Intl's fr-CH grouping separator, as the engine's formatted figures carry it. */
const NNBSP = "\u202f";
const chf = (amount: string) => `CHF\u00a0${amount.replaceAll(" ", NNBSP)}`;

/** A frontalière working in Geneva: every kind of block, several sources of 2025 and 2026, three pages or so. */
export const preAnalysisFixture: PreAnalysisDocument = {
  title: "Votre pré-analyse fiscale et prévoyance 2026",
  subtitle: "Préparée pour Marie le 22 novembre 2026",
  generatedOn: "2026-11-22",
  year: 2026,
  summary: {
    potential: `${chf("1 560")} – ${chf("2 400")} par an`,
    actions: [
      { text: `Baisser votre franchise LAMal à ${chf("2 500")}`, deadline: "2026-11-30" },
      { text: `Verser ${chf("4 258")} sur votre 3e pilier (3a)`, deadline: "2026-12-31" },
      { text: "Demander la taxation ordinaire ultérieure (TOU) pour 2026", deadline: "2027-03-31" },
    ],
  },
  answersSummary: [
    { label: "Statut", value: "Frontalière, travail à Genève" },
    { label: "Revenu annuel brut", value: `${chf("90 000")} – ${chf("120 000")}` },
    { label: "État civil", value: "Mariée, 2 enfants" },
    { label: "3e pilier versé en 2026", value: chf("3 000") },
    { label: "Franchise actuelle", value: chf("300") },
    { label: "Frais de santé attendus", value: `Faibles (environ ${chf("400")} par an)` },
    { label: "Part des revenus imposée en Suisse", value: "92\u00a0%" },
    { label: "Télétravail", value: "20\u00a0% du temps de travail" },
  ],
  sections: [
    {
      id: "pillar3a",
      heading: "Prévoyance : votre 3e pilier (3a)",
      blocks: [
        {
          kind: "paragraph",
          text:
            "Comme vous êtes affiliée à une caisse de pension (LPP), vous pouvez verser jusqu’à " +
            `${chf("7 258")} par an sur un compte ou une police 3a. Ce montant est déductible de votre revenu ` +
            "imposable, à condition que vous soyez taxée de façon ordinaire (voir la section « Frontalière à Genève »).",
        },
        {
          kind: "figures",
          items: [
            { label: "Versement maximal 2026 (avec LPP)", value: chf("7 258"), sourceIds: ["ofas-3a"] },
            { label: "Déjà versé cette année", value: chf("3 000"), sourceIds: ["answers"] },
            {
              label: "Versement encore possible d’ici au 31 décembre",
              value: chf("4 258"),
              sourceIds: ["answers", "ofas-3a"],
            },
            {
              label: "Économie d’impôt estimée sur ce solde",
              value: `${chf("1 100")} – ${chf("1 500")}`,
              sourceIds: ["answers", "ge-is"],
            },
          ],
        },
        {
          kind: "callout",
          tone: "info",
          title: "Nouveau dès 2026 : le rachat des années manquantes",
          text:
            "Les lacunes de cotisation à partir de 2025 peuvent être rachetées, jusqu’à dix ans en arrière et à " +
            `concurrence de ${chf("7 258")} par année manquante, une fois la cotisation de l’année versée en entier. ` +
            "Le rachat est lui aussi déductible.",
        },
      ],
    },
    {
      id: "lamal",
      heading: "Assurance-maladie : quelle franchise vous coûte le moins ?",
      blocks: [
        {
          kind: "paragraph",
          text:
            `Avec des frais de santé attendus d’environ ${chf("400")} par an, une franchise plus élevée fait baisser ` +
            "votre prime davantage qu’elle n’augmente ce qui reste à votre charge. La quote-part de 10\u00a0% est " +
            `plafonnée à ${chf("700")} par an pour un adulte.`,
        },
        {
          kind: "table",
          caption: `Coût annuel estimé selon la franchise (frais de santé attendus : ${chf("400")})`,
          columns: ["Franchise", "Primes annuelles", "Frais à votre charge", "Coût total estimé"],
          rows: [
            [chf("300"), chf("5 136"), chf("310"), chf("5 446")],
            [chf("500"), chf("4 992"), chf("400"), chf("5 392")],
            [chf("1 000"), chf("4 656"), chf("400"), chf("5 056")],
            [chf("1 500"), chf("4 308"), chf("400"), chf("4 708")],
            [chf("2 000"), chf("3 972"), chf("400"), chf("4 372")],
            [chf("2 500"), chf("3 636"), chf("400"), chf("4 036")],
          ],
          highlightRow: 5,
          sourceIds: ["oamal-franchises", "oamal-rabais", "lamal-64", "answers"],
        },
        {
          kind: "callout",
          tone: "action",
          title: "À faire avant le 31 décembre 2026",
          text:
            `Demandez à votre assureur de passer à la franchise de ${chf("2 500")} : une hausse de franchise est ` +
            "possible jusqu’au 31 décembre, alors qu’une baisse doit être annoncée avant le dernier jour ouvrable " +
            "de novembre.",
        },
      ],
    },
    {
      id: "frontalier",
      heading: "Frontalière à Genève : la taxation ordinaire ultérieure",
      blocks: [
        {
          kind: "paragraph",
          text:
            "Genève impose votre salaire à la source. Comme plus de 90\u00a0% des revenus de votre ménage sont " +
            "imposables en Suisse, vous pouvez demander une taxation ordinaire ultérieure (TOU) : c’est la seule " +
            "façon de déduire le 3e pilier, les rachats LPP et les frais de garde.",
        },
        {
          kind: "list",
          items: [
            "La demande doit parvenir à l’administration fiscale genevoise au plus tard le 31 mars 2027 pour l’année 2026.",
            `Au-delà de ${chf("120 000")} de revenu brut, la taxation ordinaire ultérieure est obligatoire.`,
            "Votre télétravail (20\u00a0%) reste sous le seuil de 40\u00a0% : Genève garde le droit d’imposer votre salaire.",
            "Une fois demandée, la TOU s’applique aussi aux années suivantes : comparez avant de vous engager.",
          ],
        },
        {
          kind: "callout",
          tone: "warning",
          title: "Attention au délai du 31 mars",
          text:
            "Passé ce délai, l’impôt à la source de l’année devient définitif et les déductions du 3e pilier " +
            "sont perdues pour 2026. Rassemblez dès janvier votre certificat de salaire et vos attestations 3a.",
        },
      ],
    },
    {
      id: "levers",
      heading: "Vos leviers, par ordre d’impact",
      blocks: [
        {
          kind: "list",
          items: [
            `Compléter votre 3e pilier de ${chf("4 258")} avant le 31 décembre 2026.`,
            `Relever votre franchise à ${chf("2 500")} : environ ${chf("1 410")} de moins par an.`,
            "Demander la taxation ordinaire ultérieure avant le 31 mars 2027.",
            "Vérifier avec votre caisse de pension la possibilité d’un rachat LPP déductible.",
          ],
        },
        {
          kind: "paragraph",
          text:
            "Les économies d’impôt sont données sous forme de fourchette : votre taux marginal dépend de votre " +
            "commune, de votre état civil, de votre confession et du nombre d’enfants à charge.",
        },
      ],
    },
  ],
  disclaimer:
    "Cette pré-analyse est une estimation établie à partir de vos réponses et des barèmes officiels 2025 et 2026. " +
    "Elle ne constitue pas un conseil fiscal : vérifiez chaque montant avant de prendre une décision.",
  callbackOffer:
    "Un expert SwissHack vous rappelle gratuitement sous 48 heures ouvrées pour vérifier ces chiffres avec vous et " +
    "préparer votre demande de taxation ordinaire ultérieure.",
  sources: [
    {
      id: "ofas-3a",
      label: "OFAS, FAQ 3e pilier",
      year: 2026,
      reference: "OFAS (BSV), FAQ « Stand 2025/26 » ; AFC, communiqué du 16.11.2025",
    },
    {
      id: "answers",
      label: "Vos réponses",
      year: 2026,
      reference: "Vos réponses au questionnaire SwissHack (première étape et « Affiner mon estimation »)",
    },
    {
      id: "opp3-rachat",
      label: "OPP 3, rachat des années manquantes",
      year: 2025,
      reference: "Modification de l’OPP 3 du 6.11.2024, en vigueur depuis le 1.1.2025",
    },
    {
      id: "oamal-franchises",
      label: "OAMal, art. 93 et 103",
      year: 2026,
      reference: "Ordonnance sur l’assurance-maladie (OAMal, RS 832.102), art. 93 al. 1 et art. 103 al. 1 et 2",
    },
    {
      id: "oamal-rabais",
      label: "OAMal, art. 95 al. 2bis",
      year: 2026,
      reference:
        "OAMal, art. 95 al. 2bis : réduction de prime maximale pour une franchise à option, en vigueur depuis le 1.1.2010",
    },
    {
      id: "lamal-64",
      label: "LAMal, art. 64",
      year: 2026,
      reference: "Loi fédérale sur l’assurance-maladie (LAMal, RS 832.10), art. 64 : participation aux coûts",
    },
    {
      id: "ge-is",
      label: "AFC Genève, guide IS 2025",
      year: 2025,
      reference:
        "Administration fiscale cantonale genevoise, guide de l’impôt à la source 2025, § 8.2 (taxation ordinaire ultérieure)",
    },
    {
      id: "accord-1983",
      label: "Accord franco-suisse du 11.4.1983",
      year: 2025,
      reference:
        "Accord entre la Suisse et la France relatif à l’imposition des rémunérations des travailleurs frontaliers, " +
        "du 11 avril 1983, avec l’avenant du 22.12.2022 sur le télétravail",
    },
  ],
};
