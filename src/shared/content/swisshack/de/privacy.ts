import type { Translation } from "../../../i18n/translation.ts";
import type { PRIVACY } from "../privacy.ts";

/** /de/datenschutz: the same facts as the French page, in German. */
export const PRIVACY_DE = {
  title: "Datenschutzerklärung",
  updated: "Letzte Aktualisierung: November 2026",
  intro:
    "Diese Seite erklärt, welche Daten SwissHack auf dieser Website erhebt, wozu, wie lange sie aufbewahrt werden und wie Sie Ihre Rechte ausüben (Schweizer DSG und europäische DSGVO).",
  sections: [
    {
      title: "Daten, die Sie uns anvertrauen",
      paragraphs: [
        "Check-Anfrage: Vorname, Name, E-Mail, Telefon, Kanton, Status, Einkommensklasse, Situation bei Säule 3a und Versicherung, Ziel, Rückrufwunsch und, falls Sie es ausfüllen, die Beschreibung Ihrer Situation sowie das Datum Ihrer Einwilligung.",
        "Newsletter: Ihre E-Mail-Adresse, gespeichert erst nach Bestätigung über den erhaltenen Link (Double-Opt-in). Jede E-Mail enthält einen Abmeldelink, der mit einem Klick wirkt.",
        "Versand des Newsletters: Wir speichern das Datum der letzten an Ihre Adresse gesendeten Ausgabe (damit nie mehr als eine pro Woche versandt wird) und, falls der Mailserver Ihre Adresse endgültig ablehnt, das Datum dieser Ablehnung (die Adresse gilt dann als «unzustellbar» und erhält nichts mehr bis zu einer neuen, bestätigten Anmeldung). Die Newsletter enthalten weder Zählpixel noch Tracking-Links: Wir wissen nicht, ob Sie sie öffnen oder worauf Sie klicken.",
        "Voranalyse (freiwilliger Schritt «Schätzung verfeinern»): Ihre ergänzenden Antworten (Familiensituation, Kinder, Erwerbstätigkeit, Einkommen, Einzahlungen in die Säule 3a, Prämie und Franchise der Krankenversicherung, erwartete Gesundheitskosten und, für Grenzgänger, Arbeitskanton und Homeoffice-Anteil) und das berechnete Ergebnis. Der private Link, der sie anzeigt, läuft nach 30 Tagen ab; die Voranalyse wird mit Ihrer Check-Anfrage aufbewahrt und gelöscht.",
        "Bestellung des Premium-Checks: Name, E-Mail, Sprache der Seite, die Check-Anfrage, die sie ergänzt, falls es eine gibt, und der Zeitpunkt, zu dem Sie die Bedingungen akzeptiert haben; nach der Zahlung die Quittungsnummer, der Betrag und seine MWST, das Zahlungsdatum und das Datum, bis zu dem der Bericht fällig ist.",
      ],
    },
    {
      title: "Reichweitenmessung",
      paragraphs: [
        "Wir zählen Seitenaufrufe (Pfad der Seite, Referrer, Browser), um die Website zu verbessern. Ihre IP-Adresse wird nie gespeichert: Sie dient nur, im Arbeitsspeicher unserer Server, zur Ableitung eines ungefähren Standorts (Stadt, Land) mithilfe einer Offline-Datenbank, ohne Aufruf eines Drittdienstes.",
        "Mit Ihrer Einwilligung «Reichweitenmessung» erkennt eine in Ihrem Browser gespeicherte Zufallskennung einen wiederholten Besuch (Anzahl Besuche, Datum des ersten Besuchs, Gerätetyp), dazu ein kurzer Browser-Fingerabdruck: ein Hashwert aus User-Agent, Sprache, Bildschirmgrösse und Zeitzone, aus dem sich diese Werte nicht zurückgewinnen lassen. Ohne diese Einwilligung wird nichts davon gesendet.",
        "Sendet Ihr Browser das Signal Global Privacy Control (GPC), behandeln wir es als Ablehnung von Reichweitenmessung und Marketing, ohne erneut zu fragen: Von Ihrem Browser behalten wir dann nur die Familie (zum Beispiel «Firefox») und den Gerätetyp.",
        "Haben Sie ein Konto, speichert dessen Sitzung weder Ihre IP-Adresse noch Details Ihres Browsers, nur dessen Familie.",
        "Suchmaschinen-Robots werden nicht gezählt.",
      ],
    },
    {
      title: "Cookies und lokaler Speicher",
      paragraphs: [
        "Notwendig (immer aktiv): Ihre Cookie-Auswahl und, wenn Sie sich anmelden, ein sicheres Sitzungscookie (httpOnly).",
        "Reichweitenmessung (freiwillig): die oben beschriebenen Besuchskennungen, im Browser gespeichert.",
        "Marketing (freiwillig): standardmässig deaktiviert; wir verwenden keine Werbe-Tracker von Dritten.",
        "Ihre Auswahl wird sechs Monate aufbewahrt, danach fragt das Banner erneut nach Ihrer Einwilligung. Über den Link «Cookie-Einstellungen» unten auf jeder Seite können Sie sie jederzeit ändern.",
      ],
    },
    {
      title: "Aufbewahrungsdauer",
      paragraphs: [
        "Besuche und Check-Anfragen (mit ihrer Voranalyse und unseren Notizen zur Nachbetreuung) werden spätestens 12 Monate nach ihrer Erhebung automatisch gelöscht. Eine Newsletter-Anmeldung bleibt aktiv, bis Sie sich abmelden; eine nicht bestätigte Anmeldung wird nach 12 Monaten gelöscht.",
        "Assistent: Fragen an den Assistenten werden nicht gespeichert, ausser jenen, die er nicht beantworten konnte. Diese bewahren wir 90 Tage auf, um unsere FAQ zu ergänzen, ohne IP-Adresse und ohne Kennung; darin enthaltene E-Mail-Adressen und Telefonnummern werden unkenntlich gemacht.",
        "Premium-Check: Eine bezahlte Bestellung ist ein Buchungsbeleg, den wir von Gesetzes wegen 10 Jahre aufbewahren (Art. 958f OR). Verlangen Sie die Löschung Ihrer Daten, werden Ihr Name, Ihre E-Mail-Adresse und der Bezug zu Ihrer Check-Anfrage daraus entfernt: Es bleiben nur die Quittungsnummer, der Betrag, die MWST, die Daten und die Zahlungsreferenzen bei Stripe. Eine nie bezahlte Bestellung wird gelöscht.",
      ],
    },
    {
      title: "Hosting und Empfänger",
      paragraphs: [
        "Die Daten werden in der Schweiz gehostet. Sie werden weder verkauft noch vermietet. Wünschen Sie einen Rückruf, werden Ihre Kontaktdaten an die Fachperson des von der FINMA zugelassenen Partnerbüros übermittelt, die Sie anruft, und nur an sie.",
        "Die Zahlung des Premium-Checks (Karte oder TWINT) erfolgt auf der Zahlungsseite von Stripe, die Ihre E-Mail-Adresse und den Betrag erhält; Ihre Kartennummer sehen wir nie.",
      ],
    },
    {
      title: "Ihre Rechte",
      paragraphs: [
        "Sie können jederzeit Auskunft über Ihre Daten, ihre Berichtigung, ihren Export oder ihre vollständige Löschung verlangen (Anfragen, Bestellungen, Newsletter, zugeordnete Besuche, Konto), ausser dem oben beschriebenen Buchungsbeleg einer bezahlten Bestellung. Wir antworten innerhalb von 30 Tagen.",
        "Schreiben Sie uns dazu an {email}.",
        "Sie können sich auch an den Eidgenössischen Datenschutz- und Öffentlichkeitsbeauftragten (EDÖB) oder, in der Europäischen Union, an Ihre Aufsichtsbehörde wenden.",
      ],
    },
  ],
} as const satisfies Translation<typeof PRIVACY>;
