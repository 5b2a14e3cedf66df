import type { ConsentCopy } from "./consent-copy-fr";

/** The cookie banner in Italian: loaded only on Italian pages. */
export const CONSENT_COPY_IT: ConsentCopy = {
  region: "Consenso ai cookie",
  title: "Le sue scelte sui cookie",
  text: "Cookie necessari al sito e, con il suo consenso, misurazione del pubblico (senza il suo indirizzo IP).",
  gpc: "Il suo browser invia il segnale Global Privacy Control: lo rispettiamo come un rifiuto della misurazione del pubblico e del marketing.",
  accept: "Accetti tutto",
  refuse: "Rifiuti tutto",
  customise: "Personalizzi",
  save: "Salvi le scelte",
  back: "Indietro",
  essential: "Essenziali",
  essentialText: "Necessari al sito (la sua scelta sui cookie, la sua sessione). Sempre attivi.",
  analytics: "Misurazione del pubblico",
  analyticsText: "Riconosce le visite di ritorno con un identificativo casuale, per migliorare il sito.",
  marketing: "Marketing",
  marketingText: "Oggi non viene usato alcun tracker pubblicitario di terzi.",
  more: "La nostra informativa sulla privacy",
};
