import type { FIGURE_SOURCES } from "../../../finance/figure-sources";

/** The official sources of figures.ts under their German names (Fedlex titles; page titles stay as published). */
export const OFFICIAL_SOURCES: Record<keyof typeof FIGURE_SOURCES, { label: string; reference: string }> = {
  "ofas-3a": {
    label: "BSV, FAQ Säule 3a",
    reference: "BSV (OFAS), FAQ «Stand 2025/26»; ESTV, Mitteilung vom 16.11.2025",
  },
  "opp3-rachat": {
    label: "BVV 3, Einkauf in die Säule 3a",
    reference: "Änderung der BVV 3 vom 6.11.2024, in Kraft seit dem 1.1.2025",
  },
  "oamal-103-1": {
    label: "KVV Art. 103 Abs. 1",
    reference: "Verordnung über die Krankenversicherung (KVV), Art. 103 Abs. 1 (ordentliche Franchise)",
  },
  "oamal-93-1": {
    label: "KVV Art. 93 Abs. 1",
    reference: "Verordnung über die Krankenversicherung (KVV), Art. 93 Abs. 1 (wählbare Franchisen)",
  },
  "oamal-103-2": {
    label: "KVV Art. 103 Abs. 2; KVG Art. 64",
    reference: "KVV Art. 103 Abs. 2; Bundesgesetz über die Krankenversicherung (KVG), Art. 64 (Selbstbehalt)",
  },
  "oamal-95-2bis": {
    label: "KVV Art. 95 Abs. 2bis",
    reference: "KVV Art. 95 Abs. 2bis, in Kraft seit dem 1.1.2010 (höchster Prämienrabatt)",
  },
  "lamal-64-5": {
    label: "KVG Art. 64 Abs. 5",
    reference:
      "Bundesgesetz über die Krankenversicherung (KVG), Art. 64 Abs. 5 (Beitrag an die Kosten des Spitalaufenthalts)",
  },
  "lamal-7-oamal-94": {
    label: "KVG Art. 7 Abs. 2; KVV Art. 94 Abs. 1",
    reference:
      "Bundesgesetz über die Krankenversicherung (KVG), Art. 7 Abs. 2; Verordnung über die Krankenversicherung (KVV), Art. 94 Abs. 1 (Fristen für den Franchisewechsel)",
  },
  "ge-guide-is": {
    label: "Steuerverwaltung Genf, Wegleitung Quellensteuer 2025; DBG Art. 99a",
    reference:
      "DBG Art. 99a; QStV Art. 10; ge.ch, «Qu'est-ce qu'un quasi-résident ?»; kantonale Steuerverwaltung Genf, Wegleitung zur Quellensteuer 2025, § 8.2",
  },
  "lifd-89": {
    label: "DBG Art. 89; QStV Art. 9",
    reference:
      "Bundesgesetz über die direkte Bundessteuer (DBG), Art. 89; Quellensteuerverordnung (QStV), Art. 9 Abs. 3 (Ehepaare); ge.ch, «Qui peut demander une TOU»",
  },
  "lifd-89a-5": {
    label: "DBG Art. 89a Abs. 5; StHG Art. 33a Abs. 5",
    reference:
      "Bundesgesetz über die direkte Bundessteuer (DBG), Art. 89a Abs. 5 (Verweis auf Art. 89 Abs. 5 und 6); Steuerharmonisierungsgesetz (StHG), Art. 33a Abs. 5: Die beantragte NOV gilt bis zum Ende der Quellenbesteuerung",
  },
  "lifd-9-1": {
    label: "DBG Art. 9 Abs. 1",
    reference:
      "Bundesgesetz über die direkte Bundessteuer (DBG), Art. 9 Abs. 1 (Einkommen der Ehegatten werden zusammengerechnet)",
  },
  "lamal-3-1": {
    label: "KVG Art. 3 Abs. 1",
    reference:
      "Bundesgesetz über die Krankenversicherung (KVG), Art. 3 Abs. 1 (Versicherungspflicht für alle Personen mit Wohnsitz in der Schweiz)",
  },
  "accord-italie-2020": {
    label: "Grenzgängerabkommen Schweiz–Italien vom 23.12.2020",
    reference:
      "Abkommen zwischen der Schweiz und Italien vom 23.12.2020 über die Besteuerung von Grenzgängerinnen und Grenzgängern, in Kraft seit dem 17.7.2023, angewendet ab dem 1.1.2024 (Medienmitteilung des Bundesrates)",
  },
  "taux-marginaux": {
    label: "Steuerspartabellen Säule 3a (finpension, comparis)",
    reference:
      "Steuerspartabellen Säule 3a von finpension und Daten von comparis (Grenzsteuersätze nach Kanton); Genfer Steuersenkung 2025; daraus abgeleitete Bandbreiten von SwissHack",
  },
  "accord-1983": {
    label: "Grenzgängerabkommen Frankreich–Schweiz vom 11.4.1983",
    reference:
      "Vereinbarung zwischen der Schweiz und Frankreich vom 11.4.1983 über die Besteuerung der Erwerbseinkünfte von Grenzgängern",
  },
  "teletravail-2022": {
    label: "Zusatzvereinbarung Frankreich–Schweiz vom 22.12.2022",
    reference:
      "Zusatzvereinbarung Frankreich–Schweiz vom 22.12.2022 (in Kraft seit dem 1.1.2023); Weisung der kantonalen Steuerverwaltung Waadt",
  },
  "accord-cadre-ue-aele": {
    label: "Rahmenübereinkommen EU/EFTA über Telearbeit",
    reference:
      "Rahmenübereinkommen EU/EFTA über gewöhnliche grenzüberschreitende Telearbeit (Sozialversicherung, Bescheinigung A1); CIAM-AVS",
  },
  "protocole-italie-2024": {
    label: "Protokoll Schweiz–Italien von 2024 (Telearbeit)",
    reference:
      "Protokoll vom 30.5./6.6.2024 zum Grenzgängerabkommen Schweiz–Italien vom 23.12.2020 (Telearbeit der Grenzgänger bis 25 %), angewendet ab dem 1.1.2024",
  },
  "cdi-suisse-italie": {
    label: "DBA Schweiz–Italien, Art. 15 und 24",
    reference:
      "Doppelbesteuerungsabkommen zwischen der Schweiz und Italien, Art. 15 Abs. 1 (Einkünfte aus unselbständiger Arbeit) und Art. 24 Abs. 2 (Italien besteuert das Welteinkommen und rechnet die Schweizer Steuer an)",
  },
  "oamal-2-6": {
    label: "KVV Art. 2 Abs. 6",
    reference:
      "Verordnung über die Krankenversicherung (KVV), Art. 2 Abs. 6 (Befreiung auf Antrag für Grenzgänger mit Wohnsitz in Italien, Deutschland oder Österreich); BGE 147 V 387",
  },
  "cdi-suisse-allemagne": {
    label: "DBA Deutschland–Schweiz, Art. 15a",
    reference:
      "Doppelbesteuerungsabkommen zwischen der Schweiz und Deutschland, Art. 15a (Grenzgänger; Abs. 2: mehr als 60 Nichtrückkehrtage); § 36 EStG; BMF-Schreiben vom 26.7.2022 (Homeoffice-Tage)",
  },
  "cdi-suisse-autriche": {
    label: "DBA Schweiz–Österreich, Protokoll vom 21.3.2006",
    reference:
      "Doppelbesteuerungsabkommen zwischen der Schweiz und Österreich, Protokoll vom 21.3.2006; Botschaft des Bundesrates 06.043",
  },
  "lifd-5": {
    label: "DBG Art. 4, 5, 92 und 93; DBA Art. 7/14",
    reference:
      "Bundesgesetz über die direkte Bundessteuer (DBG), Art. 4 Abs. 1 Bst. b und Art. 5 Abs. 1 Bst. a (wirtschaftliche Zugehörigkeit Selbständigerwerbender), Art. 92 (Künstler, Sportler, Referenten) und 93 (Verwaltungsräte); ESTV, Kreisschreiben Nr. 45; Doppelbesteuerungsabkommen, Art. 7/14 (feste Einrichtung oder Betriebsstätte in der Schweiz); DBA Schweiz–Italien, Art. 24 Abs. 2",
  },
  "droit-option": {
    label: "Optionsrecht KVG / CMU",
    reference: "KVG, Optionsrecht der Grenzgänger; Code de la sécurité sociale (Frankreich)",
  },
  "ofas-lpp": {
    label: "BSV, Grenzbeträge BVG 2025/2026",
    reference:
      "BSV, Grenzbeträge der beruflichen Vorsorge 2025 und 2026 (maximale AHV-Rente CHF 30'240, 2026 unverändert); BVG-Mindestzinssatz 2026: Bundesrat, 5.11.2025",
  },
};
