import type { FaqEntry } from "../faq.ts";

/** The landing page's FAQ in German. */
export const SWISSHACK_FAQ_DE: readonly FaqEntry[] = [
  {
    question: "Ist der Check wirklich gratis?",
    answer:
      "Ja. Der Check im Wert von CHF 490 ist geschenkt: CHF 0, unverbindlich und ohne Kreditkarte. Wir verdienen am Premium-Check (CHF 590), den manche Kundinnen und Kunden danach wählen, nie an Provisionen.",
  },
  {
    question: "Wie lange dauert das?",
    answer:
      "Der Fragebogen dauert etwa 5 Minuten, mit dem Lesen des Berichts insgesamt 15 Minuten. Ihr persönlicher PDF-Bericht kommt innerhalb von 48 h.",
  },
  {
    question: "Ich bin Grenzgänger: Betrifft mich der Check?",
    answer:
      "Ja, das ist sogar unsere Spezialität. Quasi-Ansässigkeit und nachträgliche ordentliche Veranlagung in Genf, Abkommen von 1983 für die Kantone Bern, Solothurn, Basel-Stadt, Basel-Landschaft, Waadt, Wallis, Neuenburg und Jura, die 40-%-Regel fürs Homeoffice, die Wahl zwischen KVG und französischer CMU: Wir prüfen die Regeln Ihres Arbeitskantons.",
  },
  {
    question: "Was machen Sie mit meinen Daten?",
    answer:
      "Sie dienen nur der Vorbereitung Ihres Checks, werden in der Schweiz gehostet und spätestens 12 Monate nach Ihrer Anfrage gelöscht. Wir speichern nie Ihre IP-Adresse und verkaufen keine Daten. Sie können jederzeit Auskunft oder Löschung verlangen.",
  },
  {
    question: "Wollen Sie mir ein Produkt verkaufen?",
    answer:
      "Nein. Wir sind unabhängig und erhalten keine Provisionen auf Säule-3a-Lösungen, Versicherungen oder Anlagen. Der Rückruf durch eine Fachperson eines von der FINMA zugelassenen Partnerbüros ist freiwillig.",
  },
  {
    question: "Wie viel kann ich sparen?",
    answer:
      "Die meisten unserer Kundinnen und Kunden finden je nach Situation zwischen CHF 2'000 und 6'000 Ersparnis pro Jahr. Der Bericht nennt Bandbreiten mit ihren Annahmen, nie ein Versprechen auf den Franken genau.",
  },
];
