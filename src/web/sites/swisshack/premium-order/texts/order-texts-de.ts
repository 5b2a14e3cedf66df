import type { Translation } from "@shared/i18n/translation";
import type { ORDER_TEXTS_FR } from "./order-texts-fr";

/** The Premium order form's words in German (issue 57). */
export const ORDER_TEXTS_DE = {
  title: "Premium-Check bestellen",
  description: "Einmalige Zahlung mit TWINT oder Karte, auf der sicheren Seite unseres Zahlungsanbieters (Stripe).",
  price: "{price}, inkl. {rate} MWST ({vat})",
  promises: [
    "Ihr Bericht spätestens 5 Arbeitstage nach der Zahlung",
    "30 Tage Geld-zurück-Garantie, ohne Begründung",
    "45 Minuten Expertengespräch, 2 Jahre Begleitung",
  ],
  linked: "Diese Bestellung ergänzt Ihre Check-Anfrage: Der Experte arbeitet mit Ihren Antworten weiter.",
  name: "Vor- und Nachname",
  email: "E-Mail",
  emailHint: "Die Bestätigung und die Quittung gehen an diese Adresse.",
  terms:
    "Ich akzeptiere die Bedingungen: einmalige Zahlung von CHF\u00a0590, Bericht spätestens 5 Arbeitstage nach der Zahlung, volle Rückerstattung auf einfache Anfrage innert 30 Tagen.",
  privacy: "Ihre Daten: siehe Datenschutzerklärung",
  submit: "{price} bezahlen",
  submitting: "Zahlungsseite wird geöffnet…",
  close: "Schliessen",
  validation: {
    nameRequired: "Bitte geben Sie Ihren Namen an",
    nameTooLong: "Dieser Name ist zu lang (höchstens 120 Zeichen)",
    nameWebAddress: "Bitte geben Sie Ihren Namen an, keine Webadresse",
    emailRequired: "Bitte geben Sie Ihre E-Mail-Adresse an",
    email: "Ungültige E-Mail-Adresse",
    terms: "Bitte akzeptieren Sie die Bedingungen, um zu bestellen",
    fallback: "Dieser Wert kann nicht gespeichert werden",
  },
  failures: {
    unavailable: "Die Online-Bestellung ist im Moment nicht verfügbar. Es wurde nichts belastet.",
    provider:
      "Die Zahlungsseite konnte nicht geöffnet werden. Es wurde nichts belastet: Bitte versuchen Sie es gleich noch einmal.",
  },
} as const satisfies Translation<typeof ORDER_TEXTS_FR>;
