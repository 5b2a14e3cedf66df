import type { NEWSLETTER_RESULTS } from "../newsletter-results.ts";

/** /de/newsletter/bestaetigung. */
export const NEWSLETTER_RESULTS_DE: typeof NEWSLETTER_RESULTS = {
  confirmed: {
    title: "Anmeldung bestätigt 🇨🇭",
    text: "Willkommen! Sie erhalten jeden Dienstag einen Schweizer Finanz-Hack, höchstens eine E-Mail pro Woche.",
    linkTo: "/",
    linkLabel: "Zur Startseite",
  },
  unsubscribed: {
    title: "Sie sind abgemeldet",
    text: "Sie erhalten den SwissHack-Newsletter nicht mehr. Sie können sich jederzeit wieder anmelden.",
    linkTo: "/#newsletter",
    linkLabel: "Wieder anmelden",
  },
  expired: {
    title: "Link abgelaufen",
    text: "Dieser Bestätigungslink ist nicht mehr gültig (7 Tage). Melden Sie sich erneut an, um einen neuen Link zu erhalten.",
    linkTo: "/#newsletter",
    linkLabel: "Erneut anmelden",
  },
  invalid: {
    title: "Link ungültig",
    text: "Dieser Link ist nicht oder nicht mehr gültig. Wenn Sie den Newsletter erhalten möchten, melden Sie sich erneut an.",
    linkTo: "/#newsletter",
    linkLabel: "Anmelden",
  },
  default: {
    title: "SwissHack-Newsletter",
    text: "Öffnen Sie den Link aus der E-Mail, um Ihre Anmeldung zu bestätigen oder sich abzumelden.",
    linkTo: "/#newsletter",
    linkLabel: "Zum Newsletter",
  },
};
