import { type ChatPack, localizedHref } from "../chat-pack";
import { SWISSHACK_INTENTS_DE } from "../intents/swisshack-intents.de";

/** SwissHack's assistant in German, for the /de pages. */
export const SWISSHACK_DE: ChatPack = {
  language: "de",
  intents: SWISSHACK_INTENTS_DE,
  more: "Mehr dazu: ",
  offTopic:
    /\b(wetter|regnet|schneit|fussball\w*|football|eishockey|hockey|match|resultat|spielstand|rezept\w*|kochen|horoskop|nachrichten|news|aktien|borse|boerse|restaurants?|gedichte?|lieder?|songs?|witze?|weltmeisterschaft|wm|bundesliga|meisterschaft|film|rezeptionist\w*|optimaite)\b/,
  closedQuestion:
    /^\s*(ist|sind|kann|kannst|k(ö|o|oe)nnen|darf|muss|m(ü|u|ue)ssen|gibt es|gilt|habe|habt|bin|seid|wird|werden|werdet|hat|haben|lohnt|wollt|wollen|bietet|macht|verkauft)\b/i,
  yesPrefix: /^(ja|nein)\s*[.,!:]\s*/i,
  versions: (names) =>
    `Ja, SwissHack gibt es auf ${names.slice(0, -1).join(", ")} und ${names.at(-1)}, mit denselben Seiten, dem Gratis-Check und dem Premium-Check in jeder Sprache. Wählen Sie die Sprache unten oder im Menü der Website.`,
  languages: (names) =>
    `SwissHack gibt es nur auf ${names.slice(0, -1).join(", ")} und ${names.at(-1)}. Stellen Sie Ihre Frage gern in einer dieser Sprachen.`,
  fallback: {
    text: "Darauf kann ich Ihnen keine genaue Antwort geben. Am besten fordern Sie den Gratis-Check an: Eine Expertin oder ein Experte prüft Ihre Situation und antwortet Ihnen innert 48 Stunden. Vielleicht finden Sie die Antwort auch in unseren häufigen Fragen.",
    links: [
      { label: "Gratis-Check anfordern", href: localizedHref("/#audit", "swisshack", "de") },
      { label: "Häufige Fragen", href: localizedHref("/#faq", "swisshack", "de") },
    ],
  },
  outOfScope: {
    text: "Dabei kann ich Ihnen leider nicht helfen. Ich beantworte Fragen zu SwissHack: Gratis-Check und Premium-Check, Säule 3a, Franchise der Krankenversicherung, Grenzgänger (Steuern, Homeoffice, Krankenversicherung) und den Schutz Ihrer Daten.",
    links: [{ label: "Häufige Fragen", href: localizedHref("/#faq", "swisshack", "de") }],
  },
};
