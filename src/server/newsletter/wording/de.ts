import type { NewsletterWording } from "./types";

// Swiss Standard German: "ss", never "ß"; formal "Sie".
export const de: NewsletterWording = {
  confirmationEmail: {
    subject: "Bitte bestätigen Sie Ihre Anmeldung zum SwissHack-Newsletter",
    about: [
      "Danke für Ihr Interesse am SwissHack-Newsletter: jeden Dienstag ein Schweizer Finanztipp,",
      "höchstens eine E-Mail pro Woche.",
    ],
    openLink: "Um Ihre Anmeldung zu bestätigen, öffnen Sie diesen Link (7 Tage gültig):",
    ignore:
      "Falls Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail einfach: Sie erhalten dann nichts weiter.",
    unsubscribe: (url) => `Abmelden: ${url}`,
  },
  issue: {
    webVersion: (url) => `Diesen Newsletter online lesen: ${url}`,
    why: "Sie erhalten diese E-Mail, weil Sie den SwissHack-Newsletter abonniert haben: ein Schweizer Finanztipp am Dienstag, höchstens eine E-Mail pro Woche.",
    home: "Zurück zur SwissHack-Website",
    subscribe: "Newsletter abonnieren",
  },
  actionPage: {
    confirm: {
      title: "Anmeldung bestätigen",
      text: "Bestätigen Sie Ihre Anmeldung zum SwissHack-Newsletter: jeden Dienstag ein Schweizer Finanztipp, höchstens eine E-Mail pro Woche.",
      button: "Anmeldung bestätigen",
    },
    unsubscribe: {
      title: "Vom Newsletter abmelden",
      text: "Sie erhalten den SwissHack-Newsletter danach nicht mehr. Sie können sich jederzeit wieder anmelden.",
      button: "Jetzt abmelden",
    },
  },
};
