/**
 * The official sources of the pre-analysis's figures, as FINANCE-FIGURES.md names them: each row of figures.ts cites
 * one, and the document prints its label and reference (German and Italian translate them in wording/).
 */
export const FIGURE_SOURCES = {
  "ofas-3a": {
    label: "OFAS, FAQ 3e pilier",
    reference: "OFAS (BSV), FAQ « Stand 2025/26 » ; AFC, communiqué du 16.11.2025",
  },
  "opp3-rachat": {
    label: "OPP 3, rachat de cotisations 3a",
    reference: "Modification de l'OPP 3 du 6.11.2024, en vigueur le 1.1.2025",
  },
  "oamal-103-1": {
    label: "OAMal art. 103 al. 1",
    reference: "Ordonnance sur l'assurance-maladie (OAMal), art. 103 al. 1 (franchise ordinaire)",
  },
  "oamal-93-1": {
    label: "OAMal art. 93 al. 1",
    reference: "Ordonnance sur l'assurance-maladie (OAMal), art. 93 al. 1 (franchises à option)",
  },
  "oamal-103-2": {
    label: "OAMal art. 103 al. 2 ; LAMal art. 64",
    reference: "OAMal art. 103 al. 2 ; loi sur l'assurance-maladie (LAMal), art. 64 (quote-part)",
  },
  "oamal-95-2bis": {
    label: "OAMal art. 95 al. 2bis",
    reference: "OAMal art. 95 al. 2bis, en vigueur depuis le 1.1.2010 (réduction maximale de prime)",
  },
  "lamal-64-5": {
    label: "LAMal art. 64 al. 5",
    reference: "Loi sur l'assurance-maladie (LAMal), art. 64 al. 5 (contribution aux frais de séjour hospitalier)",
  },
  "lamal-7-oamal-94": {
    label: "LAMal art. 7 al. 2 ; OAMal art. 94 al. 1",
    reference:
      "Loi sur l'assurance-maladie (LAMal), art. 7 al. 2 ; ordonnance sur l'assurance-maladie (OAMal), art. 94 al. 1 (délais de changement de franchise)",
  },
  "ge-guide-is": {
    label: "AFC Genève, guide IS 2025 ; LIFD art. 99a",
    reference:
      "LIFD art. 99a ; OIS art. 10 ; ge.ch, « Qu'est-ce qu'un quasi-résident ? » ; administration fiscale cantonale genevoise, guide de l'impôt à la source 2025, § 8.2",
  },
  "lifd-89": {
    label: "LIFD art. 89 ; OIS art. 9",
    reference:
      "Loi sur l'impôt fédéral direct (LIFD), art. 89 ; ordonnance sur l'imposition à la source (OIS), art. 9 al. 3 (couples mariés) ; ge.ch, « Qui peut demander une TOU »",
  },
  "lifd-89a-5": {
    label: "LIFD art. 89a al. 5 ; LHID art. 33a al. 5",
    reference:
      "Loi sur l'impôt fédéral direct (LIFD), art. 89a al. 5 (renvoi à l'art. 89 al. 5 et 6) ; loi sur l'harmonisation des impôts directs (LHID), art. 33a al. 5 : la TOU demandée vaut jusqu'à la fin de l'imposition à la source",
  },
  "lifd-9-1": {
    label: "LIFD art. 9 al. 1",
    reference: "Loi sur l'impôt fédéral direct (LIFD), art. 9 al. 1 (les revenus des époux s'additionnent)",
  },
  "lamal-3-1": {
    label: "LAMal art. 3 al. 1",
    reference:
      "Loi sur l'assurance-maladie (LAMal), art. 3 al. 1 (assurance de base obligatoire pour toute personne domiciliée en Suisse)",
  },
  "accord-italie-2020": {
    label: "Accord italo-suisse du 23.12.2020",
    reference:
      "Accord entre la Suisse et l'Italie du 23.12.2020 relatif à l'imposition des travailleurs frontaliers, en vigueur le 17.7.2023, appliqué dès le 1.1.2024 (communiqué du Conseil fédéral)",
  },
  "taux-marginaux": {
    label: "Tables d'économie d'impôt 3a (finpension, comparis)",
    reference:
      "Tables d'économie d'impôt 3a de finpension et données comparis (taux marginaux par canton) ; baisse d'impôt genevoise de 2025 ; fourchettes SwissHack qui en sont tirées",
  },
  "accord-1983": {
    label: "Accord franco-suisse du 11.4.1983",
    reference: "Accord entre la France et la Suisse du 11.4.1983 sur l'imposition des travailleurs frontaliers",
  },
  "teletravail-2022": {
    label: "Avenant franco-suisse du 22.12.2022",
    reference:
      "Avenant France–Suisse du 22.12.2022 (en vigueur depuis le 1.1.2023) ; directive de l'administration cantonale des impôts vaudoise",
  },
  "accord-cadre-ue-aele": {
    label: "Accord-cadre UE/AELE sur le télétravail",
    reference:
      "Accord-cadre UE/AELE sur le télétravail transfrontalier habituel (sécurité sociale, certificat A1) ; CIAM-AVS",
  },
  "protocole-italie-2024": {
    label: "Protocole italo-suisse de 2024 (télétravail)",
    reference:
      "Protocole du 30.5/6.6.2024 à l'accord italo-suisse du 23.12.2020 (télétravail des frontaliers jusqu'à 25 %), appliqué dès le 1.1.2024",
  },
  "cdi-suisse-italie": {
    label: "Convention Suisse–Italie, art. 15 et 24",
    reference:
      "Convention entre la Suisse et l'Italie en vue d'éviter les doubles impositions, art. 15 § 1 (revenus d'une activité salariée) et art. 24 § 2 (l'Italie impose le revenu mondial et impute l'impôt suisse)",
  },
  "oamal-2-6": {
    label: "OAMal art. 2 al. 6",
    reference:
      "Ordonnance sur l'assurance-maladie (OAMal), art. 2 al. 6 (exemption sur demande des frontaliers vivant en Italie, en Allemagne ou en Autriche) ; ATF 147 V 387",
  },
  "cdi-suisse-allemagne": {
    label: "Convention Suisse–Allemagne, art. 15a",
    reference:
      "Convention entre la Suisse et l'Allemagne en vue d'éviter les doubles impositions, art. 15a (frontaliers ; § 2 : plus de 60 jours de non-retour) ; § 36 EStG ; lettre du ministère fédéral allemand des Finances (BMF) du 26.7.2022 (jours de télétravail)",
  },
  "cdi-suisse-autriche": {
    label: "Convention Suisse–Autriche, protocole du 21.3.2006",
    reference:
      "Convention entre la Suisse et l'Autriche en vue d'éviter les doubles impositions, protocole du 21.3.2006 ; message du Conseil fédéral 06.043",
  },
  "lifd-5": {
    label: "LIFD art. 4, 5, 92 et 93 ; conventions art. 7/14",
    reference:
      "Loi sur l'impôt fédéral direct (LIFD), art. 4 al. 1 let. b et art. 5 al. 1 let. a (rattachement économique des indépendants), art. 92 (artistes, sportifs, conférenciers) et 93 (administrateurs) ; AFC, circulaire n° 45 ; conventions contre les doubles impositions, art. 7/14 (installation fixe ou établissement stable en Suisse) ; Convention Suisse–Italie, art. 24 § 2",
  },
  "droit-option": {
    label: "Droit d'option LAMal / CMU",
    reference: "LAMal, droit d'option des frontaliers ; Code de la sécurité sociale (France)",
  },
  "ofas-lpp": {
    label: "OFAS, montants limites LPP 2025/2026",
    reference:
      "OFAS (BSV), montants limites de la prévoyance professionnelle 2025 et 2026 (rente AVS maximale de CHF 30 240, inchangée en 2026) ; taux d'intérêt minimal 2026 : Conseil fédéral, 5.11.2025",
  },
} as const satisfies Record<string, { label: string; reference: string }>;

export type FigureSourceKey = keyof typeof FIGURE_SOURCES;
