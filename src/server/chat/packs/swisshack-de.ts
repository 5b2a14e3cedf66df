import { SWISSHACK_KNOWLEDGE_DE } from "@shared/content/swisshack/knowledge.de";
import { GERMAN_ANALYZER } from "../analyzers/german";
import { type ChatPack, localizedHref } from "../chat-pack";
import { SWISSHACK_INTENTS_DE } from "../intents/swisshack-intents.de";

/** SwissHack's assistant in German, for the /de pages. */
export const SWISSHACK_DE: ChatPack = {
  language: "de",
  intents: SWISSHACK_INTENTS_DE,
  knowledge: SWISSHACK_KNOWLEDGE_DE,
  analyzer: GERMAN_ANALYZER,
  minScore: 2,
  more: "Mehr dazu: ",
  offTopic:
    /\b(wetter|regnet|schneit|fussball\w*|football|eishockey|hockey|match|resultat|spielstand|rezept\w*|kochen|horoskop|nachrichten|news)\b/,
  closedQuestion:
    /^\s*(ist|sind|kann|kannst|k(ö|o|oe)nnen|darf|muss|m(ü|u|ue)ssen|gibt es|gilt|habe|habt|bin|seid|wird|werden|werdet|hat|haben|lohnt|wollt|wollen|bietet|macht|verkauft)\b/i,
  yesPrefix: /^(ja|nein)\s*[.,!:]\s*/i,
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
