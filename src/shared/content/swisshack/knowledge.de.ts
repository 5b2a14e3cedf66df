import type { KnowledgeEntry } from "../knowledge.ts";
import { localizedKnowledge } from "../localized-knowledge.ts";
import { FRONTALIER_FAQ_DE } from "./de/faq.ts";

/** What the chat assistant knows of SwissHack in German: the French page content (`knowledge.ts`), in Swiss German. */
export const SWISSHACK_KNOWLEDGE_DE: readonly KnowledgeEntry[] = localizedKnowledge("swisshack", "de", [
  {
    key: "faq-1",
    title: "Ist der Check wirklich gratis?",
    text: "Der Check im Wert von CHF 490 ist geschenkt: CHF 0, unverbindlich und ohne Kreditkarte. Wir verdienen am Premium-Check (CHF 590), den manche Kundinnen und Kunden danach wählen, nie an Provisionen.",
    path: "/#faq",
  },
  {
    key: "faq-2",
    title: "Wie lange dauert es?",
    text: "Der Fragebogen dauert etwa 5 Minuten, mit dem Lesen des Berichts insgesamt 15 Minuten. Ihr persönlicher PDF-Bericht kommt innert 48 Stunden.",
    path: "/#faq",
  },
  {
    key: "faq-3",
    title: "Ich bin Grenzgänger: Betrifft mich der Check?",
    text: FRONTALIER_FAQ_DE.answer,
    path: "/#faq",
  },
  {
    key: "faq-4",
    title: "Was machen Sie mit meinen Daten?",
    text: "Sie dienen ausschliesslich der Vorbereitung Ihres Checks, werden in der Schweiz gespeichert und spätestens 12 Monate nach Ihrer Anfrage gelöscht. Wir speichern nie Ihre IP-Adresse und verkaufen keine Daten. Sie können jederzeit Einsicht oder Löschung verlangen.",
    path: "/#faq",
  },
  {
    key: "faq-5",
    title: "Wollen Sie mir ein Produkt verkaufen?",
    text: "Wir sind unabhängig und erhalten keine Provisionen auf Säule-3a-Lösungen, Versicherungen oder Anlagen. Der Rückruf durch eine Expertin oder einen Experten einer von der FINMA zugelassenen Partnerfirma ist freiwillig.",
    path: "/#faq",
  },
  {
    key: "faq-6",
    title: "Wie viel kann ich sparen?",
    text: "Die meisten unserer Kundinnen und Kunden finden zwischen CHF 2'000 und 6'000 Ersparnis pro Jahr, je nach Situation. Der Bericht nennt Bandbreiten mit ihren Annahmen, nie ein Versprechen auf den Franken genau.",
    path: "/#faq",
  },
  {
    key: "free-audit",
    title: "Ihr vollständiger Check, geschenkt",
    text: "Wert CHF 490, Preis CHF 0, insgesamt 15 Minuten Ihrer Zeit. Inbegriffen: Fragebogen von 5 Minuten ohne Belege; Voranalyse Ihrer Säule 3a, Pensionskasse (BVG), Krankenversicherung (KVG) und Steuern; persönlicher PDF-Bericht innert 48 Stunden; Aktionsplan und Sparsimulation; PDF-Ratgeber «5 legale Hacks»; freiwilliger Rückruf durch eine Expertin oder einen Experten einer von der FINMA zugelassenen Partnerfirma.",
    path: "/#audit",
  },
  {
    key: "process",
    title: "So funktioniert es",
    text: "1. Check ausfüllen: ein Fragebogen von 5 Minuten zu Ihrer Situation, ohne Belege. 2. Analyse: Wir gleichen Ihre Antworten mit den offiziellen Schweizer Tarifen des laufenden Jahres ab. 3. Plan erhalten: Ihr persönlicher PDF-Bericht kommt innert 48 Stunden, mit den Massnahmen nach Ersparnis geordnet. 4. Handeln: Setzen Sie den Plan selbst um oder mit einer Partnerexpertin, die Sie auf Wunsch zurückruft.",
    path: "/#process",
  },
  {
    key: "lever-1",
    title: "Eine Säule 3a, die wirklich arbeitet",
    text: "+1 %: Bis zu 1 % mehr Nettorendite pro Jahr mit einer kostengünstigen 3a-Lösung in Wertschriften statt eines 3a-Sparkontos, mit dem gleichen Steuerabzug.",
    path: "/#valeur",
  },
  {
    key: "lever-2",
    title: "Die richtige Franchise bei der Krankenkasse",
    text: "CHF 400–800: Wer die Franchise seiner Krankenversicherung den tatsächlichen Gesundheitskosten anpasst, spart als gesunde erwachsene Person meist CHF 400 bis 800 pro Jahr.",
    path: "/#valeur",
  },
  {
    key: "lever-3",
    title: "Vergessene Zulagen",
    text: "900 EUR: Familienzulagen, Rückerstattungen, Steuergutschriften: bis zu 900 EUR pro Jahr werden nicht eingefordert, vor allem von Grenzgängern.",
    path: "/#valeur",
  },
  {
    key: "theme-taxes",
    title: "Steuern",
    text: "Vergessene Abzüge, nachträgliche ordentliche Veranlagung (NOV) für Grenzgänger in Genf, BVG-Einkäufe: Wir finden, was Ihre Steuern legal senkt.",
    path: "/#valeur",
  },
  {
    key: "theme-insurance",
    title: "Versicherungen",
    text: "Franchise passend zu Ihren tatsächlichen Kosten, sinnvolle oder überflüssige Zusatzversicherungen: CHF 400 bis 800 Ersparnis pro Jahr sind üblich.",
    path: "/#valeur",
  },
  {
    key: "theme-retirement",
    title: "Vorsorge und Pensionierung",
    text: "Säule 3a, BVG, Einkauf fehlender Jahre seit 2025: Wir beziffern, was Sie bei der Pensionierung wirklich haben werden und wie Sie es verbessern.",
    path: "/#valeur",
  },
  {
    key: "theme-clarity",
    title: "Klarheit",
    text: "Ein einziges Dokument in verständlicher Sprache, jede Zahl mit Quelle und Datum. Sie wissen endlich, wo Sie stehen.",
    path: "/#valeur",
  },
  {
    key: "premium",
    title: "Premium-Check",
    text: "CHF 590 (einmalig, ohne Abo). Eine Expertin oder ein Experte prüft Ihr Dossier gründlich, telefoniert 45 Minuten mit Ihnen und begleitet Sie während 2 Jahren. CHF 5'900 durchschnittliche Ersparnis pro Jahr, 10× Rendite auf der Investition, 580+ Premium-Kunden. Garantien: 30 Tage Geld-zurück, Lieferung innert 5 Arbeitstagen, 100 % unabhängig, Daten geschützt in der Schweiz.",
    path: "/premium",
  },
  {
    key: "newsletter",
    title: "Jeden Dienstag ein Schweizer Finanz-Hack",
    text: "Über 4'200 Abonnentinnen und Abonnenten. Höchstens eine E-Mail pro Woche, jeweils am Dienstag. Abmeldung mit einem Klick.",
    path: "/#newsletter",
  },
]);
