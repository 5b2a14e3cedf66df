import type { FIGURE_SOURCES } from "../../../finance/figure-sources";

/** The official sources of figures.ts under their Italian names (Fedlex titles; page titles stay as published). */
export const OFFICIAL_SOURCES: Record<keyof typeof FIGURE_SOURCES, { label: string; reference: string }> = {
  "ofas-3a": {
    label: "UFAS, FAQ pilastro 3a",
    reference: "UFAS (BSV), FAQ «Stand 2025/26»; AFC, comunicato del 16.11.2025",
  },
  "opp3-rachat": {
    label: "OPP 3, riscatto nel pilastro 3a",
    reference: "Modifica dell'OPP 3 del 6.11.2024, in vigore dal 1.1.2025",
  },
  "oamal-103-1": {
    label: "OAMal art. 103 cpv. 1",
    reference: "Ordinanza sull'assicurazione malattie (OAMal), art. 103 cpv. 1 (franchigia ordinaria)",
  },
  "oamal-93-1": {
    label: "OAMal art. 93 cpv. 1",
    reference: "Ordinanza sull'assicurazione malattie (OAMal), art. 93 cpv. 1 (franchigie opzionali)",
  },
  "oamal-103-2": {
    label: "OAMal art. 103 cpv. 2; LAMal art. 64",
    reference:
      "OAMal art. 103 cpv. 2; Legge federale sull'assicurazione malattie (LAMal), art. 64 (aliquota percentuale)",
  },
  "oamal-95-2bis": {
    label: "OAMal art. 95 cpv. 2bis",
    reference: "OAMal art. 95 cpv. 2bis, in vigore dal 1.1.2010 (riduzione massima del premio)",
  },
  "lamal-64-5": {
    label: "LAMal art. 64 cpv. 5",
    reference:
      "Legge federale sull'assicurazione malattie (LAMal), art. 64 cpv. 5 (contributo ai costi di degenza ospedaliera)",
  },
  "lamal-7-oamal-94": {
    label: "LAMal art. 7 cpv. 2; OAMal art. 94 cpv. 1",
    reference:
      "Legge federale sull'assicurazione malattie (LAMal), art. 7 cpv. 2; ordinanza sull'assicurazione malattie (OAMal), art. 94 cpv. 1 (termini per cambiare franchigia)",
  },
  "ge-guide-is": {
    label: "AFC Ginevra, guida all'imposta alla fonte 2025; LIFD art. 99a",
    reference:
      "LIFD art. 99a; OIFo art. 10; ge.ch, «Qu'est-ce qu'un quasi-résident ?»; amministrazione fiscale cantonale ginevrina, guida all'imposta alla fonte 2025, § 8.2",
  },
  "lifd-89": {
    label: "LIFD art. 89; OIFo art. 9",
    reference:
      "Legge federale sull'imposta federale diretta (LIFD), art. 89; Ordinanza sull'imposta alla fonte (OIFo), art. 9 cpv. 3 (coppie sposate); ge.ch, «Qui peut demander une TOU»",
  },
  "lifd-89a-5": {
    label: "LIFD art. 89a cpv. 5; LAID art. 33a cpv. 5",
    reference:
      "Legge federale sull'imposta federale diretta (LIFD), art. 89a cpv. 5 (rinvio all'art. 89 cpv. 5 e 6); Legge sull'armonizzazione delle imposte dirette (LAID), art. 33a cpv. 5: la TOU chiesta vale fino alla fine dell'imposizione alla fonte",
  },
  "lifd-9-1": {
    label: "LIFD art. 9 cpv. 1",
    reference: "Legge federale sull'imposta federale diretta (LIFD), art. 9 cpv. 1 (i redditi dei coniugi si sommano)",
  },
  "lamal-3-1": {
    label: "LAMal art. 3 cpv. 1",
    reference:
      "Legge federale sull'assicurazione malattie (LAMal), art. 3 cpv. 1 (obbligo d'assicurazione per ogni persona domiciliata in Svizzera)",
  },
  "accord-italie-2020": {
    label: "Accordo italo-svizzero del 23.12.2020",
    reference:
      "Accordo tra la Svizzera e l'Italia del 23.12.2020 relativo all'imposizione dei lavoratori frontalieri, in vigore dal 17.7.2023, applicato dal 1.1.2024 (comunicato del Consiglio federale)",
  },
  "taux-marginaux": {
    label: "Tabelle di risparmio fiscale 3a (finpension, comparis)",
    reference:
      "Tabelle di risparmio fiscale del pilastro 3a di finpension e dati comparis (aliquote marginali per cantone); riduzione d'imposta ginevrina del 2025; forchette SwissHack che ne derivano",
  },
  "accord-1983": {
    label: "Accordo franco-svizzero dell'11.4.1983",
    reference: "Accordo tra la Francia e la Svizzera dell'11.4.1983 sull'imposizione dei lavoratori frontalieri",
  },
  "teletravail-2022": {
    label: "Accordo aggiuntivo franco-svizzero del 22.12.2022",
    reference:
      "Accordo aggiuntivo Francia–Svizzera del 22.12.2022 (in vigore dal 1.1.2023); direttiva dell'amministrazione cantonale delle imposte vodese",
  },
  "accord-cadre-ue-aele": {
    label: "Accordo quadro UE/AELS sul telelavoro",
    reference:
      "Accordo quadro UE/AELS sul telelavoro transfrontaliero abituale (sicurezza sociale, certificato A1); CIAM-AVS",
  },
  "protocole-italie-2024": {
    label: "Protocollo italo-svizzero del 2024 (telelavoro)",
    reference:
      "Protocollo del 30.5/6.6.2024 all'accordo italo-svizzero del 23.12.2020 (telelavoro dei frontalieri fino al 25 %), applicato dal 1.1.2024",
  },
  "cdi-suisse-italie": {
    label: "Convenzione Svizzera–Italia, art. 15 e 24",
    reference:
      "Convenzione tra la Svizzera e l'Italia per evitare le doppie imposizioni, art. 15 § 1 (redditi da lavoro dipendente) e art. 24 § 2 (l'Italia tassa il reddito mondiale e computa l'imposta svizzera)",
  },
  "oamal-2-6": {
    label: "OAMal art. 2 cpv. 6",
    reference:
      "Ordinanza sull'assicurazione malattie (OAMal), art. 2 cpv. 6 (esenzione su domanda dei frontalieri che vivono in Italia, Germania o Austria); DTF 147 V 387",
  },
  "cdi-suisse-allemagne": {
    label: "Convenzione Svizzera–Germania, art. 15a",
    reference:
      "Convenzione tra la Svizzera e la Germania per evitare le doppie imposizioni, art. 15a (frontalieri; § 2: più di 60 giorni di mancato rientro); § 36 EStG; lettera del Ministero federale tedesco delle finanze (BMF) del 26.7.2022 (giorni di telelavoro)",
  },
  "cdi-suisse-autriche": {
    label: "Convenzione Svizzera–Austria, protocollo del 21.3.2006",
    reference:
      "Convenzione tra la Svizzera e l'Austria per evitare le doppie imposizioni, protocollo del 21.3.2006; messaggio del Consiglio federale 06.043",
  },
  "lifd-5": {
    label: "LIFD art. 4, 5, 92 e 93; convenzioni art. 7/14",
    reference:
      "Legge federale sull'imposta federale diretta (LIFD), art. 4 cpv. 1 lett. b e art. 5 cpv. 1 lett. a (appartenenza economica degli indipendenti), art. 92 (artisti, sportivi, conferenzieri) e 93 (amministratori); AFC, circolare n. 45; convenzioni contro le doppie imposizioni, art. 7/14 (sede fissa o stabile organizzazione in Svizzera); Convenzione Svizzera–Italia, art. 24 § 2",
  },
  "droit-option": {
    label: "Diritto d'opzione LAMal / CMU",
    reference: "LAMal, diritto d'opzione dei frontalieri; Code de la sécurité sociale (Francia)",
  },
  "ofas-lpp": {
    label: "UFAS, importi limite LPP 2025/2026",
    reference:
      "UFAS, importi limite della previdenza professionale 2025 e 2026 (rendita AVS massima CHF 30'240, invariata nel 2026); tasso d'interesse minimo LPP 2026: Consiglio federale, 5.11.2025",
  },
};
