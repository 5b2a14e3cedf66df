import type { FaqEntry } from "../faq.ts";

/** The frontalier question, also the chat's answer: the reader's country's rules, France's named as France's. */
export const FRONTALIER_FAQ_DE: FaqEntry = {
  question: "Ich bin Grenzgänger: Betrifft mich der Check?",
  answer:
    "Ja, das ist sogar unsere Spezialität. Wohnen Sie in Deutschland, gilt das DBA Schweiz–Deutschland (Art. 15a): Als Grenzgänger werden Sie in Deutschland besteuert, die Schweiz zieht mit der Ansässigkeitsbescheinigung (Gre-1) höchstens 4,5 % Quellensteuer ab, und Deutschland rechnet sie an; mit mehr als 60 Nichtrückkehrtagen im Jahr entfällt der Grenzgängerstatus, dann besteuert die Schweiz den Lohn und Deutschland stellt ihn frei. Wohnen Sie in Österreich, gibt es keinen Grenzgängerstatus im Sinne des Abkommens: Die Schweiz erhebt die ordentliche Quellensteuer auf Ihre Arbeitstage in der Schweiz, und Österreich rechnet sie an. Für die Krankenversicherung wählen Sie innert 3 Monaten zwischen dem KVG und Ihrer Versicherung im Wohnland. Für Grenzgänger aus Frankreich gelten Frankreichs Regeln: das Abkommen von 1983 für die Kantone Bern, Solothurn, Basel-Stadt, Basel-Landschaft, Waadt, Wallis, Neuenburg und Jura, die 40-%-Regel fürs Homeoffice, die Wahl zwischen KVG und französischer CMU sowie Quasi-Ansässigkeit und nachträgliche ordentliche Veranlagung in Genf.",
};

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
  FRONTALIER_FAQ_DE,
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
