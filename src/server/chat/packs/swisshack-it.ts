import { type ChatPack, localizedHref } from "../chat-pack";
import { SWISSHACK_INTENTS_IT } from "../intents/swisshack-intents.it";

/** SwissHack's assistant in Italian, for the /it pages. */
export const SWISSHACK_IT: ChatPack = {
  language: "it",
  intents: SWISSHACK_INTENTS_IT,
  more: "Per saperne di più: ",
  offTopic:
    /\b(meteo|che tempo|piove|nevica|calcio|football|hockey|partita|risultato|ricett[ae]|cucinare|oroscopo|notizie|news|azioni|borsa|ristorant[ei]|poesi[ae]|canzon[ei]|barzellett[ae]|mondiali|campionato|serie a|scudetto|film|receptionist\w*|optimaite)\b/,
  closedQuestion: /^\s*(è|e'|e|posso|pu(ò|o)|devo|ci sono|c'è|sono|ho|avete|fate|vale)\b/i,
  yesPrefix: /^(sì|si|no)\s*[.,!:]\s*/i,
  versions: (names) =>
    `Sì, SwissHack esiste in ${names.slice(0, -1).join(", ")} e ${names.at(-1)}, con le stesse pagine, il check gratuito e il Premium in ogni lingua. Scelga la lingua qui sotto o nel menu del sito.`,
  languages: (names) =>
    `SwissHack esiste solo in ${names.slice(0, -1).join(", ")} e ${names.at(-1)}. Può porre la sua domanda in una di queste lingue.`,
  fallback: {
    text: "Non so rispondere con precisione a questa domanda. Le propongo l'audit gratuito: un esperto esamina la sua situazione e le risponde entro 48 ore. Può anche consultare le nostre domande frequenti.",
    links: [
      { label: "Richiedere l'audit gratuito", href: localizedHref("/#audit", "swisshack", "it") },
      { label: "Domande frequenti", href: localizedHref("/#faq", "swisshack", "it") },
    ],
  },
  outOfScope: {
    text: "Mi dispiace, su questo non posso aiutarla. Rispondo alle domande su SwissHack: l'audit gratuito e l'audit Premium, il pilastro 3a, la franchigia dell'assicurazione malattie, i frontalieri (imposte, telelavoro, assicurazione malattie) e la protezione dei suoi dati.",
    links: [{ label: "Domande frequenti", href: localizedHref("/#faq", "swisshack", "it") }],
  },
};
