import type { ConsentCopy } from "./consent-copy-fr";

/** The cookie banner in German: loaded only on German pages. */
export const CONSENT_COPY_DE: ConsentCopy = {
  region: "Einwilligung zu Cookies",
  title: "Ihre Cookie-Auswahl",
  text: "Cookies, die die Website braucht, und Reichweitenmessung (ohne Ihre IP-Adresse) mit Ihrer Einwilligung.",
  gpc: "Ihr Browser sendet das Signal Global Privacy Control: Wir respektieren es als Ablehnung von Reichweitenmessung und Marketing.",
  accept: "Alle akzeptieren",
  refuse: "Alle ablehnen",
  customise: "Anpassen",
  save: "Speichern",
  back: "Zurück",
  essential: "Notwendig",
  essentialText: "Für die Website nötig (Ihre Cookie-Auswahl, Ihre Sitzung). Immer aktiv.",
  analytics: "Reichweitenmessung",
  analyticsText: "Erkennt wiederholte Besuche mit einer Zufallskennung, um die Website zu verbessern.",
  marketing: "Marketing",
  marketingText: "Heute wird kein Werbe-Tracker von Dritten verwendet.",
  more: "Unsere Datenschutzerklärung",
};
