import { type SITE_LOCALES, siteLocaleOr } from "../i18n/locales.ts";
import type { SiteId } from "../routes.ts";

/** Every fixed text of the chat widget (floating button and panel), in one language. */
export interface ChatTexts {
  /** The panel's title. */
  name: string;
  /** The assistant's first message. */
  greeting: string;
  placeholder: string;
  inputLabel: string;
  send: string;
  /** The panel's close button (screen readers). */
  close: string;
  /** Before each message, for screen readers. */
  you: string;
  assistant: string;
  /** The typing indicator while a reply is pending. */
  typing: string;
  /** The label of the scrollable conversation. */
  history: string;
  /** The error toast when a message fails, and the apology bubble then shown. */
  failureTitle: string;
  failureText: string;
  apology: string;
}

/**
 * The chat panel's texts per site and language: SPEC's French and English, German and Italian for SwissHack's /de and
 * /it pages, Quebec French for OptimAIte's /fr pages. A language of SITE_LOCALES without its texts fails the type check.
 */
export const CHAT_TEXTS: { [S in SiteId]: Record<(typeof SITE_LOCALES)[S][number], ChatTexts> } = {
  swisshack: {
    fr: {
      name: "Assistant SwissHack",
      greeting:
        "Bonjour ! 👋 Je suis l'assistant SwissHack. Posez-moi vos questions sur le 3e pilier, la LAMal, les impôts des frontaliers ou l'audit gratuit.",
      placeholder: "Votre question…",
      inputLabel: "Votre message",
      send: "Envoyer",
      close: "Fermer l'assistant",
      you: "Vous : ",
      assistant: "Assistant : ",
      typing: "L'assistant écrit…",
      history: "Conversation avec l'assistant",
      failureTitle: "Erreur",
      failureText: "Le message n'a pas pu être envoyé. Veuillez réessayer.",
      apology:
        "Désolé, je n'arrive pas à répondre pour le moment. Réessayez plus tard ou demandez l'audit gratuit : un expert vous répond sous 48 h.",
    },
    de: {
      name: "SwissHack-Assistent",
      greeting:
        "Guten Tag! 👋 Ich bin der SwissHack-Assistent. Fragen Sie mich zur Säule 3a, zur Krankenversicherung, zu den Steuern für Grenzgänger oder zum Gratis-Check.",
      placeholder: "Ihre Frage…",
      inputLabel: "Ihre Nachricht",
      send: "Senden",
      close: "Assistenten schliessen",
      you: "Sie: ",
      assistant: "Assistent: ",
      typing: "Der Assistent schreibt…",
      history: "Unterhaltung mit dem Assistenten",
      failureTitle: "Fehler",
      failureText: "Die Nachricht konnte nicht gesendet werden. Bitte versuchen Sie es noch einmal.",
      apology:
        "Entschuldigung, ich kann im Moment nicht antworten. Versuchen Sie es später noch einmal oder fordern Sie den Gratis-Check an: Eine Expertin oder ein Experte antwortet Ihnen innert 48 Stunden.",
    },
    it: {
      name: "Assistente SwissHack",
      greeting:
        "Buongiorno! 👋 Sono l'assistente SwissHack. Mi chieda pure del pilastro 3a, della LAMal, delle imposte dei frontalieri o dell'audit gratuito.",
      placeholder: "La sua domanda…",
      inputLabel: "Il suo messaggio",
      send: "Inviare",
      close: "Chiudere l'assistente",
      you: "Lei: ",
      assistant: "Assistente: ",
      typing: "L'assistente sta scrivendo…",
      history: "Conversazione con l'assistente",
      failureTitle: "Errore",
      failureText: "Non è stato possibile inviare il messaggio. La preghiamo di riprovare.",
      apology:
        "Mi scusi, al momento non riesco a rispondere. Riprovi più tardi o richieda l'audit gratuito: un esperto le risponde entro 48 ore.",
    },
  },
  optimaite: {
    en: {
      name: "OptimAIte assistant",
      greeting:
        "Hi! 👋 I'm the OptimAIte assistant. Ask me about our AI receptionist for medical and aesthetic practices: integrations, set-up time, compliance or pricing.",
      placeholder: "Type your question…",
      inputLabel: "Your message",
      send: "Send",
      close: "Close the chat",
      you: "You: ",
      assistant: "Assistant: ",
      typing: "The assistant is typing…",
      history: "Conversation with the assistant",
      failureTitle: "Error",
      failureText: "Failed to send message. Please try again.",
      apology: "Sorry, I'm having trouble responding right now. Please try again later or contact our support team.",
    },
    fr: {
      name: "Assistant OptimAIte",
      greeting:
        "Bonjour! 👋 Je suis l'assistant d'OptimAIte. Posez-moi vos questions sur notre réceptionniste IA pour cliniques médicales et esthétiques : intégrations, délai de mise en place, conformité ou prix.",
      placeholder: "Écrivez votre question…",
      inputLabel: "Votre message",
      send: "Envoyer",
      close: "Fermer le clavardage",
      you: "Vous : ",
      assistant: "Assistant : ",
      typing: "L'assistant écrit…",
      history: "Conversation avec l'assistant",
      failureTitle: "Erreur",
      failureText: "Le message n'a pas pu être envoyé. Veuillez réessayer.",
      apology:
        "Désolé, j'ai de la difficulté à répondre en ce moment. Veuillez réessayer plus tard ou communiquer avec notre équipe de soutien.",
    },
  },
};

/** The widget's texts for a page; a language the site does not have gets the site's default. */
export function chatTexts(site: SiteId, locale?: unknown): ChatTexts {
  return (CHAT_TEXTS[site] as Record<string, ChatTexts>)[siteLocaleOr(site, locale)] as ChatTexts;
}
