import type { SwissHackLocale } from "@shared/i18n/locales";

// The Premium payment link the expert sends from an audit request, in the person's language (issue 57).

export interface PaymentLinkEmailWords {
  subject: string;
  intro: string;
  what: string;
  link: string;
  guarantee: string;
  questions: string;
}

export const PAYMENT_LINK_EMAIL_WORDS: Record<SwissHackLocale, PaymentLinkEmailWords> = {
  fr: {
    subject: "Votre audit Premium SwissHack\u00a0: le lien pour le commander",
    intro: "Suite à votre demande d'audit, voici le lien pour commander l'audit Premium, comme convenu.",
    what: "CHF\u00a0590, TVA comprise, payable par TWINT ou par carte. Votre rapport vous parvient dans les 5\u00a0jours ouvrables qui suivent le paiement.",
    link: "Commander l'audit Premium\u00a0:",
    guarantee: "Satisfait ou remboursé pendant 30\u00a0jours.",
    questions: "Une question\u00a0? Répondez simplement à cet e-mail.",
  },
  de: {
    subject: "Ihr SwissHack Premium-Check: der Link zur Bestellung",
    intro:
      "Im Anschluss an Ihre Audit-Anfrage erhalten Sie hier wie besprochen den Link zur Bestellung des Premium-Checks.",
    what: "CHF 590 inkl. MWST, zahlbar mit TWINT oder Karte. Ihr Bericht erreicht Sie innerhalb von 5 Arbeitstagen nach der Zahlung.",
    link: "Premium-Check bestellen:",
    guarantee: "30 Tage Geld-zurück-Garantie.",
    questions: "Eine Frage? Antworten Sie einfach auf diese E-Mail.",
  },
  it: {
    subject: "Il suo audit Premium SwissHack: il link per ordinarlo",
    intro: "Facendo seguito alla sua richiesta di audit, ecco il link per ordinare l'audit Premium, come concordato.",
    what: "CHF 590 IVA inclusa, pagabili con TWINT o con carta. Il suo rapporto le arriva entro 5 giorni lavorativi dal pagamento.",
    link: "Ordinare l'audit Premium:",
    guarantee: "Soddisfatti o rimborsati entro 30 giorni.",
    questions: "Una domanda? Basta rispondere a questa e-mail.",
  },
};
