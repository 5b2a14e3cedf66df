import type { SiteId } from "../../../shared/routes";

/** What each site's assistant is called and says; SwissHack's speaks French. */
export const CHAT_COPY: Record<
  SiteId,
  {
    name: string;
    greeting: string;
    placeholder: string;
    inputLabel: string;
    send: string;
    close: string;
    you: string;
    assistant: string;
    typing: string;
    history: string;
    failureTitle: string;
    failureText: string;
    apology: string;
  }
> = {
  swisshack: {
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
  optimaite: {
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
};
